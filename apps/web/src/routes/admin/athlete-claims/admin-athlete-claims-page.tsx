import { ATHLETE_CLAIM_STATUSES, type AthleteClaimStatus, PAGE_SIZE_DEFAULT } from '@shred/contract';
import { formatCount } from '@shred/game';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import { AdminAthleteClaimList } from '../../../features/athlete-claims/admin-athlete-claim-list.tsx';
import { useAdminAthleteClaimsQuery } from '../../../features/athlete-claims/index.ts';
import { ListSkeleton } from '../../../features/credits/index.ts';
import { TabList, tabElementId, tabPanelId } from '../../../features/results/tab-list.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { StarIcon } from '../../../ui/icons.tsx';
import { ListStatus } from '../../../ui/list-status.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Pager, pageCountOf } from '../../../ui/pager.tsx';

const TABS = [
  { id: 'pending', label: 'Waiting' },
  { id: 'approved', label: 'Approved' },
  { id: 'declined', label: 'Declined' },
] as const satisfies readonly { id: AthleteClaimStatus; label: string }[];

/** Per tab: what its list holds, and what its empty state says. */
const TAB_TEXTS: Record<
  AthleteClaimStatus,
  { noun: string; order: string; empty: string; emptyNote: string }
> = {
  pending: {
    noun: 'waiting',
    order: 'oldest first',
    empty: 'No claims waiting',
    emptyNote:
      'When a manager asks to be linked to their athlete profile from the athlete zone, the request waits here.',
  },
  approved: {
    noun: 'approved',
    order: 'newest first',
    empty: 'No approved claims',
    emptyNote: 'Approved requests are listed here with who approved them.',
  },
  declined: {
    noun: 'declined',
    order: 'newest first',
    empty: 'No declined claims',
    emptyNote: 'Declined requests are listed here with the reason the sender read.',
  },
};

const ID_PREFIX = 'athlete-claims';

const statusFrom = (value: string | null): AthleteClaimStatus =>
  ATHLETE_CLAIM_STATUSES.find((status) => status === value) ?? 'pending';
const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * /admin/athlete-claims 'Athlete claims' (staff, A7): managers asking to be linked to an athlete
 * profile. Waiting ones oldest first, with Approve (links the account) and Decline (with an
 * optional reason); decided ones in their own tabs. Tab and page live in the address.
 */
export function AdminAthleteClaimsPage() {
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const page = pageFrom(params.get('page'));
  const claims = useAdminAthleteClaimsQuery(status, page);
  const texts = TAB_TEXTS[status];

  const go = (next: { status?: AthleteClaimStatus; page?: number }) => {
    const address = new URLSearchParams(params);
    const nextStatus = next.status ?? status;
    const nextPage = next.page ?? 1;
    if (nextStatus === 'pending') address.delete('status');
    else address.set('status', nextStatus);
    if (nextPage > 1) address.set('page', String(nextPage));
    else address.delete('page');
    setParams(address, { replace: next.page === undefined });
  };

  // A page of another tab stays on screen only while its own first answer loads.
  const data =
    claims.isPlaceholderData && claims.data?.results[0]?.status !== status ? undefined : claims.data;
  return (
    <div className="max-w-6xl">
      <PageHeader
        title="Athlete claims"
        subtitle="Managers asking to be linked to their athlete profile: approve to open their athlete zone"
        back={{ to: '/admin/dashboard', label: 'Dashboard' }}
      />
      <div className="flex flex-col gap-4">
        <TabList
          label="Claims by state"
          tabs={TABS}
          selected={status}
          onSelect={(id) => go({ status: statusFrom(id) })}
          idPrefix={ID_PREFIX}
        />
        <section
          role="tabpanel"
          id={tabPanelId(ID_PREFIX)}
          aria-labelledby={tabElementId(ID_PREFIX, status)}
          className="flex min-w-0 flex-col gap-3"
        >
          {claims.isPending ? (
            <ListSkeleton rows={4} label="Loading the claims" />
          ) : claims.isError && !data ? (
            <LoadFailed
              icon={<StarIcon width={28} height={28} />}
              title="Could not load the claims"
              message={errorMessage(claims.error)}
              onRetry={() => claims.refetch()}
              retrying={claims.isRefetching}
            />
          ) : data ? (
            <>
              <ListStatus
                summary={`${data.count === 1 ? '1 claim' : `${formatCount(data.count)} claims`} ${texts.noun}, ${texts.order}`}
                updating={claims.isFetching}
                failure={claims.isError ? errorMessage(claims.error) : null}
                onRetry={() => void claims.refetch()}
              />
              {data.results.length === 0 ? (
                <EmptyState
                  icon={<StarIcon width={28} height={28} />}
                  title={data.count > 0 ? 'Nothing on this page' : texts.empty}
                  className="rounded-2xl border border-line bg-surface"
                >
                  {data.count > 0 ? 'Go back a page.' : texts.emptyNote}
                </EmptyState>
              ) : (
                <AdminAthleteClaimList claims={data.results} busy={claims.isPlaceholderData} />
              )}
              <Pager
                label="Claim pages"
                page={page}
                pageCount={pageCountOf(data.count, PAGE_SIZE_DEFAULT)}
                onPageChange={(next) => go({ page: next })}
                busy={claims.isPlaceholderData}
              />
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}
