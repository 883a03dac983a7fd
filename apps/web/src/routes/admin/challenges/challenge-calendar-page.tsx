import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon, PlusIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingBlock, Spinner } from '../../../ui/spinner.tsx';
import { useChallengeSetRangeQuery } from './admin-challenge-queries.ts';
import { gridRange, monthOf, monthParam, parseMonth, shiftMonth } from './calendar-layout.ts';
import { ChallengeAgenda, ChallengeMonthGrid } from './challenge-calendar.tsx';

const monthTitle = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });

/** /admin/challenges/calendar 'Challenge Calendar': the sets of a month, `?month=2027-03`. */
export function ChallengeCalendarPage() {
  const [params, setParams] = useSearchParams();
  const today = new Date();
  const month = parseMonth(params.get('month')) ?? monthOf(today);
  const { first, afterLast } = gridRange(month);
  const query = useChallengeSetRangeQuery(first.toISOString(), afterLast.toISOString());
  const sets = query.data?.results ?? [];
  const go = (by: number) => setParams({ month: monthParam(shiftMonth(month, by)) });
  const title = monthTitle.format(new Date(month.year, month.month, 1));
  const isCurrent = monthParam(month) === monthParam(monthOf(today));

  return (
    <div className="max-w-6xl">
      <PageHeader
        title="Challenge Calendar"
        subtitle="Which sets run when: open one to edit it."
        back={{ to: '/admin/challenges', label: 'Challenges' }}
        actions={
          <ButtonLink to="/admin/challenges/new/challenge-set" icon={<PlusIcon />} className="max-sm:hidden">
            New set
          </ButtonLink>
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2
          aria-live="polite"
          className="flex items-center gap-2 font-display text-2xl font-bold uppercase italic text-fg"
        >
          {title}
          {query.isFetching && query.data ? (
            <Spinner size="sm" label="Loading the month…" className="text-accent" />
          ) : null}
        </h2>
        <nav aria-label="Months" className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            icon={<ChevronLeftIcon width={16} height={16} />}
            onClick={() => go(-1)}
          >
            <span className="sr-only">Previous month</span>
          </Button>
          <Button variant="secondary" size="sm" disabled={isCurrent} onClick={() => setParams({})}>
            Today
          </Button>
          <Button
            variant="secondary"
            size="sm"
            icon={<ChevronRightIcon width={16} height={16} />}
            onClick={() => go(1)}
          >
            <span className="sr-only">Next month</span>
          </Button>
        </nav>
      </div>

      {query.isPending ? <LoadingBlock label="Loading the month…" /> : null}
      {query.isError ? (
        <LoadFailed
          title="Could not load the calendar"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      {query.data ? (
        <>
          <div className="max-md:hidden">
            <ChallengeMonthGrid month={month} sets={sets} today={today} />
          </div>
          <div className="md:hidden">
            {sets.length > 0 ? (
              <ChallengeAgenda sets={sets} />
            ) : (
              <EmptyState icon={<CalendarIcon />} title="No sets this month">
                Move to another month, or create a set.
              </EmptyState>
            )}
          </div>
          {sets.length === 0 ? (
            <p className="mt-3 text-sm text-muted max-md:hidden">No challenge set runs in {title}.</p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
