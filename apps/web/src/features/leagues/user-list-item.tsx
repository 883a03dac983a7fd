import type { UserListItem as UserItem } from '@shred/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar.tsx';
import { CheckIcon } from '../../ui/icons.tsx';

/** The blue tick of a verified profile, named for screen readers. */
export function VerifiedBadge() {
  return (
    <span
      role="img"
      aria-label="Verified"
      className="inline-grid size-4 shrink-0 place-items-center rounded-full bg-accent text-on-accent"
    >
      <CheckIcon width={11} height={11} strokeWidth={3} />
    </span>
  );
}

/**
 * A user in a list (spec §3): picture, username linking to the profile, verified badge, level
 * and, for an athlete's profile, the athlete's name.
 */
export function UserListItem({
  user,
  mine = false,
  trailing,
}: {
  user: UserItem;
  /** The viewer's own line: marked 'You'. */
  mine?: boolean;
  trailing?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <Avatar src={user.profile_image} name={user.username} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-center gap-1.5">
          <Link
            to={`/profile/${encodeURIComponent(user.username)}`}
            className="truncate rounded font-medium text-fg hover:text-accent"
          >
            {user.username}
          </Link>
          {user.is_verified ? <VerifiedBadge /> : null}
          {mine ? (
            <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-[11px] font-bold uppercase text-on-accent">
              You
            </span>
          ) : null}
        </div>
        <p className="truncate text-xs text-muted">
          <span className="font-semibold text-lime">{user.level.name}</span>
          {user.profile_type.athlete_name ? ` · ${user.profile_type.athlete_name}` : ''}
        </p>
      </div>
      {trailing}
    </div>
  );
}
