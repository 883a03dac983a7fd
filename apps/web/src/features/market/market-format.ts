import type { Listing } from '@shred/contract';
import { formatCount } from '@shred/game';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** 'Ends in 3 days', 'Ends in 5 h', 'Ends in 12 min', 'Ended': how long a listing has left. */
export function expiresIn(expiresAt: string, nowMs: number): string {
  const left = Date.parse(expiresAt) - nowMs;
  if (left <= 0) return 'Ended';
  if (left >= 2 * DAY_MS) return `Ends in ${formatCount(Math.round(left / DAY_MS))} days`;
  if (left >= HOUR_MS) return `Ends in ${formatCount(Math.floor(left / HOUR_MS))} h`;
  return `Ends in ${formatCount(Math.max(1, Math.floor(left / 60_000)))} min`;
}

/** '1,200 credits' / '1 credit'. */
export const creditsText = (amount: number) => `${formatCount(amount)} credit${amount === 1 ? '' : 's'}`;

/** The athlete on a listing's card, as people write them. */
export const listingAthleteName = (listing: Pick<Listing, 'card'>) =>
  `${listing.card.first_name} ${listing.card.last_name}`;
