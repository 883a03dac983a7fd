import type { EventPhase } from '@shred/contract';
import { errorMessage } from '../../../api/index.ts';
import { EventCard } from '../../../features/events/event-card.tsx';
import { useEventCalendarQuery } from '../../../features/events/event-queries.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { CalendarIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';

/** Events per page: four rows of three on a desktop. */
export const CALENDAR_PAGE_SIZE = 12;

const EMPTY: Record<EventPhase, { title: string; text: string }> = {
  live: {
    title: 'No games open right now',
    text: 'Games open for teams a week before their first round. See what is coming up next.',
  },
  upcoming: {
    title: 'Nothing scheduled yet',
    text: 'The next stops of the season are announced here as soon as they are set.',
  },
  past: {
    title: 'No finished events yet',
    text: 'Results of every event land here once its games are complete.',
  },
};

interface CalendarListProps {
  status: EventPhase;
  sport: string | null;
  /** The chosen sport's name, for the empty state. */
  sportName: string | null;
  onShowUpcoming: () => void;
  onShowAllSports: () => void;
}

/** One tab of the calendar: its events as cards, loaded page by page with 'Load more'. */
export function CalendarList({
  status,
  sport,
  sportName,
  onShowUpcoming,
  onShowAllSports,
}: CalendarListProps) {
  const query = useEventCalendarQuery('manager', { status, sport, pageSize: CALENDAR_PAGE_SIZE });

  if (query.isPending) return <LoadingBlock label="Loading events…" />;
  // Without data the first page failed; a failed refresh or next page keeps the list on screen.
  if (!query.data) {
    return (
      <LoadFailed
        icon={<CalendarIcon width={28} height={28} />}
        title="Could not load the events"
        message={errorMessage(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }

  const events = query.data.pages.flatMap((page) => page.results);
  const total = query.data.pages.at(-1)?.count ?? events.length;
  if (events.length === 0) {
    const empty = EMPTY[status];
    return (
      <EmptyState
        icon={<CalendarIcon width={28} height={28} />}
        title={sportName ? `${empty.title} in ${sportName}` : empty.title}
        action={
          sportName ? (
            <Button variant="secondary" onClick={onShowAllSports}>
              Show all sports
            </Button>
          ) : status === 'live' ? (
            <Button variant="secondary" onClick={onShowUpcoming}>
              See upcoming events
            </Button>
          ) : undefined
        }
      >
        {empty.text}
      </EmptyState>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {events.map((event) => (
          <li key={event.id} className="flex">
            <EventCard event={event} headingLevel={2} className="w-full" />
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-center gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          Showing {events.length} of {total} {total === 1 ? 'event' : 'events'}
        </p>
        {query.isFetchNextPageError ? (
          <FormAlert title="Could not load more events">{errorMessage(query.error)}</FormAlert>
        ) : null}
        {query.hasNextPage ? (
          <Button
            variant="secondary"
            onClick={() => query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            Load more
          </Button>
        ) : null}
      </div>
    </div>
  );
}
