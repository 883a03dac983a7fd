import { HOUSE_SELLER_NAME, type Listing } from '@shred/contract';
import { formatCount } from '@shred/game';
import { Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { ShieldIcon } from '../../ui/icons.tsx';
import { AthleteCardArt, TIER_LABELS } from '../athletes/index.ts';
import { expiresIn, listingAthleteName } from './market-format.ts';

interface ListingCardProps {
  listing: Listing;
  nowMs: number;
  /** The viewer's own listing: no Buy button. */
  own: boolean;
  onBuy: (listing: Listing) => void;
  /** Opened from a link to this listing (a notification): drawn out and scrolled to. */
  highlighted?: boolean;
  eager?: boolean;
}

/** The athlete's market page: price history, value per tier and every card of theirs for sale. */
export const athleteMarketPath = (athleteId: number) => `/manager/market/athletes/${athleteId}`;

/**
 * A card for sale: the collectible itself, then its price, who sells it (the house's own
 * listings badged as Shred League's), how long it has left and Buy.
 */
export function ListingCard({ listing, nowMs, own, onBuy, highlighted = false, eager }: ListingCardProps) {
  const name = listingAthleteName(listing);
  const tier = TIER_LABELS[listing.card.tier];
  return (
    <article
      id={`listing-${listing.id}`}
      aria-label={`${name}, ${tier} card, ${formatCount(listing.price)} credits`}
      data-tier={listing.card.tier}
      data-highlighted={highlighted || undefined}
      className={cx(
        'flex h-full scroll-mt-24 flex-col gap-2 rounded-2xl',
        highlighted && 'outline-2 outline-offset-4 outline-accent',
      )}
    >
      <Link
        to={athleteMarketPath(listing.card.id)}
        tabIndex={-1}
        aria-hidden="true"
        className="block transition hover:-translate-y-0.5"
      >
        <AthleteCardArt card={listing.card} eager={eager ?? false} />
      </Link>
      <div className="flex flex-1 flex-col gap-2 rounded-2xl border border-line bg-surface p-3">
        <Link
          to={athleteMarketPath(listing.card.id)}
          className="min-w-0 truncate text-sm font-semibold hover:text-accent hover:underline"
          aria-label={`${name}: prices and listings`}
        >
          {name}
        </Link>
        <p className="-mt-1 flex items-baseline gap-1">
          <span className="font-display text-2xl font-bold tabular-nums leading-none">
            {formatCount(listing.price)}
          </span>
          <span className="text-xs text-muted">credits</span>
        </p>
        <div className="flex flex-col items-start gap-1 text-xs text-muted">
          {listing.is_house ? (
            <span
              className="inline-flex items-center gap-1 rounded-md bg-accent/15 px-1.5 py-0.5 font-semibold text-accent"
              data-testid="house-badge"
            >
              <ShieldIcon width={12} height={12} aria-hidden="true" />
              {HOUSE_SELLER_NAME}
            </span>
          ) : (
            <span className="max-w-full truncate py-0.5">
              by <span className="font-medium text-fg">@{listing.seller_username}</span>
            </span>
          )}
          <span>{expiresIn(listing.expires_at, nowMs)}</span>
        </div>
        <div className="mt-auto pt-1">
          {own ? (
            <p className="rounded-xl bg-surface-2 px-3 py-2 text-center text-sm font-semibold text-muted">
              Your listing
            </p>
          ) : (
            <Button size="sm" fullWidth onClick={() => onBuy(listing)} aria-label={`Buy ${name}, ${tier}`}>
              Buy
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

/** Cards standing in for a page of listings while it loads, the shape of the ones to come. */
export function ListingGridSkeleton({ count = 8, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className={LISTING_GRID}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
        <div key={i} className="flex flex-col gap-2">
          <div className="aspect-[5/7] w-full animate-pulse rounded-[7%/5%] bg-surface-2" />
          <div className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-3">
            <span className="h-4 w-3/4 animate-pulse rounded bg-surface-2" />
            <span className="h-6 w-1/3 animate-pulse rounded bg-surface-2" />
            <span className="h-3 w-2/3 animate-pulse rounded bg-surface-2" />
            <span className="h-9 w-full animate-pulse rounded-xl bg-surface-2" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Two cards a row on phones, up to five on wide screens. */
export const LISTING_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5';
