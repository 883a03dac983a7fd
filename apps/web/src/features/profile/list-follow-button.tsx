import type { UserListItem } from '@shred/contract';
import { errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { CheckIcon, PlusIcon } from '../../ui/icons.tsx';
import { toast } from '../toasts/index.ts';
import { useCanFollow } from './can-follow.ts';
import { useFollowListItemMutation } from './follow-lists.ts';

/**
 * Spec §4 Follow button on a user list item: none for an anonymous viewer or on the viewer's own
 * row (R4.95, R4.96); it reads 'Follow' or 'Following' (R4.97) and toggles on click (R4.98).
 */
export function ListFollowButton({
  user,
  onFollowChange,
}: {
  user: UserListItem;
  /** After a toggle: lists this module does not own (search results) keep the new state. */
  onFollowChange?: (following: boolean) => void;
}) {
  const canFollow = useCanFollow(user.id);
  const mutation = useFollowListItemMutation();
  if (!canFollow) return null;
  const following = user.follow_status.following;
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      size="sm"
      className="min-w-24 shrink-0"
      loading={mutation.isPending}
      // The visible word first, so voice control finds the button by what it shows.
      aria-label={`${following ? 'Following' : 'Follow'} ${user.username}`}
      icon={following ? <CheckIcon width={15} height={15} /> : <PlusIcon width={15} height={15} />}
      onClick={() =>
        mutation.mutate(
          { user, follow: !following },
          {
            onSuccess: (result) => onFollowChange?.(result.following),
            onError: (error) =>
              toast.error(errorMessage(error), following ? 'Could not unfollow' : 'Could not follow'),
          },
        )
      }
    >
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
