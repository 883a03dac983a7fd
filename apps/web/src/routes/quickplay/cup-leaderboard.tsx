import type { Standing } from '@shred/contract';
import { formatPoints } from '@shred/game';
import { Link } from 'react-router';
import { errorMessage } from '../../api/index.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { cx } from '../../ui/class-names.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { TrophyIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { LoadingBlock } from '../../ui/spinner.tsx';
import { CUP_LEADERBOARD_PAGE_SIZE, useCupLeaderboardQuery } from './cup-queries.ts';

interface CupLeaderboardProps {
  slug: string;
  page: number;
  onPage: (page: number) => void;
}

/** The cup's standings, page by page, with the viewer's own standing on top. */
export function CupLeaderboard({ slug, page, onPage }: CupLeaderboardProps) {
  const board = useCupLeaderboardQuery(slug, page);
  const pages = board.data ? Math.max(1, Math.ceil(board.data.count / CUP_LEADERBOARD_PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby="cup-leaderboard" className="flex flex-col gap-3">
      <h2 id="cup-leaderboard" className="font-display text-2xl font-bold uppercase italic text-fg">
        Leaderboard
      </h2>
      {board.isPending ? (
        <LoadingBlock label="Loading leaderboard…" />
      ) : board.isError ? (
        <LoadFailed
          icon={<TrophyIcon width={28} height={28} />}
          title="Could not load the leaderboard"
          message={errorMessage(board.error)}
          onRetry={() => board.refetch()}
          retrying={board.isRefetching}
        />
      ) : (
        <>
          <OwnStanding me={board.data.me} />
          {board.data.results.length === 0 ? (
            <EmptyState icon={<TrophyIcon width={28} height={28} />} title="No scores yet">
              Standings appear once the cup's first game has results.
            </EmptyState>
          ) : (
            <Card padded={false} className="overflow-hidden">
              <ol aria-busy={board.isFetching} className="divide-y divide-line">
                {board.data.results.map((row) => (
                  <StandingRow key={row.user_id} row={row} mine={row.user_id === board.data.me?.user_id} />
                ))}
              </ol>
            </Card>
          )}
          {pages > 1 ? (
            <nav aria-label="Leaderboard pages" className="flex items-center justify-between gap-3">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
                Previous
              </Button>
              <span className="text-sm text-muted" aria-live="polite">
                Page {page} of {pages}
              </span>
              <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
                Next
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

function OwnStanding({ me }: { me: Standing | null }) {
  return (
    <Card className="flex items-center gap-4 border-accent/50 bg-linear-135 from-accent/10 to-lime/10">
      <TrophyIcon className="shrink-0 text-accent" width={28} height={28} />
      {me ? (
        <p className="text-fg">
          <span className="block text-xs font-semibold uppercase tracking-wide text-muted">
            Your standing
          </span>
          <span className="font-display text-2xl font-bold italic">#{me.rank}</span>{' '}
          <span className="text-sm text-muted">
            · {formatPoints(me.total)} pts from {me.games_counted} game{me.games_counted === 1 ? '' : 's'}
          </span>
        </p>
      ) : (
        <p className="text-sm text-muted">
          <span className="block text-xs font-semibold uppercase tracking-wide">Your standing</span>
          Not ranked yet: play a game of this cup to enter its leaderboard.
        </p>
      )}
    </Card>
  );
}

function StandingRow({ row, mine }: { row: Standing; mine: boolean }) {
  return (
    <li
      className={cx('flex items-center gap-3 px-4 py-3', mine && 'bg-accent/10')}
      aria-current={mine || undefined}
    >
      <span className="w-10 shrink-0 font-display text-xl font-bold italic tabular-nums text-fg">
        #{row.rank}
      </span>
      <Avatar src={row.profile_image} name={row.username} size="sm" />
      <Link
        to={`/profile/${encodeURIComponent(row.username)}`}
        className="min-w-0 flex-1 truncate font-semibold text-fg hover:text-accent"
      >
        {row.username}
        {mine ? <span className="ml-1 text-xs font-normal text-muted">(you)</span> : null}
      </Link>
      <span className="text-right text-sm">
        <span className="block font-semibold tabular-nums text-fg">{formatPoints(row.total)} pts</span>
        <span className="block text-xs text-muted">
          {row.games_played} game{row.games_played === 1 ? '' : 's'}
        </span>
      </span>
    </li>
  );
}
