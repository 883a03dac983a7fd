import type { PublicProfile } from '@shred/contract';
import { errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { CheckIcon, PlusIcon } from '../../ui/icons.tsx';
import { useCanFollow } from './can-follow.ts';
import { useFollowMutation } from './public-profile.ts';

/**
 * Spec §4 Follow button: only for signed-in users looking at someone else (R6.11, R6.12);
 * reads 'Follow' or 'Following' and toggles on click.
 */
export function FollowButton({ profile }: { profile: PublicProfile }) {
  const canFollow = useCanFollow(profile.id);
  const mutation = useFollowMutation();
  if (!canFollow) return null;

  const following = profile.follow_status.following;
  return (
    <div className="flex flex-col items-start gap-1.5">
      <Button
        variant={following ? 'secondary' : 'primary'}
        size="sm"
        className="min-w-28"
        loading={mutation.isPending}
        icon={following ? <CheckIcon width={16} height={16} /> : <PlusIcon width={16} height={16} />}
        onClick={() => mutation.mutate({ profile, follow: !following })}
      >
        {following ? 'Following' : 'Follow'}
      </Button>
      {mutation.isError ? (
        <p role="alert" className="text-xs text-danger">
          {errorMessage(mutation.error)}
        </p>
      ) : null}
    </div>
  );
}
