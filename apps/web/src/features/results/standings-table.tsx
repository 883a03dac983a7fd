import type { Standing } from '@shred/contract';
import { formatPoints, ordinal, shortNumber } from '@shred/game';
import type { ReactNode } from 'react';
import { EmptyState } from '../../ui/empty-state.tsx';
import { TrophyIcon } from '../../ui/icons.tsx';
import { Pager, pageCountOf, pageOf } from '../../ui/pager.tsx';
import { OwnStanding } from './own-standing.tsx';
import { RankingTable } from './ranking-table.tsx';

/** One page of standings as season rankings and quickplay cup leaderboards answer it. */
export interface StandingsPage {
  results: Standing[];
  me: Standing | null;
  count: number;
  page: number;
  page_size: number;
}

interface StandingsTableProps {
  /** The table's name for screen readers and the pager ('Season ranking'). */
  label: string;
  standings: StandingsPage;
  onPageChange: (page: number) => void;
  /** Another page is loading: the rows dim and the pager waits. */
  fetchingPage?: boolean;
  /** Shown instead of the table while nobody stands yet. */
  empty: { title: string; text: ReactNode };
  /** Shown in the pinned spot when the viewer has no standing (signed in, no scored game yet). */
  notRanked?: ReactNode;
}

const gamesText = (row: Standing) =>
  row.games_counted < row.games_played
    ? `best ${row.games_counted} of ${row.games_played}`
    : `${row.games_played} ${row.games_played === 1 ? 'game' : 'games'}`;

/**
 * Standings over several games: rank, manager, games counted and points, a page at a time,
 * with the viewer's own line pinned above (and a jump to its page) and highlighted in place.
 */
export function StandingsTable({
  label,
  standings,
  onPageChange,
  fetchingPage = false,
  empty,
  notRanked,
}: StandingsTableProps) {
  const { me, results, page, page_size: pageSize, count } = standings;
  const myPage = me ? pageOf(me.position, pageSize) : null;

  return (
    <div className="flex flex-col gap-4">
      {me ? (
        <OwnStanding
          title="Your standing"
          rank={me.rank}
          value={`${ordinal(me.rank)} of ${shortNumber(count)} · ${formatPoints(me.total)} pts`}
          detail={gamesText(me)}
          onJump={myPage !== null && myPage !== page ? () => onPageChange(myPage) : undefined}
        />
      ) : notRanked ? (
        <p className="rounded-2xl border border-line bg-surface-2 px-4 py-3 text-sm text-muted">
          {notRanked}
        </p>
      ) : null}

      {count === 0 ? (
        <EmptyState icon={<TrophyIcon width={28} height={28} />} title={empty.title}>
          {empty.text}
        </EmptyState>
      ) : (
        <RankingTable
          label={label}
          busy={fetchingPage}
          withGames
          rows={results.map((row) => {
            const mine = row.user_id === me?.user_id;
            return {
              key: row.user_id,
              rank: row.rank,
              username: row.username,
              profileImage: row.profile_image,
              mine,
              current: mine,
              detail: <span className="sm:hidden">{gamesText(row)}</span>,
              games: gamesText(row),
              points: row.total,
            };
          })}
        />
      )}
      <Pager
        label={`${label} pages`}
        page={page}
        pageCount={pageCountOf(count, pageSize)}
        onPageChange={onPageChange}
        busy={fetchingPage}
      />
    </div>
  );
}
