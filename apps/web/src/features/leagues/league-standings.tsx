import type { LeagueStanding, LeagueStandingsPage } from '@shred/contract';
import { formatCount, formatPoints, ordinal } from '@shred/game';
import { cx } from '../../ui/class-names.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { TrophyIcon } from '../../ui/icons.tsx';
import { Pager, pageCountOf } from '../../ui/pager.tsx';
import { RankBadge } from '../results/rank-badge.tsx';
import { LEAGUE_PAGE_SIZE } from './league-queries.ts';
import { UserListItem } from './user-list-item.tsx';

const gamesText = (games: number) => `${formatCount(games)} ${games === 1 ? 'game' : 'games'}`;

function StandingRow({
  row,
  mine,
  pinned = false,
}: {
  row: LeagueStanding;
  mine: boolean;
  pinned?: boolean;
}) {
  return (
    <tr
      aria-current={mine ? 'true' : undefined}
      className={cx(
        'border-b border-line last:border-b-0',
        mine && 'bg-accent/10 shadow-[inset_3px_0_0_var(--accent)]',
        pinned && 'border-b-2 border-b-accent/50',
      )}
    >
      <td className="px-3 py-2.5 sm:px-4">
        <RankBadge rank={row.rank} />
      </td>
      <td className="px-2 py-2.5">
        <UserListItem user={row.user} mine={mine} />
        <p className="pl-10.5 text-xs text-muted sm:hidden">{gamesText(row.games)}</p>
      </td>
      <td className="hidden px-2 py-2.5 text-muted tabular-nums sm:table-cell">{gamesText(row.games)}</td>
      <td className="px-3 py-2.5 text-right font-display text-lg font-bold italic tabular-nums text-fg sm:px-4 sm:text-xl">
        {formatPoints(row.points)}
      </td>
    </tr>
  );
}

/**
 * A league's standings, 50 a page: rank (ties share one), member, games and points, with the
 * viewer's own row pinned on top whenever the page shown does not hold it.
 */
export function LeagueStandingsTable({
  standings,
  page,
  onPageChange,
  busy,
}: {
  standings: LeagueStandingsPage;
  page: number;
  onPageChange: (page: number) => void;
  busy: boolean;
}) {
  const { me, results, count } = standings;
  const meOnPage = me !== null && results.some((row) => row.user.id === me.user.id);
  if (count === 0)
    return (
      <EmptyState icon={<TrophyIcon width={28} height={28} />} title="No standings yet">
        The table fills in as members' games are scored.
      </EmptyState>
    );
  return (
    <div>
      {me ? (
        <p className="mb-3 text-sm text-muted" aria-live="polite">
          You are <strong className="text-fg">{ordinal(me.rank)}</strong> of {formatCount(count)} with{' '}
          <strong className="text-fg tabular-nums">{formatPoints(me.points)}</strong> points.
        </p>
      ) : null}
      <div className="overflow-hidden rounded-2xl border border-line bg-surface">
        <table
          aria-label="League standings"
          aria-busy={busy || undefined}
          className={cx('w-full table-fixed text-left text-sm transition-opacity', busy && 'opacity-60')}
        >
          <thead className="border-b border-line bg-surface-2 text-xs uppercase tracking-wider text-muted">
            <tr>
              <th scope="col" className="w-14 px-3 py-2.5 font-medium sm:w-18 sm:px-4">
                Rank
              </th>
              <th scope="col" className="px-2 py-2.5 font-medium">
                Manager
              </th>
              <th scope="col" className="hidden w-28 px-2 py-2.5 font-medium sm:table-cell">
                Games
              </th>
              <th scope="col" className="w-24 px-3 py-2.5 text-right font-medium sm:w-32 sm:px-4">
                Points
              </th>
            </tr>
          </thead>
          {me && !meOnPage ? (
            <tbody aria-label="Your row">
              <StandingRow row={me} mine pinned />
            </tbody>
          ) : null}
          <tbody>
            {results.map((row) => (
              <StandingRow key={row.user.id} row={row} mine={row.user.id === me?.user.id} />
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        label="Standings pages"
        page={page}
        pageCount={pageCountOf(count, LEAGUE_PAGE_SIZE)}
        onPageChange={onPageChange}
        busy={busy}
      />
    </div>
  );
}
