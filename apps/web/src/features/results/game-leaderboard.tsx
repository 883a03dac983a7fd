import type { Leaderboard, LeaderboardEntry, TeamMode } from '@shred/contract';
import { formatPoints, ordinal, shortNumber } from '@shred/game';
import { useId, useState } from 'react';
import { errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { TrophyIcon } from '../../ui/icons.tsx';
import { Pager, pageCountOf, pageOf } from '../../ui/pager.tsx';
import { LoadingBlock } from '../../ui/spinner.tsx';
import { ModeSwitch } from './mode-switch.tsx';
import { OwnStanding } from './own-standing.tsx';
import { RankingTable } from './ranking-table.tsx';
import { useGameLeaderboardQuery } from './results-queries.ts';

/** Teams per leaderboard page; pages are ranges of stored ranks, so rank r is on page ⌈r / 20⌉. */
export const LEADERBOARD_PAGE_SIZE = 20;

interface GameLeaderboardProps {
  gameId: number;
  /** The leaderboard shown first. */
  initialMode?: TeamMode;
}

const teamNote = (entry: Pick<LeaderboardEntry, 'entry_number'>) =>
  entry.entry_number > 1 ? `Team ${entry.entry_number}` : undefined;

function OwnRank({ board, onJump }: { board: Leaderboard; onJump: (page: number) => void }) {
  const { me } = board;
  if (!me) return null;
  if (me.rank === null || me.score === null) {
    return (
      <OwnStanding
        title="Your rank"
        rank={null}
        value="Not ranked yet"
        detail="Your team gets its rank with the first scored results."
      />
    );
  }
  const myPage = pageOf(me.rank, board.page_size);
  return (
    <OwnStanding
      title="Your rank"
      rank={me.rank}
      value={`${ordinal(me.rank)} of ${shortNumber(board.count)} · ${formatPoints(me.score)} pts`}
      detail={teamNote(me)}
      onJump={myPage !== board.page ? () => onJump(myPage) : undefined}
    />
  );
}

/**
 * A game's leaderboard, manager or quickplay, a page at a time. The viewer's best team is
 * pinned above whatever page is open, with a jump to the page that lists it; before the first
 * scoring pass the board says it is still empty.
 */
export function GameLeaderboard({ gameId, initialMode = 'manager' }: GameLeaderboardProps) {
  const headingId = useId();
  const [mode, setMode] = useState<TeamMode>(initialMode);
  const [page, setPage] = useState(1);
  const query = useGameLeaderboardQuery(gameId, mode, page, LEADERBOARD_PAGE_SIZE);
  const board = query.data;
  const label = `${mode === 'manager' ? 'Manager' : 'Quickplay'} leaderboard`;

  const changeMode = (next: TeamMode) => {
    setMode(next);
    setPage(1);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3
            id={headingId}
            className="font-display text-2xl font-bold uppercase italic tracking-tight text-fg"
          >
            Leaderboard
          </h3>
          <p aria-live="polite" className="text-sm text-muted">
            {board ? `${shortNumber(board.count)} ranked ${board.count === 1 ? 'team' : 'teams'}` : '\u00a0'}
          </p>
        </div>
        <ModeSwitch label="Leaderboard mode" mode={mode} onChange={changeMode} />
      </div>

      {query.isPending ? (
        <LoadingBlock label="Loading the leaderboard…" />
      ) : query.isError ? (
        <FormAlert title="The leaderboard could not be loaded">
          <p>{errorMessage(query.error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => query.refetch()}>
            Try again
          </Button>
        </FormAlert>
      ) : (
        <>
          <OwnRank board={query.data} onJump={setPage} />
          {query.data.count === 0 ? (
            <EmptyState icon={<TrophyIcon width={28} height={28} />} title="No scores yet">
              The leaderboard fills once results are in.
            </EmptyState>
          ) : (
            <RankingTable
              label={label}
              busy={query.isPlaceholderData}
              rows={query.data.results.map((entry) => ({
                key: entry.team_id,
                rank: entry.rank,
                username: entry.username,
                profileImage: entry.profile_image,
                mine: entry.user_id === query.data.me?.user_id,
                current: entry.team_id === query.data.me?.team_id,
                detail: teamNote(entry),
                points: entry.score,
              }))}
            />
          )}
          <Pager
            label={`${label} pages`}
            page={query.data.page}
            pageCount={pageCountOf(query.data.count, query.data.page_size)}
            onPageChange={setPage}
            busy={query.isPlaceholderData}
          />
        </>
      )}
    </section>
  );
}
