import { LISTING_STATUSES, type Listing, type ListingStatus, PAGE_SIZE_DEFAULT } from '@shred/contract';
import { formatCount } from '@shred/game';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import { AthleteAvatar, TierBadge } from '../../../features/athletes/index.ts';
import { BalanceChip, ListSkeleton } from '../../../features/credits/index.ts';
import {
  athleteMarketPath,
  expiresIn,
  listingAthleteName,
  useCancelListingMutation,
  useMyListingsQuery,
} from '../../../features/market/index.ts';
import { confirm } from '../../../features/modals/index.ts';
import { useNow } from '../../../features/teams/index.ts';
import { toast } from '../../../features/toasts/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { cx } from '../../../ui/class-names.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { CardsIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Pager, pageCountOf } from '../../../ui/pager.tsx';
import { formatWhen } from './format-date.ts';
import { MarketSections } from './market-links.tsx';

const STATUS_LABELS: Readonly<Record<ListingStatus, string>> = {
  active: 'Active',
  sold: 'Sold',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

const STATUS_CHIPS: Readonly<Record<ListingStatus, string>> = {
  active: 'bg-accent/15 text-accent',
  sold: 'bg-success-bg text-success',
  expired: 'bg-surface-2 text-muted',
  cancelled: 'bg-surface-2 text-muted',
};

const EMPTY_TEXT: Readonly<Record<ListingStatus | 'all', string>> = {
  all: 'Cards you list show up here, with what became of them.',
  active: 'None of your cards is on sale right now.',
  sold: 'None of your cards has sold yet.',
  expired: 'No listing of yours has run out unsold.',
  cancelled: 'You have not taken any listing down.',
};

const MY_LISTINGS = '/manager/market/listings/my-listings';

const readStatus = (value: string | null): ListingStatus | null =>
  (LISTING_STATUSES as readonly string[]).includes(value ?? '') ? (value as ListingStatus) : null;

/** /manager/market/listings/my-listings (R2.39): the viewer's listings by status, cancel while active. */
export function MyListingsPage() {
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const listings = useMyListingsQuery(status, page);
  const go = (next: { status: ListingStatus | null; page: number }) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };
  const tabs: Array<{ key: ListingStatus | null; label: string }> = [
    { key: null, label: 'All' },
    ...LISTING_STATUSES.map((key) => ({ key, label: STATUS_LABELS[key] })),
  ];

  return (
    <>
      <PageHeader
        title="My listings"
        back={{ to: '/manager/market', label: 'Market' }}
        subtitle="Your cards on sale, sold, expired or taken down."
        actions={<BalanceChip />}
      />
      <MarketSections />
      <nav aria-label="Listing status" className="-mx-1 mb-4 flex gap-1 overflow-x-auto px-1 pb-1">
        {tabs.map((tab) => {
          const current = tab.key === status;
          return (
            <Link
              key={tab.label}
              to={{ pathname: MY_LISTINGS, search: tab.key ? `?status=${tab.key}` : '' }}
              replace
              aria-current={current ? 'page' : undefined}
              className={cx(
                'shrink-0 rounded-lg px-3 py-1.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-accent',
                current ? 'bg-surface-2 text-fg shadow-card' : 'text-muted hover:text-fg',
              )}
            >
              {tab.label}
            </Link>
          );
        })}
      </nav>
      {listings.isPending ? (
        <ListSkeleton label="Loading your listings" />
      ) : listings.isError ? (
        <LoadFailed
          icon={<CardsIcon width={28} height={28} />}
          title="Could not load your listings"
          message={errorMessage(listings.error)}
          onRetry={() => listings.refetch()}
          retrying={listings.isRefetching}
        />
      ) : listings.data.count === 0 ? (
        <EmptyState
          icon={<CardsIcon width={28} height={28} />}
          title={status ? `No ${STATUS_LABELS[status].toLowerCase()} listings` : 'No listings yet'}
          action={<ButtonLink to="/manager/market/listings/create">List a card</ButtonLink>}
        >
          {EMPTY_TEXT[status ?? 'all']}
        </EmptyState>
      ) : (
        <>
          <p aria-live="polite" className="sr-only">
            {formatCount(listings.data.count)} listings
          </p>
          <ul className={cx('flex flex-col gap-2', listings.isPlaceholderData && 'opacity-60')}>
            {listings.data.results.map((listing) => (
              <li key={listing.id}>
                <MyListingRow listing={listing} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageCount={pageCountOf(listings.data.count, PAGE_SIZE_DEFAULT)}
            onPageChange={(next) => go({ status, page: next })}
            busy={listings.isPlaceholderData}
            label="Listing pages"
            previousLabel="Newer"
            nextLabel="Older"
          />
        </>
      )}
    </>
  );
}

/** One listing: the card, its status and money (price, fee, received), the buyer, and Cancel while active. */
function MyListingRow({ listing }: { listing: Listing }) {
  const nowMs = useNow(60_000);
  const cancel = useCancelListingMutation();
  const name = listingAthleteName(listing);
  const active = listing.status === 'active';
  const ask = async () => {
    const yes = await confirm({
      title: `Take ${name} off the market?`,
      message: `Your ${formatCount(listing.price)}-credit listing ends now and the card can play again.`,
      confirmText: 'Cancel listing',
      cancelText: 'Keep it listed',
      danger: true,
    });
    if (!yes) return;
    cancel.mutate(listing.id, {
      onSuccess: () => toast.success(`${name} is no longer for sale.`, 'Listing cancelled'),
      onError: (error) => toast.error(errorMessage(error), 'Could not cancel'),
    });
  };
  return (
    <article
      aria-label={`${name}, ${STATUS_LABELS[listing.status]}`}
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 rounded-2xl border border-line bg-surface p-3 sm:grid-cols-[auto_minmax(0,1fr)_auto_auto] sm:items-center sm:p-4"
    >
      <AthleteAvatar athlete={listing.card} size="md" className="rounded-xl" />
      <div className="min-w-0">
        <p className="flex min-w-0 items-center gap-2">
          <Link
            to={athleteMarketPath(listing.card.id)}
            className="truncate font-semibold hover:text-accent hover:underline"
          >
            {name}
          </Link>
          <span
            className={cx(
              'shrink-0 rounded-md px-1.5 py-0.5 text-[11px] font-bold uppercase',
              STATUS_CHIPS[listing.status],
            )}
          >
            {STATUS_LABELS[listing.status]}
          </span>
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-1.5 text-xs text-muted">
          <TierBadge tier={listing.card.tier} />
          <span>#{listing.card.serial}</span>
          <span aria-hidden="true">·</span>
          <span>
            {active
              ? expiresIn(listing.expires_at, nowMs)
              : listing.closed_at
                ? `${STATUS_LABELS[listing.status]} ${formatWhen(listing.closed_at)}`
                : `Listed ${formatWhen(listing.created_at)}`}
          </span>
          {listing.status === 'sold' && listing.buyer_username ? (
            <>
              <span aria-hidden="true">·</span>
              <span>
                to <span className="font-medium text-fg">@{listing.buyer_username}</span>
              </span>
            </>
          ) : null}
        </p>
      </div>
      <dl className="col-span-2 grid grid-cols-3 gap-2 text-center text-xs sm:col-span-1 sm:w-64">
        <div className="rounded-lg bg-surface-2 px-2 py-1.5">
          <dt className="text-muted">Price</dt>
          <dd className="font-semibold tabular-nums text-fg">{formatCount(listing.price)}</dd>
        </div>
        <div className="rounded-lg bg-surface-2 px-2 py-1.5">
          <dt className="text-muted">Fee</dt>
          <dd className="font-semibold tabular-nums text-fg">{formatCount(listing.fee)}</dd>
        </div>
        <div className="rounded-lg bg-surface-2 px-2 py-1.5">
          <dt className="text-muted">{listing.status === 'sold' ? 'Received' : 'You get'}</dt>
          <dd
            className={cx(
              'font-semibold tabular-nums',
              listing.status === 'sold' ? 'text-success' : 'text-fg',
            )}
          >
            {formatCount(listing.seller_receives)}
          </dd>
        </div>
      </dl>
      <div className="col-span-2 sm:col-span-1">
        {active ? (
          <Button
            variant="secondary"
            size="sm"
            fullWidth
            loading={cancel.isPending}
            onClick={ask}
            aria-label={`Cancel the listing of ${name}`}
          >
            Cancel
          </Button>
        ) : null}
      </div>
    </article>
  );
}
