import { PAGE_SIZE_DEFAULT } from '@shred/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/index.ts';
import { LedgerLine, ListSkeleton, useLedgerQuery } from '../../../features/credits/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { cx } from '../../../ui/class-names.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { BoltIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Pager, pageCountOf } from '../../../ui/pager.tsx';
import { formatWhen } from './format-date.ts';

/** The viewer's ledger, newest first: what moved, why, and the balance after each movement. */
export function CreditLedger() {
  const [page, setPage] = useState(1);
  const ledger = useLedgerQuery(page);
  if (ledger.isPending) return <ListSkeleton label="Loading your credit movements" />;
  if (ledger.isError) {
    return (
      <LoadFailed
        icon={<BoltIcon width={28} height={28} />}
        title="Could not load your credit movements"
        message={errorMessage(ledger.error)}
        onRetry={() => ledger.refetch()}
        retrying={ledger.isRefetching}
      />
    );
  }
  if (ledger.data.count === 0) {
    return (
      <EmptyState
        icon={<BoltIcon width={28} height={28} />}
        title="No credit movements yet"
        action={<ButtonLink to="/manager/market/drafts">Browse drafts</ButtonLink>}
      >
        Credits you buy, earn or spend show up here.
      </EmptyState>
    );
  }
  return (
    <>
      <ul className={cx('flex flex-col gap-2', ledger.isPlaceholderData && 'opacity-60')}>
        {ledger.data.results.map((movement) => (
          <LedgerLine key={movement.id} movement={movement} when={formatWhen(movement.created_at)} />
        ))}
      </ul>
      <Pager
        page={page}
        pageCount={pageCountOf(ledger.data.count, PAGE_SIZE_DEFAULT)}
        onPageChange={setPage}
        label="Credit movement pages"
        previousLabel="Newer"
        nextLabel="Older"
      />
    </>
  );
}
