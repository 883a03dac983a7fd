import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar.tsx';

interface ManagerCellProps {
  username: string;
  profileImage: string | null;
  /** The viewer's own line: marked 'You'. */
  mine: boolean;
  /** A second line under the name (games counted, team number). */
  detail?: ReactNode;
}

/** A manager in a leaderboard row: picture and name, linking to their profile. */
export function ManagerCell({ username, profileImage, mine, detail }: ManagerCellProps) {
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <Avatar src={profileImage} name={username} size="sm" />
      <div className="min-w-0">
        <div className="flex min-w-0 items-center gap-2">
          <Link
            to={`/profile/${encodeURIComponent(username)}`}
            className="truncate rounded font-medium text-fg hover:text-accent"
          >
            {username}
          </Link>
          {mine ? (
            <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-[11px] font-bold uppercase text-on-accent">
              You
            </span>
          ) : null}
        </div>
        {detail ? <div className="truncate text-xs text-muted">{detail}</div> : null}
      </div>
    </div>
  );
}
