import type { Referral } from '@shred/contract';
import { formatCount } from '@shred/game';
import { Link } from 'react-router';
import { useIsWideScreen } from '../../shell/use-media-query.ts';
import { cx } from '../../ui/class-names.ts';
import { leaguePath, UserListItem } from '../leagues/index.ts';

const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const formatDay = (iso: string) => day.format(new Date(iso));

/** Paid with its amount and day, or waiting for the invitee's manager welcome. */
function RewardState({ referral }: { referral: Referral }) {
  if (referral.reward) {
    return (
      <span className="inline-flex flex-col items-start gap-0.5">
        <span className="rounded-full bg-success/15 px-2.5 py-0.5 text-xs font-bold text-success">
          Paid {formatCount(referral.reward.credits)} credits
        </span>
        <span className="text-xs text-muted">{formatDay(referral.reward.paid_at)}</span>
      </span>
    );
  }
  return (
    <span className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-bold text-muted">
      {referral.onboarded ? 'Not paid' : 'Awaiting welcome'}
    </span>
  );
}

function LeagueLink({ league }: { league: Referral['league'] }) {
  if (!league) return <span className="text-muted">No league</span>;
  return (
    <Link to={leaguePath(league.slug)} className="truncate rounded font-medium text-fg hover:text-accent">
      {league.name}
    </Link>
  );
}

/**
 * The referrals of one page: a table on wide screens, a card each on phones, both with the
 * invitee, the inviter, the league joined through the link, the day registered and the reward.
 */
export function ReferralList({ referrals, busy }: { referrals: readonly Referral[]; busy: boolean }) {
  const wide = useIsWideScreen();
  const key = (referral: Referral) => `${referral.invitee.id}`;
  if (wide) {
    return (
      <div
        className={cx('overflow-hidden rounded-2xl border border-line bg-surface', busy && 'opacity-60')}
        aria-busy={busy || undefined}
      >
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Referrals, newest first</caption>
          <thead className="border-b border-line text-xs font-semibold uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="w-[26%] px-4 py-3">
                Manager
              </th>
              <th scope="col" className="w-[26%] px-4 py-3">
                Invited by
              </th>
              <th scope="col" className="px-4 py-3">
                League
              </th>
              <th scope="col" className="w-32 px-4 py-3">
                Registered
              </th>
              <th scope="col" className="w-44 px-4 py-3">
                Reward
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {referrals.map((referral) => (
              <tr key={key(referral)} className="align-middle">
                <td className="px-4 py-3">
                  <UserListItem user={referral.invitee} />
                </td>
                <td className="px-4 py-3">
                  <UserListItem user={referral.inviter} />
                </td>
                <td className="px-4 py-3">
                  <span className="block truncate">
                    <LeagueLink league={referral.league} />
                  </span>
                </td>
                <td className="px-4 py-3 tabular-nums text-muted">{formatDay(referral.registered_at)}</td>
                <td className="px-4 py-3">
                  <RewardState referral={referral} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <ul className={cx('flex flex-col gap-2', busy && 'opacity-60')} aria-busy={busy || undefined}>
      {referrals.map((referral) => (
        <li key={key(referral)} className="rounded-2xl border border-line bg-surface p-4">
          <UserListItem user={referral.invitee} />
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">Invited by</dt>
            <dd className="min-w-0">
              <UserListItem user={referral.inviter} />
            </dd>
            <dt className="text-muted">League</dt>
            <dd className="min-w-0 truncate">
              <LeagueLink league={referral.league} />
            </dd>
            <dt className="text-muted">Registered</dt>
            <dd className="tabular-nums">{formatDay(referral.registered_at)}</dd>
            <dt className="text-muted">Reward</dt>
            <dd>
              <RewardState referral={referral} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
