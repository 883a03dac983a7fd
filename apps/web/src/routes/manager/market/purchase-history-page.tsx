import { PAGE_SIZE_DEFAULT, type Purchase } from '@shred/contract';
import { formatMoney } from '@shred/game';
import { useState } from 'react';
import { errorMessage } from '../../../api/index.ts';
import {
  BalanceChip,
  formatCredits,
  ListSkeleton,
  usePurchasesQuery,
} from '../../../features/credits/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { cx } from '../../../ui/class-names.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { BoltIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Pager, pageCountOf } from '../../../ui/pager.tsx';
import { formatWhen } from './format-date.ts';
import { PURCHASE_STATUS_LABELS } from './purchase-status.tsx';

const BADGES: Readonly<Record<Purchase['status'], string>> = {
  completed: 'bg-success-bg text-success',
  pending: 'bg-surface-2 text-fg',
  failed: 'bg-danger-bg text-danger',
  expired: 'bg-surface-2 text-muted',
};

/** /manager/market/drafts/credits/purchase-history (R2.43): the viewer's purchases, newest first. */
export function PurchaseHistoryPage() {
  const [page, setPage] = useState(1);
  const purchases = usePurchasesQuery(page);
  return (
    <>
      <PageHeader
        title="Purchase History"
        back={{ to: '/manager/market/drafts/credits', label: 'Draft Credits' }}
        actions={<BalanceChip />}
      />
      {purchases.isPending ? (
        <ListSkeleton label="Loading your purchases" />
      ) : purchases.isError ? (
        <LoadFailed
          icon={<BoltIcon width={28} height={28} />}
          title="Could not load your purchases"
          message={errorMessage(purchases.error)}
          onRetry={() => purchases.refetch()}
          retrying={purchases.isRefetching}
        />
      ) : purchases.data.count === 0 ? (
        <EmptyState
          icon={<BoltIcon width={28} height={28} />}
          title="No purchases yet"
          action={<ButtonLink to="/manager/market/drafts/credits">Buy credits</ButtonLink>}
        >
          The credit bundles you buy are listed here with their status.
        </EmptyState>
      ) : (
        <>
          <ul className={cx('flex flex-col gap-2', purchases.isPlaceholderData && 'opacity-60')}>
            {purchases.data.results.map((purchase) => (
              <li
                key={purchase.id}
                className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold tabular-nums">
                    {formatCredits(purchase.credits)} credits
                  </span>
                  <span className="block text-xs text-muted">
                    {formatWhen(purchase.created_at)} · #{purchase.id}
                  </span>
                </span>
                <span className="font-semibold tabular-nums">
                  {formatMoney(purchase.price_cents, purchase.currency)}
                </span>
                <span
                  className={cx('rounded-full px-2.5 py-0.5 text-xs font-bold', BADGES[purchase.status])}
                  data-status={purchase.status}
                >
                  {PURCHASE_STATUS_LABELS[purchase.status]}
                </span>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageCount={pageCountOf(purchases.data.count, PAGE_SIZE_DEFAULT)}
            onPageChange={setPage}
            label="Purchase pages"
            previousLabel="Newer"
            nextLabel="Older"
          />
        </>
      )}
    </>
  );
}
