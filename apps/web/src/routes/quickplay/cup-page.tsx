import type { Cup } from '@shred/contract';
import { formatPoints } from '@shred/game';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/index.ts';
import { EventArtwork } from '../../features/events/event-artwork.tsx';
import { type EventLinkContext, gamePageLink } from '../../features/events/event-links.ts';
import { GameAction } from '../../features/events/game-action.tsx';
import { formatStartTime, gameKind } from '../../features/events/game-labels.ts';
import { GameStatusPill } from '../../features/events/game-status-pill.tsx';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { TrophyIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { LoadingBlock } from '../../ui/spinner.tsx';
import { CupLeaderboard } from './cup-leaderboard.tsx';
import { useCupQuery } from './cup-queries.ts';

const BACK = { to: '/quickplay', label: 'Quickplay' };

/** /quickplay/{slug}: a cup's games, each playable for the cup, and its leaderboard. */
export function CupPage() {
  const slug = useParams().slug ?? '';
  const cup = useCupQuery(slug);

  if (cup.isPending) {
    return (
      <>
        <PageHeader title="Quickplay Cup" back={BACK} />
        <LoadingBlock label="Loading cup…" />
      </>
    );
  }
  if (cup.isError) {
    const missing = cup.error instanceof ApiError && cup.error.status === 404;
    return (
      <>
        <PageHeader title="Quickplay Cup" back={BACK} />
        <EmptyState
          icon={<TrophyIcon width={28} height={28} />}
          title={missing ? 'This cup does not exist' : 'Could not load this cup'}
          action={
            missing ? undefined : (
              <Button variant="secondary" onClick={() => cup.refetch()}>
                Try again
              </Button>
            )
          }
        >
          {missing ? 'The quickplay home lists every cup.' : errorMessage(cup.error)}
        </EmptyState>
      </>
    );
  }
  return <CupDetails cup={cup.data} />;
}

function CupDetails({ cup }: { cup: Cup }) {
  const links: EventLinkContext = { gameMode: 'quickplay', cupSlug: cup.slug };
  const [page, setPage] = useState(1);
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={cup.name}
        subtitle={cup.description || `Quickplay cup · season ${cup.season}`}
        back={BACK}
      />
      <section aria-labelledby="cup-games" className="flex flex-col gap-3">
        <h2 id="cup-games" className="font-display text-2xl font-bold uppercase italic text-fg">
          Games
        </h2>
        {cup.games.length === 0 ? (
          <EmptyState icon={<TrophyIcon width={28} height={28} />} title="No games in this cup yet">
            Games join the cup as their events come up.
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-2">
            {cup.games.map((game) => {
              const first = game.competitions[0]?.date;
              return (
                <li
                  key={game.id}
                  className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:items-center"
                >
                  <EventArtwork
                    event={{ ...game.event, sports: [game.sport], fantasy_games: [game] }}
                    className="aspect-[3/1] w-full shrink-0 rounded-xl sm:aspect-[2/1] sm:w-36"
                  />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <GameStatusPill status={game.status} />
                      <span className="text-xs font-semibold uppercase tracking-wide text-muted">
                        {game.event.name}
                      </span>
                    </div>
                    <Link
                      to={gamePageLink(game.event.slug, game.id, links)}
                      className="font-display text-xl font-bold uppercase italic leading-tight text-fg hover:text-accent"
                    >
                      {game.name}
                    </Link>
                    <p className="text-sm text-muted">
                      {gameKind(game)}
                      {first ? ` · ${formatStartTime(first)}` : ''}
                    </p>
                    {game.user_team ? (
                      <p className="text-sm font-semibold text-fg">
                        Your team
                        {game.user_team.score !== null ? ` · ${formatPoints(game.user_team.score)} pts` : ''}
                        {game.user_team.rank !== null ? ` · #${game.user_team.rank}` : ''}
                      </p>
                    ) : null}
                  </div>
                  <GameAction
                    game={game}
                    eventSlug={game.event.slug}
                    hasTeam={game.user_team !== null}
                    links={links}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <CupLeaderboard slug={cup.slug} page={page} onPage={setPage} />
    </div>
  );
}
