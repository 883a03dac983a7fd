import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/index.ts';
import { eventPageLink } from '../../features/events/event-links.ts';
import { useEventLinkContext } from '../../features/events/use-event-links.ts';
import { EventPollList } from '../../features/polls/event-poll-list.tsx';
import { useEventPollsQuery } from '../../features/polls/poll-queries.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CalendarIcon, ChevronLeftIcon, TrophyIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { TextSkeleton } from '../../ui/skeleton.tsx';
import { EventHero } from '../manager/events/event-hero.tsx';

/** The page's shape while it loads: the header's picture and two poll cards. */
function FanVoteSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6" aria-busy="true">
      <p className="sr-only" role="status">
        Loading the fan vote…
      </p>
      <div className="h-60 animate-pulse rounded-3xl bg-surface-2 sm:h-80" />
      {[0, 1].map((card) => (
        <Card key={card} className="flex flex-col gap-4">
          <TextSkeleton className="h-5 w-3/4" />
          <TextSkeleton className="w-32" />
          <div className="grid gap-2.5 sm:grid-cols-2">
            {[0, 1, 2, 3].map((option) => (
              <div key={option} className="h-14 animate-pulse rounded-xl bg-surface-2" />
            ))}
          </div>
        </Card>
      ))}
    </div>
  );
}

/** /polls/:eventSlug 'Fan Vote' (R2.19, public): an event's polls, one vote per player, results as bars. */
export function FanVotePage() {
  const slug = useParams().eventSlug ?? '';
  const links = useEventLinkContext();
  const query = useEventPollsQuery(slug);

  if (query.isPending) return <FanVoteSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return (
        <EmptyState
          icon={<CalendarIcon width={28} height={28} />}
          title="Event not found"
          action={
            <ButtonLink to="/manager/events" variant="secondary">
              Event Calendar
            </ButtonLink>
          }
        >
          No event has the address “{slug}”. It may have been renamed, or the link is mistyped.
        </EmptyState>
      );
    return (
      <LoadFailed
        icon={<TrophyIcon width={28} height={28} />}
        title="Could not load the fan vote"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }

  const { event, polls } = query.data;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <Link
        to={eventPageLink(event.slug, links)}
        className="-ml-1 inline-flex w-fit items-center gap-1 rounded-lg px-1 py-0.5 text-sm font-medium text-muted hover:text-fg"
      >
        <ChevronLeftIcon width={18} height={18} />
        Event page
      </Link>
      <EventHero event={event} />
      <div>
        <p className="font-display text-sm font-bold uppercase italic tracking-wide text-accent">Fan Vote</p>
        <p className="text-sm text-muted">
          Call it before the riders drop in: one vote per poll, results after you vote.
        </p>
      </div>
      {polls.length === 0 ? (
        <Card padded={false}>
          <EmptyState icon={<TrophyIcon width={28} height={28} />} title="No polls yet">
            Polls for {event.name} open closer to the first run. Check back soon.
          </EmptyState>
        </Card>
      ) : (
        <EventPollList data={query.data} />
      )}
    </div>
  );
}
