import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import { AdminEventFilterBar, isEventPhase } from '../../../features/admin-events/admin-event-filters.tsx';
import {
  type AdminEventFilters,
  useAdminEventListQuery,
} from '../../../features/admin-events/admin-event-queries.ts';
import { AdminEventRow } from '../../../features/admin-events/admin-event-row.tsx';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { CalendarIcon, PlusIcon } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingBlock, Spinner } from '../../../ui/spinner.tsx';

function filtersFrom(params: URLSearchParams): AdminEventFilters {
  const status = params.get('status');
  return {
    q: params.get('q') ?? '',
    status: isEventPhase(status) ? status : '',
    sport: params.get('sport') ?? '',
  };
}

const hasFilters = (filters: AdminEventFilters) =>
  Boolean(filters.q.trim() || filters.status || filters.sport);

/** /admin/events 'Events': every event, searchable and filtered by phase and sport (staff). */
export function AdminEventsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const list = useAdminEventListQuery(filters);

  // The address the last change asked for: setParams' updater only sees the params of the last
  // render, so two changes made before a re-render (a phase, then a sport) would lose the first.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const applyFilters = useCallback(
    (patch: Partial<AdminEventFilters>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(patch)) {
        if (value.trim()) next.set(key, value.trim());
        else next.delete(key);
      }
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  const clearFilters = () => applyFilters({ q: '', status: '', sport: '' });

  const events = list.data?.pages.flatMap((page) => page.results) ?? [];
  const total = list.data?.pages[0]?.count ?? 0;
  const filtered = hasFilters(filters);

  return (
    <div className="max-w-6xl">
      <PageHeader
        title="Events"
        subtitle="Event stops, their games, startlists and results"
        back={{ to: '/admin/dashboard', label: 'Dashboard' }}
        actions={
          <>
            <ButtonLink to="/admin/rules/create-ruleset" variant="secondary">
              Rulesets
            </ButtonLink>
            <ButtonLink to="/admin/events/new" icon={<PlusIcon />}>
              New event
            </ButtonLink>
          </>
        }
      />
      <AdminEventFilterBar filters={filters} onChange={applyFilters} />

      <p aria-live="polite" className="mb-3 flex min-h-5 items-center gap-2 text-sm text-muted">
        {list.data
          ? `${total === 1 ? '1 event' : `${total} events`}${filtered ? ' match' : ''}${
              events.length < total ? ` · showing ${events.length}` : ''
            }`
          : null}
        {list.isFetching && !list.isFetchingNextPage && list.data ? (
          <Spinner size="sm" label="Updating the list…" className="text-accent" />
        ) : null}
      </p>

      {list.isPending ? <LoadingBlock label="Loading events…" /> : null}
      {list.isError ? (
        <FormAlert title="Could not load the events">
          <p>{errorMessage(list.error)}</p>
          <Button size="sm" variant="secondary" className="mt-3" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </FormAlert>
      ) : null}
      {list.data && events.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={<CalendarIcon />}
            title="No events match"
            action={
              <Button variant="secondary" onClick={clearFilters}>
                Clear filters
              </Button>
            }
          >
            Try other words, or another phase or sport.
          </EmptyState>
        ) : (
          <EmptyState
            icon={<CalendarIcon />}
            title="No events yet"
            action={
              <ButtonLink to="/admin/events/new" icon={<PlusIcon />}>
                New event
              </ButtonLink>
            }
          >
            Create the first event stop, then add its games.
          </EmptyState>
        )
      ) : null}
      {events.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {events.map((event) => (
            <li key={event.id}>
              <AdminEventRow event={event} />
            </li>
          ))}
        </ul>
      ) : null}
      {list.hasNextPage ? (
        <div className="mt-5 flex justify-center">
          <Button
            variant="secondary"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
            className="max-sm:w-full"
          >
            Show more events
          </Button>
        </div>
      ) : null}
    </div>
  );
}
