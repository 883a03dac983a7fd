import {
  type AthleteCard,
  type AthleteMarket,
  HOUSE_SELLER_NAME,
  type Listing,
  type MarketAlert,
  type PricePoint,
} from '@shred/contract';
import { CARD_TIERS, type CardTier, sellerProceeds } from '@shred/game';
import type { AlertRow, ListingWithNames } from './market.queries.ts';

/**
 * A listing as players see it. An active listing past its expiry shows as expired, closed when
 * it expired, before the sweep marks it so.
 */
export function presentListing(row: ListingWithNames, card: AthleteCard, at: Date): Listing {
  const { listing } = row;
  const lapsed = listing.status === 'active' && listing.expiresAt.getTime() <= at.getTime();
  const closedAt = lapsed ? listing.expiresAt : listing.closedAt;
  return {
    id: listing.id,
    card,
    price: listing.price,
    fee: listing.fee,
    seller_receives: sellerProceeds(listing.price),
    seller_username: listing.sellerId === null ? HOUSE_SELLER_NAME : (row.sellerUsername ?? ''),
    is_house: listing.sellerId === null,
    status: lapsed ? 'expired' : listing.status,
    expires_at: listing.expiresAt.toISOString(),
    created_at: listing.createdAt.toISOString(),
    closed_at: closedAt?.toISOString() ?? null,
    buyer_username: row.buyerUsername,
  };
}

export const presentAlert = (row: AlertRow): MarketAlert => ({
  id: row.alert.id,
  athlete: {
    id: row.athlete.id,
    slug: row.athlete.slug,
    first_name: row.athlete.firstName,
    last_name: row.athlete.lastName,
    avatar: row.athlete.avatar,
    gender: row.athlete.gender,
  },
  athlete_id: row.alert.athleteId,
  tier: row.alert.tier,
  max_price: row.alert.maxPrice,
  created_at: row.alert.createdAt.toISOString(),
  fired_count: row.alert.firedCount,
  last_fired_at: row.alert.lastFiredAt?.toISOString() ?? null,
});

export const presentPricePoint = (sale: { price: number; tier: CardTier; soldAt: Date }): PricePoint => ({
  price: sale.price,
  tier: sale.tier,
  sold_at: sale.soldAt.toISOString(),
});

/** Every tier, common first, from the asks on sale now and the sales so far. */
export function presentAthleteMarket(
  athleteId: number,
  asks: ReadonlyArray<{ tier: CardTier; listings: number; lowestAsk: number }>,
  sales: ReadonlyArray<{ tier: CardTier; sales: number; lastPrice: number; lastSoldAt: Date }>,
): AthleteMarket {
  return {
    athlete_id: athleteId,
    tiers: CARD_TIERS.map((tier) => {
      const ask = asks.find((a) => a.tier === tier);
      const sold = sales.find((s) => s.tier === tier);
      return {
        tier,
        last_sale: sold ? { price: sold.lastPrice, sold_at: sold.lastSoldAt.toISOString() } : null,
        lowest_ask: ask ? ask.lowestAsk : null,
        listings: ask?.listings ?? 0,
        sales: sold?.sales ?? 0,
      };
    }),
  };
}
