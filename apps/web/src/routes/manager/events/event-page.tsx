import type { FantasyGameSummary } from '@shred/contract';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../api/index.ts';
import {
  type EventLinkContext,
  eventResultsLink,
  type PlayArea,
} from '../../../features/events/event-links.ts';
import { useEventQuery } from '../../../features/events/event-queries.ts';
import { useEventLinkContext } from '../../../features/events/use-event-links.ts';
import { InsightsLink } from '../../../features/insights/insights-link.tsx';
import { FanVoteLink } from '../../../features/polls/fan-vote-link.tsx';
import { usePageTitle } from '../../../features/route-meta/page-title.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { CalendarIcon, ChevronLeftIcon, TrophyIcon } from '../../../ui/icons.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';
import { EventGameItem } from './event-game-item.tsx';
import { EventHero } from './event-hero.tsx';

/** Where the page's back link leads: the calendar, or the quickplay cup the player came from. */
export function areaHome(mode: PlayArea, links: EventLinkContext): { to: string; label: string } {
  if (mode === 'manager') return { to: '/manager/events', label: 'Event Calendar' };
  return links.cupSlug
    ? { to: `/quickplay/${encodeURIComponent(links.cupSlug)}`, label: 'Back to the cup' }
    : { to: '/quickplay', label: 'Quickplay' };
}

/** The event's games by sport, in the order the event lists them. */
function bySport(games: readonly FantasyGameSummary[]) {
  const groups = new Map<string, { name: string; games: FantasyGameSummary[] }>();
  for (const game of games) {
    const group = groups.get(game.sport.slug) ?? { name: game.sport.name, games: [] };
    group.games.push(game);
    groups.set(game.sport.slug, group);
  }
  return [...groups].map(([slug, group]) => ({ slug, ...group }));
}

/**
 * An event page: `/manager/events/{slug}` and quickplay's 'Event Details'
 * (`/quickplay/events/{slug}`). The header, then its fantasy games grouped by sport, each
 * with its rounds, the viewer's team in this mode and the way to play or see results.
 */
export function EventPage({ mode }: { mode: PlayArea }) {
  const slug = useParams().slug ?? '';
  const routeLinks = useEventLinkContext();
  const links: EventLinkContext = { gameMode: mode, cupSlug: routeLinks.cupSlug };
  const back = areaHome(mode, links);
  const query = useEventQuery(mode, slug);
  usePageTitle(query.data?.name);

  if (query.isPending) return <LoadingBlock label="Loading event…" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <EmptyState
        icon={<CalendarIcon width={28} height={28} />}
        title={missing ? 'This event does not exist' : 'Could not load this event'}
        action={
          missing ? (
            <ButtonLink to={back.to} variant="secondary">
              {back.label}
            </ButtonLink>
          ) : (
            <Button variant="secondary" onClick={() => query.refetch()} loading={query.isRefetching}>
              Try again
            </Button>
          )
        }
      >
        {missing ? 'It may have been renamed. Find it in the calendar.' : errorMessage(query.error)}
      </EmptyState>
    );
  }

  const event = query.data;
  const groups = bySport(event.fantasy_games);
  const hasResults = event.fantasy_games.some((game) => game.status === 'CPL');

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        <Link
          to={back.to}
          className="-ml-1 inline-flex w-fit items-center gap-1 rounded-lg px-1 py-0.5 text-sm font-medium text-muted hover:text-fg"
        >
          <ChevronLeftIcon width={18} height={18} />
          {back.label}
        </Link>
        <EventHero event={event} />
        <FanVoteLink eventSlug={event.slug} className="self-start" />
        <InsightsLink eventSlug={event.slug} className="self-start" />
      </div>

      {groups.length === 0 ? (
        <EmptyState icon={<CalendarIcon width={28} height={28} />} title="No fantasy games yet">
          The games of this event are announced before its first round. Check back soon.
        </EmptyState>
      ) : (
        groups.map((group) => (
          <section key={group.slug} aria-labelledby={`games-${group.slug}`} className="flex flex-col gap-3">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <h2 id={`games-${group.slug}`} className="text-lg font-semibold text-fg">
                {group.name}{' '}
                <span className="text-sm font-normal text-muted">
                  · {group.games.length} {group.games.length === 1 ? 'game' : 'games'}
                </span>
              </h2>
            </div>
            <ul className="flex flex-col gap-3">
              {group.games.map((game) => (
                <li key={game.id}>
                  <EventGameItem game={game} eventSlug={event.slug} links={links} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}

      {hasResults ? (
        <ButtonLink
          to={eventResultsLink(event.slug)}
          variant="secondary"
          className="self-start"
          icon={<TrophyIcon width={16} height={16} />}
        >
          All results of this event
        </ButtonLink>
      ) : null}
    </div>
  );
}

/** `/manager/events/{slug}`. */
export function ManagerEventPage() {
  return <EventPage mode="manager" />;
}
