import { formatCount, sellerProceeds } from '@shred/game';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cardInstances, marketListings } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { domainEvent, publish } from '../../platform/domain-events/publish.ts';
import { moveCreditsTogether, ShortBalance } from '../credits/credit-ledger.ts';
import { notify } from '../notifications/notify.ts';

export type ListingRow = typeof marketListings.$inferSelect;

export const LISTING_NOT_FOUND = 'There is no listing with this id.';
export const OWN_LISTING = 'This is your own listing: cancel it from My Listings instead of buying it.';

/** Why a listing cannot be bought now, in words a player can read. */
export function notForSale(listing: ListingRow, at: Date): string | null {
  if (listing.status === 'sold') return 'This card has already been sold.';
  if (listing.status === 'cancelled') return 'The seller has cancelled this listing.';
  if (listing.status === 'expired' || listing.expiresAt.getTime() <= at.getTime()) {
    return 'This listing has expired.';
  }
  return null;
}

/**
 * Buy a listing inside the caller's transaction (GAME.md "Economy"). The card's row is locked
 * first, as listing and team writes lock it, so no two of them wait on each other in opposite
 * orders. The listing then turns from active to sold in one conditional update: under any number
 * of concurrent buyers exactly one finds it active, and the others find it sold. The buyer pays
 * the price, the seller receives it less the fee, the fee is burned (it is credited to nobody and
 * stays recorded on the listing), and the card changes owner only if the seller still holds it.
 * Any refusal throws, and the caller's rollback undoes everything.
 */
export async function buyListing(
  tx: Db,
  input: { listingId: number; buyerId: number; at: Date },
): Promise<{ listing: ListingRow; balance: number }> {
  const { listingId, buyerId, at } = input;
  const [target] = await tx.select().from(marketListings).where(eq(marketListings.id, listingId));
  if (!target) throw notFound(LISTING_NOT_FOUND);
  // A listing already gone is refused before queueing on its card: under a rush of buyers, the
  // losers then leave at once instead of holding a connection while the winner commits.
  const gone = notForSale(target, at);
  if (gone) throw conflict(gone);
  if (target.sellerId === buyerId) throw conflict(OWN_LISTING);
  await tx
    .select({ id: cardInstances.id })
    .from(cardInstances)
    .where(eq(cardInstances.id, target.cardInstanceId))
    .for('update');

  const [sold] = await tx
    .update(marketListings)
    .set({ status: 'sold', buyerId, closedAt: at })
    .where(
      and(
        eq(marketListings.id, listingId),
        eq(marketListings.status, 'active'),
        gt(marketListings.expiresAt, at),
        or(isNull(marketListings.sellerId), ne(marketListings.sellerId, buyerId)),
      ),
    )
    .returning();
  if (!sold) throw await refusal(tx, listingId, buyerId, at);

  const reference = `listing:${sold.id}`;
  let balance: number;
  try {
    const balances = await moveCreditsTogether(tx, [
      { userId: buyerId, amount: -sold.price, reason: 'market_buy', reference },
      ...(sold.sellerId === null
        ? []
        : [
            {
              userId: sold.sellerId,
              amount: sellerProceeds(sold.price),
              reason: 'market_sale' as const,
              reference,
            },
          ]),
    ]);
    balance = balances.get(buyerId) ?? 0;
  } catch (error) {
    if (error instanceof ShortBalance && error.userId === buyerId) {
      throw conflict(
        `Not enough credits: this card costs ${formatCount(sold.price)} credits and your balance is ${formatCount(error.balance)}.`,
      );
    }
    throw error;
  }

  const [moved] = await tx
    .update(cardInstances)
    .set({ ownerId: buyerId })
    .where(
      and(
        eq(cardInstances.id, sold.cardInstanceId),
        sql`${cardInstances.ownerId} is not distinct from ${sold.sellerId}`,
      ),
    )
    .returning({ id: cardInstances.id });
  if (!moved) throw new Error(`Listing ${sold.id} sold a card its seller no longer holds`);

  await publish(
    tx,
    domainEvent('listing.sold', { listing_id: sold.id, seller_id: sold.sellerId, buyer_id: buyerId }),
  );
  if (sold.sellerId !== null) {
    await notify(tx, [
      {
        userId: sold.sellerId,
        type: 'MARKET_LISTING_SOLD',
        title: 'Your card sold',
        body: `Your listing sold for ${formatCount(sold.price)} credits; you received ${formatCount(sellerProceeds(sold.price))} after the 5% fee.`,
        cta: 'See my listings',
        target: '/manager/market/listings/my-listings?status=sold',
      },
    ]);
  }
  return { listing: sold, balance };
}

async function refusal(tx: Db, listingId: number, buyerId: number, at: Date) {
  const [listing] = await tx.select().from(marketListings).where(eq(marketListings.id, listingId));
  if (!listing) return notFound(LISTING_NOT_FOUND);
  const reason = notForSale(listing, at);
  if (reason) return conflict(reason);
  if (listing.sellerId === buyerId) return conflict(OWN_LISTING);
  return conflict('This listing cannot be bought now. Refresh the market and try again.');
}
