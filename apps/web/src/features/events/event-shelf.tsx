import type { EventPhase } from '@shred/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { EventCard } from './event-card.tsx';
import { EventCardSkeleton } from './event-card-skeleton.tsx';
import { useEventCalendarQuery } from './event-queries.ts';

interface EventShelfProps {
  title: string;
  status: EventPhase;
  /** How many events to show; the calendar has the rest. */
  limit: number;
  /** What to say when there is none. */
  empty: string;
  /** The shelf a page opens with: its first card's picture loads at once (issue 12.4). */
  firstScreen?: boolean;
}

/** Phones scroll the cards sideways; wider screens lay them out in a grid. */
const CARD_ROW =
  '-mx-(--gutter) flex snap-x snap-mandatory gap-4 overflow-x-auto px-(--gutter) pb-2 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 xl:grid-cols-3';
const CARD_SLOT = 'flex w-[85%] shrink-0 snap-start sm:w-auto';

/**
 * A short row of event cards for a home page, with a link to the full calendar. On phones the
 * cards scroll sideways, so the page below stays in reach.
 */
export function EventShelf({ title, status, limit, empty, firstScreen = false }: EventShelfProps) {
  const query = useEventCalendarQuery('manager', { status, sport: null, pageSize: limit });
  const titleId = useId();
  const first = query.data?.pages[0];

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-fg">
          {title}{' '}
          {first && first.count > 0 ? (
            <span className="ml-2 text-sm font-normal text-muted">
              {first.count} {first.count === 1 ? 'event' : 'events'}
            </span>
          ) : null}
        </h2>
        <Link
          to="/manager/events"
          className="inline-flex items-center gap-0.5 text-sm font-semibold text-accent hover:underline"
        >
          Event Calendar
          <ChevronRightIcon width={16} height={16} />
        </Link>
      </div>
      {query.isPending ? (
        // As many cards as will come, at their final size: the page below does not jump.
        <div>
          <p role="status" className="sr-only">
            Loading {title.toLowerCase()}…
          </p>
          <ul aria-hidden="true" className={CARD_ROW}>
            {Array.from({ length: limit }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
              <li key={index} data-skeleton="event" className={CARD_SLOT}>
                <EventCardSkeleton className="w-full" />
              </li>
            ))}
          </ul>
        </div>
      ) : !first ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-danger/40 bg-danger-bg px-4 py-3 text-sm">
          <p role="alert" className="text-fg">
            Could not load these events: {errorMessage(query.error)}
          </p>
          <Button size="sm" variant="secondary" onClick={() => query.refetch()} loading={query.isRefetching}>
            Try again
          </Button>
        </div>
      ) : first.results.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
          {empty}
        </p>
      ) : (
        <ul className={CARD_ROW}>
          {first.results.map((event, index) => (
            <li key={event.id} className={CARD_SLOT}>
              <EventCard event={event} eager={firstScreen && index === 0} className="w-full" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
