import { PAGE_SIZE_DEFAULT } from '@shred/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/index.ts';
import { TIER_LABELS } from '../../../features/athletes/index.ts';
import { BalanceChip, formatCredits, ListSkeleton } from '../../../features/credits/index.ts';
import { MiniCard, useDraftHistoryQuery, useSportName } from '../../../features/drafts/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { cx } from '../../../ui/class-names.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { CardsIcon, ShieldIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Pager, pageCountOf } from '../../../ui/pager.tsx';
import { formatWhen } from './format-date.ts';
import { MarketLinks } from './market-links.tsx';
import { OpeningProof } from './opening-proof.tsx';

/** /manager/market/drafts/history (R2.44): the viewer's openings with their cards and proofs. */
export function DraftHistoryPage() {
  const [page, setPage] = useState(1);
  const history = useDraftHistoryQuery(page);
  const sportName = useSportName();
  return (
    <>
      <PageHeader
        title="Draft History"
        back={{ to: '/manager/market', label: 'Market' }}
        subtitle="Every draft you opened, its cards, and what proves the draw was fair."
        actions={<BalanceChip />}
      />
      <MarketLinks />
      {history.isPending ? (
        <ListSkeleton rows={3} label="Loading your drafts" />
      ) : history.isError ? (
        <LoadFailed
          icon={<CardsIcon width={28} height={28} />}
          title="Could not load your drafts"
          message={errorMessage(history.error)}
          onRetry={() => history.refetch()}
          retrying={history.isRefetching}
        />
      ) : history.data.count === 0 ? (
        <EmptyState
          icon={<CardsIcon width={28} height={28} />}
          title="No drafts opened yet"
          action={<ButtonLink to="/manager/market/drafts">Browse drafts</ButtonLink>}
        >
          Open a draft and its cards and proof show up here.
        </EmptyState>
      ) : (
        <>
          <ul className={cx('flex flex-col gap-3', history.isPlaceholderData && 'opacity-60')}>
            {history.data.results.map((opening) => {
              const title = `${sportName(opening.sport)} ${TIER_LABELS[opening.tier]} draft`;
              return (
                <li key={opening.id}>
                  <Card as="article" aria-label={`${title}, ${formatWhen(opening.created_at)}`}>
                    <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
                      <h2 className="font-semibold">{title}</h2>
                      <p className="text-sm text-muted">
                        {formatWhen(opening.created_at)} · {formatCredits(opening.price)} credits
                      </p>
                    </div>
                    <ol aria-label="Cards" className="mb-4 grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
                      {opening.cards.map((card) => (
                        <li key={card.card_instance_id}>
                          <MiniCard card={card} />
                        </li>
                      ))}
                    </ol>
                    <OpeningProof opening={opening} />
                    <div className="mt-4 flex justify-end">
                      <ButtonLink
                        variant="secondary"
                        size="sm"
                        to={`/manager/market/drafts/fairness?opening=${opening.id}`}
                        icon={<ShieldIcon width={16} height={16} />}
                        aria-label={`Verify the ${title} of ${formatWhen(opening.created_at)}`}
                      >
                        Verify
                      </ButtonLink>
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
          <Pager
            page={page}
            pageCount={pageCountOf(history.data.count, PAGE_SIZE_DEFAULT)}
            onPageChange={setPage}
            label="Draft history pages"
            previousLabel="Newer"
            nextLabel="Older"
          />
        </>
      )}
    </>
  );
}
