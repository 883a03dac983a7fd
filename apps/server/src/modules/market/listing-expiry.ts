import { formatCount } from '@shred/game';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { athletes, marketListings } from '../../db/schema/index.ts';
import { announceStale, readTags } from '../../platform/read-cache/stale-reads.ts';
import { notify } from '../notifications/notify.ts';

/**
 * Inside the caller's transaction: every listing still active at or past its expiry turns
 * expired, closed at the moment it expired, in one conditional update (a sale or cancel racing
 * it finds it no longer active, and it skips what they took). Each player seller is told; the
 * house is not. Answers the sellers, whose cards' answers now show no listing.
 */
export async function expireDueListings(
  tx: Db,
  at: Date,
  only: { cardId?: number } = {},
): Promise<{ expired: number; sellerIds: number[] }> {
  const expired = await tx
    .update(marketListings)
    .set({ status: 'expired', closedAt: marketListings.expiresAt })
    .where(
      and(
        eq(marketListings.status, 'active'),
        lte(marketListings.expiresAt, at),
        only.cardId === undefined ? undefined : eq(marketListings.cardInstanceId, only.cardId),
      ),
    )
    .returning({
      id: marketListings.id,
      sellerId: marketListings.sellerId,
      athleteId: marketListings.athleteId,
      tier: marketListings.tier,
      price: marketListings.price,
    });
  const ofPlayers = expired.flatMap((l) => (l.sellerId === null ? [] : [{ ...l, sellerId: l.sellerId }]));
  if (ofPlayers.length === 0) return { expired: expired.length, sellerIds: [] };

  const names = new Map(
    (
      await tx
        .select({ id: athletes.id, firstName: athletes.firstName, lastName: athletes.lastName })
        .from(athletes)
        .where(inArray(athletes.id, [...new Set(ofPlayers.map((l) => l.athleteId))]))
    ).map((a) => [a.id, `${a.firstName} ${a.lastName}`]),
  );
  await notify(
    tx,
    ofPlayers.map((l) => ({
      userId: l.sellerId,
      type: 'MARKET_LISTING_EXPIRED' as const,
      title: 'Your listing expired',
      body: `Nobody bought your ${l.tier} ${names.get(l.athleteId) ?? 'card'} at ${formatCount(l.price)} credits: it is yours to play or list again.`,
      cta: 'See my listings',
      target: '/manager/market/listings/my-listings?status=expired',
    })),
  );
  return { expired: expired.length, sellerIds: [...new Set(ofPlayers.map((l) => l.sellerId))] };
}

/**
 * The scheduled sweep (every minute): expire what is due, and tell every server process that
 * the sellers' cards changed, in one transaction.
 */
export function expireListings(db: Db, at: Date): Promise<{ expired: number; sellerIds: number[] }> {
  return db.transaction(async (tx) => {
    const outcome = await expireDueListings(tx, at);
    await announceStale(tx, outcome.sellerIds.map(readTags.user));
    return outcome;
  });
}
