import { type Listing, PAGE_SIZE_DEFAULT } from '@shred/contract';
import { formatCount } from '@shred/game';
import { type ReactNode, useEffect, useState } from 'react';
import { errorMessage } from '../../api/index.ts';
import { cx } from '../../ui/class-names.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CardsIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Pager, pageCountOf } from '../../ui/pager.tsx';
import { useAuthStore } from '../auth/index.ts';
import { useNow } from '../teams/index.ts';
import { BuyListingDialog } from './buy-listing-dialog.tsx';
import { LISTING_GRID, ListingCard, ListingGridSkeleton } from './listing-card.tsx';
import { type ListingSearch, useListingsQuery } from './market-queries.ts';

interface ListingResultsProps {
  search: ListingSearch;
  onPageChange: (page: number) => void;
  /** Names the list for the pager and the loading state ('Market results'). */
  label: string;
  /** What to show when nothing matches: a title, a hint and maybe a way out. */
  empty: { title: string; text: ReactNode; action?: ReactNode };
  /** A listing to draw out and scroll to, from a link to it. */
  highlightId?: number | null;
}

/**
 * One page of active listings as cards, with the count announced as it changes, the one pager,
 * and Buy opening the confirmation. Used by the market's home, its listings, alerts and athletes.
 */
export function ListingResults({ search, onPageChange, label, empty, highlightId }: ListingResultsProps) {
  const listings = useListingsQuery(search);
  const nowMs = useNow(60_000);
  const username = useAuthStore((state) => state.user?.username);
  const [buying, setBuying] = useState<Listing | null>(null);
  const results = listings.data?.results;

  useEffect(() => {
    if (!highlightId || !results?.some((listing) => listing.id === highlightId)) return;
    document.getElementById(`listing-${highlightId}`)?.scrollIntoView?.({ block: 'center' });
  }, [highlightId, results]);

  if (listings.isPending) return <ListingGridSkeleton label={`Loading ${label.toLowerCase()}`} />;
  if (listings.isError) {
    return (
      <LoadFailed
        icon={<CardsIcon width={28} height={28} />}
        title="Could not load the listings"
        message={errorMessage(listings.error)}
        onRetry={() => listings.refetch()}
        retrying={listings.isRefetching}
      />
    );
  }
  const { count } = listings.data;
  const pageSize = search.page_size ?? PAGE_SIZE_DEFAULT;
  return (
    <>
      <p aria-live="polite" className="mb-3 text-sm text-muted">
        {count === 0
          ? 'No cards for sale match.'
          : `${formatCount(count)} card${count === 1 ? '' : 's'} for sale`}
      </p>
      {count === 0 ? (
        <EmptyState icon={<CardsIcon width={28} height={28} />} title={empty.title} action={empty.action}>
          {empty.text}
        </EmptyState>
      ) : (
        <ul
          aria-label={label}
          aria-busy={listings.isPlaceholderData || undefined}
          className={cx(LISTING_GRID, listings.isPlaceholderData && 'opacity-60')}
        >
          {listings.data.results.map((listing, index) => (
            <li key={listing.id}>
              <ListingCard
                listing={listing}
                nowMs={nowMs}
                own={!listing.is_house && listing.seller_username === username}
                onBuy={setBuying}
                highlighted={listing.id === highlightId}
                eager={index < 4}
              />
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={search.page}
        pageCount={pageCountOf(count, pageSize)}
        onPageChange={onPageChange}
        busy={listings.isPlaceholderData}
        label={`${label} pages`}
      />
      <BuyListingDialog listing={buying} onClose={() => setBuying(null)} />
    </>
  );
}
