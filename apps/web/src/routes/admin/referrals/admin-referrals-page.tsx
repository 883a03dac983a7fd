import { PAGE_SIZE_DEFAULT } from '@shred/contract';
import { formatCount } from '@shred/game';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import { useAdminReferralsQuery } from '../../../features/admin-referrals/admin-referral-queries.ts';
import { ReferralFigures, TopInviters } from '../../../features/admin-referrals/referral-figures.tsx';
import { ReferralList } from '../../../features/admin-referrals/referral-list.tsx';
import { ReferralSearch } from '../../../features/admin-referrals/referral-search.tsx';
import { ListSkeleton } from '../../../features/credits/index.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { UsersIcon } from '../../../ui/icons.tsx';
import { ListStatus } from '../../../ui/list-status.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Pager, pageCountOf } from '../../../ui/pager.tsx';

const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * /admin/referrals 'Referrals' (staff, R2.80, R2.87): managers who registered through an
 * invite, newest first, with their inviter, the league they joined by it and the inviter's
 * reward; the totals and the top inviters above. Search and page live in the address.
 */
export function AdminReferralsPage() {
  const [params, setParams] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const page = pageFrom(params.get('page'));
  const referrals = useAdminReferralsQuery({ page, query });

  const go = (next: { query?: string; page?: number }) => {
    const address = new URLSearchParams(params);
    const nextQuery = next.query ?? query;
    const nextPage = next.page ?? 1;
    if (nextQuery) address.set('query', nextQuery);
    else address.delete('query');
    if (nextPage > 1) address.set('page', String(nextPage));
    else address.delete('page');
    setParams(address, { replace: next.page === undefined });
  };

  const data = referrals.data;
  return (
    <div className="max-w-6xl">
      <PageHeader
        title="Referrals"
        subtitle="Managers who registered through a friend’s invite, and what it paid their inviter"
        back={{ to: '/admin/dashboard', label: 'Dashboard' }}
      />
      {referrals.isPending ? (
        <ListSkeleton rows={6} label="Loading the referrals" />
      ) : referrals.isError && !data ? (
        <LoadFailed
          icon={<UsersIcon width={28} height={28} />}
          title="Could not load the referrals"
          message={errorMessage(referrals.error)}
          onRetry={() => referrals.refetch()}
          retrying={referrals.isRefetching}
        />
      ) : data && data.summary.referrals === 0 ? (
        <EmptyState icon={<UsersIcon width={28} height={28} />} title="No referrals yet">
          When a manager registers through someone’s invite link, they are listed here with their inviter and
          the reward it paid.
        </EmptyState>
      ) : data ? (
        <div className="flex flex-col gap-6">
          <ReferralFigures summary={data.summary} />
          <TopInviters inviters={data.summary.top_inviters} />
          <section aria-labelledby="referral-list-title" className="flex min-w-0 flex-col gap-3">
            <h2 id="referral-list-title" className="sr-only">
              Referrals
            </h2>
            <ReferralSearch query={query} onSearch={(text) => go({ query: text })} />
            <ListStatus
              summary={
                <>
                  {data.count === 1 ? '1 referral' : `${formatCount(data.count)} referrals`}
                  {query ? ` whose invitee or inviter starts with “${query}”` : ', newest first'}
                </>
              }
              updating={referrals.isFetching}
              failure={referrals.isError ? errorMessage(referrals.error) : null}
              onRetry={() => void referrals.refetch()}
            />
            {data.results.length === 0 ? (
              <EmptyState
                icon={<UsersIcon width={28} height={28} />}
                title={query ? 'No referral matches' : 'Nothing on this page'}
                action={
                  <Button variant="secondary" onClick={() => go({ query: '' })}>
                    {query ? 'Clear the search' : 'Back to the first page'}
                  </Button>
                }
              >
                {query ? 'Search from the first letter of the invitee’s or the inviter’s username.' : null}
              </EmptyState>
            ) : (
              <ReferralList referrals={data.results} busy={referrals.isPlaceholderData} />
            )}
            <Pager
              label="Referral pages"
              page={page}
              pageCount={pageCountOf(data.count, PAGE_SIZE_DEFAULT)}
              onPageChange={(next) => go({ page: next })}
              busy={referrals.isPlaceholderData}
              previousLabel="Newer"
              nextLabel="Older"
            />
          </section>
        </div>
      ) : null}
    </div>
  );
}
