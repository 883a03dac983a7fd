import type { Listing } from '@shred/contract';
import { formatCount } from '@shred/game';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import { useAuthStore } from '../../../features/auth/index.ts';
import { BalanceChip } from '../../../features/credits/index.ts';
import {
  BuyListingDialog,
  ListingCard,
  ListingResults,
  listingAthleteName,
  listingSearchFrom,
  listingSearchParams,
  useListingQuery,
} from '../../../features/market/index.ts';
import { useNow } from '../../../features/teams/index.ts';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { formatWhen } from './format-date.ts';
import { MarketSections } from './market-links.tsx';

const CLOSED_WORDS = { sold: 'was sold', expired: 'expired', cancelled: 'was cancelled' } as const;

/** /manager/market/listings (R2.37): every active listing, newest first; ?listing= brings one forward. */
export function MarketListingsPage() {
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('listing'));
  const linkedId = Number.isSafeInteger(linked) && linked > 0 ? linked : null;
  const search = { ...listingSearchFrom(params), sort: 'newest' as const };
  return (
    <>
      <PageHeader
        title="Listings"
        back={{ to: '/manager/market', label: 'Market' }}
        subtitle="Every card on sale now, the newest first."
        actions={<BalanceChip />}
      />
      <MarketSections />
      {linkedId !== null ? <LinkedListing id={linkedId} /> : null}
      <ListingResults
        search={search}
        onPageChange={(page) => {
          const next = listingSearchParams({ ...search, page });
          if (linkedId !== null) next.set('listing', String(linkedId));
          setParams(next);
        }}
        label="Listings"
        highlightId={linkedId}
        empty={{
          title: 'Nothing for sale right now',
          text: 'Cards appear here as soon as managers or the house list them.',
        }}
      />
    </>
  );
}

/** The listing a notification links to, whatever page of the list it is on, or what became of it. */
function LinkedListing({ id }: { id: number }) {
  const listing = useListingQuery(id);
  const nowMs = useNow(60_000);
  const username = useAuthStore((state) => state.user?.username);
  const [buying, setBuying] = useState<Listing | null>(null);
  if (listing.isPending) return null;
  if (listing.isError) {
    return (
      <FormAlert className="mb-5" title="This listing could not be shown">
        {errorMessage(listing.error)}
      </FormAlert>
    );
  }
  const item = listing.data;
  if (item.status !== 'active') {
    return (
      <FormAlert className="mb-5" title={`${listingAthleteName(item)} is no longer for sale`}>
        This listing {CLOSED_WORDS[item.status]}
        {item.closed_at ? ` on ${formatWhen(item.closed_at)}` : ''}
        {item.status === 'sold' ? ` for ${formatCount(item.price)} credits` : ''}.
      </FormAlert>
    );
  }
  return (
    <section aria-labelledby="linked-listing" className="mb-6">
      <h2 id="linked-listing" className="mb-3 text-lg font-semibold">
        The listing you followed
      </h2>
      <div className="w-1/2 sm:w-56">
        <ListingCard
          listing={item}
          nowMs={nowMs}
          own={!item.is_house && item.seller_username === username}
          onBuy={setBuying}
          highlighted
          eager
        />
      </div>
      <BuyListingDialog listing={buying} onClose={() => setBuying(null)} />
    </section>
  );
}
