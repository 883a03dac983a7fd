import { formatCount, formatPoints } from '@shred/game';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/index.ts';
import { StatTiles } from '../../features/admin-market/stat-tiles.tsx';
import { useEventQuery } from '../../features/events/event-queries.ts';
import {
  GameBreakdown,
  HeroSkeleton,
  INSIGHTS_NEED_PREMIUM,
  InsightsSkeleton,
  MostPicked,
  OwnershipChart,
  PremiumUpsell,
  useEventInsightsQuery,
} from '../../features/insights/index.ts';
import { TrendIcon } from '../../features/notifications/notification-icons.tsx';
import { usePageTitle } from '../../features/route-meta/page-title.ts';
import { PremiumBadge } from '../../features/subscriptions/index.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CalendarIcon, ChevronLeftIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { EventHero } from '../manager/events/event-hero.tsx';

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/**
 * /insights/{eventStopSlug} (R2.20, requires login): how managers picked at an event — the
 * teams, their average and top scores, the five most picked athletes, everyone's ownership and
 * captain share as bars, and game by game. Premium; without it, the way to get it.
 */
export function InsightsPage() {
  const slug = useParams().eventStopSlug ?? '';
  const eventPath = `/manager/events/${encodeURIComponent(slug)}`;
  const event = useEventQuery('manager', slug);
  const insights = useEventInsightsQuery(slug);
  usePageTitle(event.data ? `Insights: ${event.data.name}` : undefined);

  if (isStatus(event.error, 404) || isStatus(insights.error, 404)) {
    return (
      <EmptyState
        icon={<CalendarIcon width={28} height={28} />}
        title="This event does not exist"
        action={
          <ButtonLink to="/manager/events" variant="secondary">
            Event Calendar
          </ButtonLink>
        }
      >
        It may have been renamed. Find it in the calendar.
      </EmptyState>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8">
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link
            to={eventPath}
            className="-ml-1 inline-flex w-fit items-center gap-1 rounded-lg px-1 py-0.5 text-sm font-medium text-muted hover:text-fg"
          >
            <ChevronLeftIcon width={18} height={18} />
            Back to the event
          </Link>
          <p className="flex items-center gap-2 text-sm font-semibold text-fg">
            <TrendIcon width={16} height={16} className="text-accent" aria-hidden="true" />
            Insights
            <PremiumBadge />
          </p>
        </div>
        {event.data ? <EventHero event={event.data} /> : event.isPending ? <HeroSkeleton /> : null}
      </div>
      {!insights.premium ? (
        <PremiumUpsell detail={INSIGHTS_NEED_PREMIUM} />
      ) : insights.isPending ? (
        <InsightsSkeleton />
      ) : insights.isError ? (
        isStatus(insights.error, 403) ? (
          <PremiumUpsell detail={errorMessage(insights.error)} />
        ) : (
          <LoadFailed
            icon={<TrendIcon width={28} height={28} />}
            title="Could not load the insights"
            message={errorMessage(insights.error)}
            onRetry={() => insights.refetch()}
            retrying={insights.isRefetching}
          />
        )
      ) : (
        <InsightsBody insights={insights.data} eventPath={eventPath} />
      )}
    </div>
  );
}

type Insights = NonNullable<ReturnType<typeof useEventInsightsQuery>['data']>;

function InsightsBody({ insights, eventPath }: { insights: Insights; eventPath: string }) {
  const scored = insights.scored_teams > 0;
  const noScore = 'No results scored yet';
  return (
    <>
      <StatTiles
        className="xl:grid-cols-3!"
        tiles={[
          {
            label: 'Teams',
            value: formatCount(insights.teams),
            note: `Manager teams in ${formatCount(insights.games.length)} ${insights.games.length === 1 ? 'game' : 'games'}`,
          },
          {
            label: 'Average score',
            value: scored ? formatPoints(insights.average_score) : '–',
            note: scored ? `Over ${formatCount(insights.scored_teams)} scored teams` : noScore,
          },
          {
            label: 'Top score',
            value: scored ? formatPoints(insights.top_score) : '–',
            note: scored ? 'The best team of the event' : noScore,
          },
        ]}
      />
      {insights.teams === 0 ? (
        <EmptyState
          icon={<TrendIcon width={28} height={28} />}
          title="No teams yet"
          action={
            <ButtonLink to={eventPath} variant="secondary">
              See the games
            </ButtonLink>
          }
        >
          Insights fill in as managers enter teams and their picks lock. Check back once the first round has
          started.
        </EmptyState>
      ) : insights.athletes.length === 0 ? (
        <Card>
          <EmptyState
            icon={<TrendIcon width={28} height={28} />}
            title="Line-ups are still private"
            className="py-6"
          >
            Picks stay secret until they lock. Ownership shows for each athlete as soon as their round starts.
          </EmptyState>
        </Card>
      ) : (
        <>
          {insights.most_picked.length > 0 ? <MostPicked athletes={insights.most_picked} /> : null}
          <Card>
            <OwnershipChart athletes={insights.athletes} />
          </Card>
        </>
      )}
      {insights.games.length > 0 ? <GameBreakdown games={insights.games} /> : null}
      <p className="text-xs text-muted">
        Shares are of manager teams in the games each athlete rides. A pick counts once it locks, when its
        athlete&apos;s round starts, so line-ups stay private until then.
      </p>
    </>
  );
}
