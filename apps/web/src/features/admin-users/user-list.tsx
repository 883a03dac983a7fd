import type { AdminUser } from '@shred/contract';
import { Link } from 'react-router';
import { useIsWideScreen } from '../../shell/use-media-query.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { cx } from '../../ui/class-names.ts';
import { formatCredits } from '../credits/index.ts';
import { fullName, UserBadges } from './user-badges.tsx';
import { formatDay } from './user-dates.ts';

export const adminUserPath = (username: string) => `/admin/users/${encodeURIComponent(username)}`;

/** Avatar, username (the link to the user page) and the name or e-mail under it. */
function UserIdentity({ user }: { user: AdminUser }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar src={user.profile_image} name={user.username} size="md" />
      <div className="min-w-0">
        <Link
          to={adminUserPath(user.username)}
          className="block truncate rounded font-semibold text-fg hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
        >
          {user.username}
        </Link>
        <p className="truncate text-xs text-muted">{fullName(user) || user.email || 'No e-mail'}</p>
      </div>
    </div>
  );
}

/** One page of accounts: a table on wide screens, a card each on phones. */
export function UserList({ users, busy }: { users: readonly AdminUser[]; busy: boolean }) {
  const wide = useIsWideScreen();
  if (wide) {
    return (
      <div
        className={cx('overflow-hidden rounded-2xl border border-line bg-surface', busy && 'opacity-60')}
        aria-busy={busy || undefined}
      >
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Users</caption>
          <thead className="border-b border-line text-xs font-semibold uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="w-[30%] px-4 py-3">
                User
              </th>
              <th scope="col" className="w-[26%] px-4 py-3">
                E-mail
              </th>
              <th scope="col" className="px-4 py-3">
                Account
              </th>
              <th scope="col" className="w-28 px-4 py-3 text-right">
                Credits
              </th>
              <th scope="col" className="w-32 px-4 py-3">
                Joined
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {users.map((user) => (
              <tr key={user.id} className={cx('align-middle', user.deactivated && 'bg-danger/5')}>
                <td className="px-4 py-3">
                  <UserIdentity user={user} />
                </td>
                <td className="truncate px-4 py-3 text-muted">{user.email ?? '—'}</td>
                <td className="px-4 py-3">
                  <UserBadges user={user} />
                </td>
                <td className="px-4 py-3 text-right font-semibold tabular-nums">
                  {formatCredits(user.credits)}
                </td>
                <td className="px-4 py-3 tabular-nums text-muted">{formatDay(user.date_joined)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <ul className={cx('flex flex-col gap-2', busy && 'opacity-60')} aria-busy={busy || undefined}>
      {users.map((user) => (
        <li
          key={user.id}
          aria-label={user.username}
          className={cx(
            'rounded-2xl border border-line bg-surface p-4',
            user.deactivated && 'border-danger/40',
          )}
        >
          <UserIdentity user={user} />
          <UserBadges user={user} className="mt-3" />
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-xs text-muted">Credits</dt>
              <dd className="font-semibold tabular-nums">{formatCredits(user.credits)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Joined</dt>
              <dd className="tabular-nums">{formatDay(user.date_joined)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
