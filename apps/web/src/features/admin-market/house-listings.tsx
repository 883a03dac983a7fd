import type { Listing, ListingStatus } from '@shred/contract';
import { formatCount } from '@shred/game';
import { cx } from '../../ui/class-names.ts';
import { TierBadge } from '../athletes/index.ts';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

const STATUS: Record<ListingStatus, { label: string; className: string }> = {
  active: { label: 'On sale', className: 'bg-accent/15 text-accent' },
  sold: { label: 'Sold', className: 'bg-success/15 text-success' },
  expired: { label: 'Expired', className: 'bg-surface-2 text-muted' },
  cancelled: { label: 'Cancelled', className: 'bg-surface-2 text-muted' },
};

/** The house's latest listings, newest first: card, price, when, and what became of it. */
export function HouseListings({ listings }: { listings: readonly Listing[] }) {
  if (listings.length === 0) {
    return <p className="text-sm text-muted">The bot has listed nothing yet.</p>;
  }
  return (
    <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
      {listings.map((listing) => {
        const status = STATUS[listing.status];
        return (
          <li
            key={listing.id}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-4 py-3"
          >
            <span className="flex min-w-0 items-center gap-2">
              <TierBadge tier={listing.card.tier} />
              <span className="truncate font-semibold text-fg">
                {listing.card.first_name} {listing.card.last_name}
              </span>
            </span>
            <span className="text-right font-semibold tabular-nums text-fg">
              {formatCount(listing.price)} <span className="text-xs font-normal text-muted">credits</span>
            </span>
            <span>
              <span className={cx('rounded-full px-2 py-0.5 text-xs font-semibold', status.className)}>
                {status.label}
              </span>
            </span>
            <span className="text-right text-xs text-muted">
              {listing.status === 'sold' && listing.buyer_username ? `@${listing.buyer_username} · ` : ''}
              {when.format(new Date(listing.closed_at ?? listing.created_at))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
