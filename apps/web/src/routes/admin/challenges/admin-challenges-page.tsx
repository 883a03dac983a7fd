import type { AdminChallengeSet } from '@shred/contract';
import { formatCount } from '@shred/game';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { CalendarIcon, PlusIcon, TrophyIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { LoadingBlock, Spinner } from '../../../ui/spinner.tsx';
import {
  adminChallengeSetPath,
  SETS_PAGE_SIZE,
  useChallengeSetListQuery,
  useDeleteChallengeSetMutation,
} from './admin-challenge-queries.ts';
import { askToDeleteSet } from './delete-set.ts';
import { setDateRange } from './set-dates.ts';
import { SetStatusBadge } from './set-status.tsx';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-display text-xl font-bold tabular-nums text-fg">{formatCount(value)}</dd>
    </div>
  );
}

function SetRow({ set }: { set: AdminChallengeSet }) {
  const remove = useDeleteChallengeSetMutation();
  const headingId = `challenge-set-${set.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5 lg:flex-row lg:items-center"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="min-w-0 text-lg font-semibold text-fg">
            <Link to={adminChallengeSetPath(set.id)} className="hover:text-accent focus-visible:text-accent">
              {set.name}
            </Link>
          </h2>
          <SetStatusBadge status={set.status} />
        </div>
        <p className="mt-1 text-sm text-fg/90">{setDateRange(set.starts_at, set.ends_at)}</p>
        {set.description ? <p className="mt-1 line-clamp-2 text-sm text-muted">{set.description}</p> : null}
      </div>
      <dl className="grid grid-cols-3 gap-3 lg:w-80">
        <Figure label="Challenges" value={set.challenges_count} />
        <Figure label="Completions" value={set.completions} />
        <Figure label="Finished set" value={set.players_completed} />
      </dl>
      <div className="flex gap-2 max-lg:flex-wrap">
        <ButtonLink
          to={adminChallengeSetPath(set.id)}
          variant="secondary"
          size="sm"
          aria-label={`Edit ${set.name}`}
          className="max-sm:flex-1"
        >
          Edit
        </ButtonLink>
        <Button
          variant="ghost"
          size="sm"
          loading={remove.isPending}
          aria-label={`Delete ${set.name}`}
          className="text-danger max-sm:flex-1"
          onClick={() => void askToDeleteSet(set, (id) => remove.mutateAsync(id))}
        >
          Delete
        </Button>
      </div>
    </article>
  );
}

/** /admin/challenges 'Challenges': every set with its dates, status and counts (staff). */
export function AdminChallengesPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useChallengeSetListQuery(page);
  const sets = list.data?.results ?? [];
  const total = list.data?.count ?? 0;

  return (
    <div className="max-w-6xl">
      <PageHeader
        title="Challenges"
        subtitle="Challenge sets, their dates and how players are doing"
        back={{ to: '/admin/dashboard', label: 'Dashboard' }}
      />
      <nav aria-label="Challenge tools" className="-mt-2 mb-6 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <ButtonLink
          to="/admin/challenges/new/challenge-set"
          icon={<PlusIcon />}
          className="whitespace-nowrap max-sm:px-3"
        >
          New set
        </ButtonLink>
        <ButtonLink
          to="/admin/challenges/new/challenge"
          variant="secondary"
          className="whitespace-nowrap max-sm:px-3"
        >
          New challenge
        </ButtonLink>
        <ButtonLink
          to="/admin/challenges/calendar"
          variant="secondary"
          icon={<CalendarIcon />}
          className="whitespace-nowrap max-sm:px-3"
        >
          Calendar
        </ButtonLink>
        <ButtonLink
          to="/admin/challenges/import"
          variant="secondary"
          className="whitespace-nowrap max-sm:px-3"
        >
          Import
        </ButtonLink>
      </nav>

      <p aria-live="polite" className="mb-3 flex min-h-5 items-center gap-2 text-sm text-muted">
        {list.data ? (total === 1 ? '1 set' : `${formatCount(total)} sets`) : null}
        {list.isFetching && list.data ? (
          <Spinner size="sm" label="Updating the list…" className="text-accent" />
        ) : null}
      </p>

      {list.isPending ? <LoadingBlock label="Loading challenge sets…" /> : null}
      {list.isError ? (
        <LoadFailed
          title="Could not load the challenge sets"
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : null}
      {list.data && sets.length === 0 ? (
        <EmptyState
          icon={<TrophyIcon />}
          title="No challenge sets yet"
          action={
            <ButtonLink to="/admin/challenges/new/challenge-set" icon={<PlusIcon />}>
              New set
            </ButtonLink>
          }
        >
          Create a set with its dates, then add its challenges, or import them all from a file.
        </EmptyState>
      ) : null}
      {sets.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {sets.map((set) => (
            <li key={set.id}>
              <SetRow set={set} />
            </li>
          ))}
        </ul>
      ) : null}
      <Pager
        label="Challenge set pages"
        page={page}
        pageCount={Math.ceil(total / SETS_PAGE_SIZE)}
        busy={list.isFetching}
        onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      />
    </div>
  );
}
