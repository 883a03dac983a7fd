import { Link } from 'react-router';
import { errorMessage } from '../../api/index.ts';
import { EventCard } from '../../features/events/event-card.tsx';
import { EventCardSkeleton } from '../../features/events/event-card-skeleton.tsx';
import { useEventCalendarQuery } from '../../features/events/event-queries.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CalendarIcon, ChevronRightIcon, TrophyIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { TextSkeleton } from '../../ui/skeleton.tsx';
import { useCupsQuery } from './cup-queries.ts';

const OPEN_EVENTS = { status: 'live', sport: null, pageSize: 6 } as const;
/** Cups held in place while they load: one row of the grid on wide screens. */
const CUP_PLACEHOLDERS = 2;

const EVENT_GRID = 'grid gap-4 sm:grid-cols-2';
const CUP_GRID = 'grid gap-3 sm:grid-cols-2';
const CUP_CARD = 'flex h-full items-center gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card';

/** /quickplay: what is open to play now, and the cups that group games into a casual season. */
export function QuickplayHomePage() {
  return (
    <div className="flex flex-col gap-10">
      <header>
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">No cards needed</p>
        <h1 className="mt-1 font-display text-4xl font-bold uppercase italic tracking-tight text-fg sm:text-5xl">
          Quickplay
        </h1>
        <p className="mt-2 max-w-xl text-muted">
          Pick 5 athletes with a budget of 100 credits, one pick per screen and no going back, choose a
          captain, and see how your team scores when the results come in.
        </p>
      </header>
      <OpenGames />
      <Cups />
    </div>
  );
}

function OpenGames() {
  const events = useEventCalendarQuery('quickplay', OPEN_EVENTS);
  const list = events.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <section aria-labelledby="quickplay-open" className="flex flex-col gap-4">
      <h2 id="quickplay-open" className="font-display text-2xl font-bold uppercase italic text-fg">
        Open to play
      </h2>
      {events.isPending ? (
        // As many cards as a page holds, at their final size: the cups below stay out of view.
        <div>
          <p role="status" className="sr-only">
            Loading open games…
          </p>
          <ul aria-hidden="true" className={EVENT_GRID}>
            {Array.from({ length: OPEN_EVENTS.pageSize }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
              <li key={index} data-skeleton="event" className="flex">
                <EventCardSkeleton className="flex-1" />
              </li>
            ))}
          </ul>
        </div>
      ) : events.isError ? (
        <LoadFailed
          icon={<CalendarIcon width={28} height={28} />}
          title="Could not load the open games"
          message={errorMessage(events.error)}
          onRetry={() => events.refetch()}
          retrying={events.isRefetching}
        />
      ) : list.length === 0 ? (
        <EmptyState icon={<CalendarIcon width={28} height={28} />} title="No games are open right now">
          Games open a week before their event's first round. Check back soon.
        </EmptyState>
      ) : (
        <ul className={EVENT_GRID}>
          {list.map((event) => (
            <li key={event.id} className="flex">
              <EventCard event={event} className="flex-1" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Cups() {
  const cups = useCupsQuery();
  return (
    <section aria-labelledby="quickplay-cups" className="flex flex-col gap-4">
      <h2 id="quickplay-cups" className="font-display text-2xl font-bold uppercase italic text-fg">
        Cups
      </h2>
      {cups.isPending ? (
        <CupsSkeleton />
      ) : cups.isError ? (
        <LoadFailed
          icon={<TrophyIcon width={28} height={28} />}
          title="Could not load the cups"
          message={errorMessage(cups.error)}
          onRetry={() => cups.refetch()}
          retrying={cups.isRefetching}
        />
      ) : cups.data.length === 0 ? (
        <EmptyState icon={<TrophyIcon width={28} height={28} />} title="No cups yet">
          Cups group quickplay games into a competition with its own leaderboard. The first one is coming.
        </EmptyState>
      ) : (
        <ul className={CUP_GRID}>
          {cups.data.map((cup) => (
            <li key={cup.id}>
              <Link
                to={`/quickplay/${encodeURIComponent(cup.slug)}`}
                className={`group ${CUP_CARD} transition hover:-translate-y-0.5 hover:border-accent/60`}
              >
                <span
                  aria-hidden="true"
                  className="grid size-12 shrink-0 place-items-center rounded-xl bg-linear-135 from-accent to-lime text-on-accent"
                >
                  <TrophyIcon width={24} height={24} />
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-display text-xl font-bold uppercase italic leading-tight text-fg">
                    {cup.name}
                  </span>
                  {cup.description ? (
                    <span className="line-clamp-2 text-sm text-muted">{cup.description}</span>
                  ) : null}
                  <span className="mt-1 text-xs font-semibold uppercase tracking-wide text-muted">
                    Season {cup.season} · {cup.games_count} game{cup.games_count === 1 ? '' : 's'}
                  </span>
                </span>
                <ChevronRightIcon className="shrink-0 text-muted transition group-hover:text-accent" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Cups still loading: cards with the icon, name, two-line description and season line of a cup. */
function CupsSkeleton() {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading cups…
      </p>
      <ul aria-hidden="true" className={CUP_GRID}>
        {Array.from({ length: CUP_PLACEHOLDERS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
          <li key={index} data-skeleton="cup" className={CUP_CARD}>
            <span className="size-12 shrink-0 animate-pulse rounded-xl bg-surface-2" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-display text-xl leading-tight">
                <TextSkeleton className="w-40" />
              </span>
              <span className="text-sm">
                <TextSkeleton className="w-full" />
                <TextSkeleton className="w-2/3" />
              </span>
              <span className="mt-1 text-xs">
                <TextSkeleton className="w-28" />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
