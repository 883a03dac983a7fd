import type { GameDetail } from '@shred/contract';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../api/index.ts';
import {
  type EventLinkContext,
  eventPageLink,
  gamePageLink,
  type PlayArea,
} from '../../../features/events/event-links.ts';
import { useGameQuery } from '../../../features/events/event-queries.ts';
import { GameAction } from '../../../features/events/game-action.tsx';
import { gameKind } from '../../../features/events/game-labels.ts';
import { GameStatusPill } from '../../../features/events/game-status-pill.tsx';
import { useEventLinkContext } from '../../../features/events/use-event-links.ts';
import { useNextLock } from '../../../features/events/use-next-lock.ts';
import { useLiveResults } from '../../../features/live/use-live-results.ts';
import { GameResultsPanel } from '../../../features/results/game-results-panel.tsx';
import { usePageTitle } from '../../../features/route-meta/page-title.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { CalendarIcon, ChevronLeftIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';
import { CompetitionsTimeline } from './competitions-timeline.tsx';
import { GameStartlist } from './game-startlist.tsx';
import { LockCountdown } from './lock-countdown.tsx';
import { RulesetSummary } from './ruleset-summary.tsx';
import { QUICKPLAY_RESULTS_ID, ViewerTeams } from './viewer-teams.tsx';

/** A path segment that can be a game id; anything else cannot be a game. */
const gameIdOf = (segment: string | undefined): number | null =>
  segment && /^\d{1,10}$/.test(segment) ? Number(segment) : null;

/**
 * A game page: `/manager/events/{slug}/{gameId}` and quickplay's 'Game Details'
 * (`/quickplay/events/{slug}/{gameId}`). Status and the countdown to the next lock, the play
 * button, the viewer's teams, the rounds, how it scores and the startlist.
 */
export function GamePage({ mode }: { mode: PlayArea }) {
  const params = useParams();
  const routeLinks = useEventLinkContext();
  const links: EventLinkContext = { gameMode: mode, cupSlug: routeLinks.cupSlug };
  const gameId = gameIdOf(params.gameId);
  const query = useGameQuery(mode, gameId ?? 0);
  useLiveResults();
  const eventSlug = params.slug ?? '';
  const eventPage = eventPageLink(eventSlug, links);
  usePageTitle(query.data ? `${query.data.name} · ${query.data.event.name}` : undefined);

  const missing = (
    <EmptyState
      icon={<CalendarIcon width={28} height={28} />}
      title="This game does not exist"
      action={
        <ButtonLink to={eventPage} variant="secondary">
          Back to the event
        </ButtonLink>
      }
    >
      It may have been removed from the event. The event page lists its games.
    </EmptyState>
  );

  if (gameId === null) return missing;
  if (query.isPending) return <LoadingBlock label="Loading game…" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return missing;
    return (
      <LoadFailed
        icon={<CalendarIcon width={28} height={28} />}
        title="Could not load this game"
        message={errorMessage(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  return <GameDetails game={query.data} eventSlug={eventSlug} mode={mode} links={links} />;
}

interface GameDetailsProps {
  game: GameDetail;
  eventSlug: string;
  mode: PlayArea;
  links: EventLinkContext;
}

function GameDetails({ game, eventSlug, mode, links }: GameDetailsProps) {
  const lock = useNextLock(game.competitions.map((c) => c.date));
  // A game reached through another event's address moves to its own.
  if (game.event.slug !== eventSlug)
    return <Navigate to={gamePageLink(game.event.slug, game.id, links)} replace />;

  const teams = game.user_teams.filter((team) => team.mode === mode);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4">
        <Link
          to={eventPageLink(game.event.slug, links)}
          className="-ml-1 inline-flex w-fit items-center gap-1 rounded-lg px-1 py-0.5 text-sm font-medium text-muted hover:text-fg"
        >
          <ChevronLeftIcon width={18} height={18} />
          {game.event.name}
        </Link>
        <div className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-5 shadow-card sm:flex-row sm:items-end sm:justify-between sm:p-7">
          <div className="flex min-w-0 flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <GameStatusPill status={game.status} />
              <span className="text-xs font-medium text-muted">{gameKind(game)}</span>
            </div>
            <h1 className="font-display text-4xl font-bold uppercase italic leading-none tracking-tight text-fg sm:text-5xl">
              {game.name}
            </h1>
            {game.status === 'OPN' ? <LockCountdown lock={lock} /> : null}
          </div>
          <div className="shrink-0">
            <GameAction
              game={game}
              eventSlug={game.event.slug}
              hasTeam={teams.length > 0}
              links={links}
              size="lg"
            />
          </div>
        </div>
      </header>

      {mode === 'quickplay' && game.scored_at !== null ? (
        // Quickplay has no Game Results page of its own (that one is the manager area's): a
        // quickplay player sees their breakdown and the quickplay leaderboard here.
        <Card as="section" id={QUICKPLAY_RESULTS_ID} aria-labelledby={`${QUICKPLAY_RESULTS_ID}-title`}>
          <h2 id={`${QUICKPLAY_RESULTS_ID}-title`} className="mb-4 text-lg font-semibold text-fg">
            Results
          </h2>
          <GameResultsPanel event={game.event} game={game} mode="quickplay" focusTeamId={null} hideTitle />
        </Card>
      ) : null}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-start-1">
          <Section title={teams.length > 1 ? 'Your teams' : 'Your team'}>
            <ViewerTeams game={game} mode={mode} teams={teams} />
          </Section>
          <Section title="Scoring">
            <RulesetSummary
              ruleset={game.ruleset}
              mode={mode}
              teamSize={game.team_size}
              quickplayBudget={game.quickplay_budget}
            />
          </Section>
        </div>
        <div className="flex flex-col gap-6 lg:col-start-1 lg:row-start-1">
          <Section title="Competitions">
            <CompetitionsTimeline competitions={game.competitions} nowMs={lock.nowMs} />
          </Section>
          <Section title="Startlist" count={game.startlist.length}>
            <GameStartlist
              entries={game.startlist}
              competitions={game.competitions}
              mode={mode}
              nowMs={lock.nowMs}
            />
          </Section>
        </div>
      </div>
    </div>
  );
}

function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  const id = `game-section-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card as="section" aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-lg font-semibold text-fg">
        {title}{' '}
        {count === undefined ? null : (
          <span className="ml-2 text-sm font-normal text-muted">
            {count} {count === 1 ? 'athlete' : 'athletes'}
          </span>
        )}
      </h2>
      {children}
    </Card>
  );
}

/** `/manager/events/{slug}/{gameId}`. */
export function ManagerGamePage() {
  return <GamePage mode="manager" />;
}
