import type { FantasyStats, TeamMode } from '@shred/contract';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/index.ts';
import { useAuthStore } from '../../features/auth/index.ts';
import { ShareIcon } from '../../features/modals/overlay-icons.tsx';
import { FantasyStatsCard } from '../../features/results/fantasy-stats-card.tsx';
import {
  fantasyStatsImageUrl,
  imageFileName,
  shareFantasyStats,
} from '../../features/results/fantasy-stats-links.ts';
import { useFantasyStatsQuery } from '../../features/results/results-queries.ts';
import { Button, ButtonLink, buttonClasses } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { TrophyIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { LoadingBlock } from '../../ui/spinner.tsx';

const modeParam = (value: string | null): TeamMode | null =>
  value === 'manager' || value === 'quickplay' ? value : null;

function DownloadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 3v12M7.5 10.5 12 15l4.5-4.5" />
      <path d="M5 19h14" />
    </svg>
  );
}

function Actions({ stats, asked }: { stats: FantasyStats; asked: string | null }) {
  const viewer = useAuthStore((state) => state.user?.username ?? null);
  const { team } = stats;
  if (!team) {
    return (
      <ButtonLink
        to={`/manager/events/${encodeURIComponent(stats.game.event.slug)}/${stats.game.id}`}
        variant="secondary"
      >
        See the game
      </ButtonLink>
    );
  }
  const subject = { gameId: stats.game.id, username: team.username, mode: stats.mode };
  return (
    <>
      <Button
        icon={<ShareIcon width={16} height={16} />}
        onClick={() =>
          shareFantasyStats(
            {
              ...subject,
              gameName: stats.game.name,
              eventName: stats.game.event.name,
              score: team.score,
              rank: team.rank,
              entries: stats.entries,
            },
            { own: viewer !== null && (asked ?? viewer).toLowerCase() === viewer.toLowerCase() },
          )
        }
      >
        Share
      </Button>
      <a
        href={fantasyStatsImageUrl(subject)}
        download={imageFileName(stats.game.id)}
        className={buttonClasses({ variant: 'secondary' })}
      >
        <DownloadIcon />
        Download image
      </a>
    </>
  );
}

/** A link to a game or manager that does not exist: say so and offer the way into the game. */
function Unavailable({ title, children }: { title: string; children: string }) {
  return (
    <EmptyState
      icon={<TrophyIcon width={28} height={28} />}
      title={title}
      action={
        <ButtonLink to="/" variant="secondary">
          Open Shred League
        </ButtonLink>
      }
    >
      {children}
    </EmptyState>
  );
}

/**
 * `/graphics/fantasy-stats/{gameId}` (public, R2.21): a manager's result in a game as a share
 * card sized for social feeds. `?username=` names whose result (shared links always do), else
 * it is the signed-in viewer's; `?mode=` picks manager or quickplay.
 */
export function FantasyStatsPage() {
  const gameId = Number(useParams().gameId);
  const [search] = useSearchParams();
  const username = search.get('username');
  const query = useFantasyStatsQuery(gameId, modeParam(search.get('mode')), username);

  if (!Number.isSafeInteger(gameId) || gameId <= 0) {
    return <Unavailable title="No stats to show here">This link does not name a game.</Unavailable>;
  }
  if (query.isPending) return <LoadingBlock label="Loading the stats…" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <Unavailable title="No stats to show here">{errorMessage(query.error)}</Unavailable>;
    }
    return (
      <LoadFailed
        icon={<TrophyIcon width={28} height={28} />}
        title="Could not load these stats"
        message={errorMessage(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }

  return (
    <div className="flex flex-col items-center gap-5">
      <FantasyStatsCard stats={query.data} className="w-[min(100%,calc((100dvh-10rem)*0.8))] min-w-72" />
      <div className="flex flex-wrap justify-center gap-3">
        <Actions stats={query.data} asked={username} />
      </div>
      <Link to="/" className="text-sm font-medium text-muted hover:text-accent">
        Play Shred League: fantasy action sports
      </Link>
    </div>
  );
}
