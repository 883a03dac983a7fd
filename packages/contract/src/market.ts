import { CARD_TIERS, formatCount, LISTING_DAYS, LISTING_PRICE_MAX } from '@shred/game';
import { z } from 'zod';
import { cardTierSchema } from './athletes.ts';
import { athleteCardSchema } from './cards.ts';
import { recordIdInUrlSchema, recordIdSchema } from './catalog.ts';
import { listPageOf, listPageQuerySchema } from './credits.ts';

/** The name house listings show in place of a seller, so nobody mistakes them for a player's. */
export const HOUSE_SELLER_NAME = 'Shred League';

export const LISTING_STATUSES = ['active', 'sold', 'expired', 'cancelled'] as const;
export const listingStatusSchema = z.enum(LISTING_STATUSES);
export type ListingStatus = z.infer<typeof listingStatusSchema>;

export const LISTING_SORTS = ['price', '-price', 'newest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

const priceSchema = (what: string) =>
  z
    .number({ error: `Give ${what} in whole credits.` })
    .int(`Give ${what} in whole credits.`)
    .min(1, `${what[0]?.toUpperCase()}${what.slice(1)} is at least 1 credit.`)
    .max(
      LISTING_PRICE_MAX,
      `${what[0]?.toUpperCase()}${what.slice(1)} is at most ${formatCount(LISTING_PRICE_MAX)} credits.`,
    );

const priceInUrlSchema = z.coerce
  .number({ error: 'Give a price in whole credits.' })
  .int('Give a price in whole credits.')
  .min(1, 'A price is at least 1 credit.')
  .max(LISTING_PRICE_MAX, `A price is at most ${formatCount(LISTING_PRICE_MAX)} credits.`);

const sportSlugInUrlSchema = z
  .string()
  .max(80, 'Unknown sport.')
  .regex(/^[a-z0-9-]+$/, 'Unknown sport.');

/**
 * A card for sale. `seller_username` is the house's name for the market bot's listings, which
 * carry `is_house`. `fee` and `seller_receives` are what a sale at this price burns and pays.
 */
export const listingSchema = z.object({
  id: z.number().int(),
  card: athleteCardSchema,
  price: z.number().int(),
  fee: z.number().int(),
  seller_receives: z.number().int(),
  seller_username: z.string(),
  is_house: z.boolean(),
  status: listingStatusSchema,
  expires_at: z.string(),
  created_at: z.string(),
  /** When it sold, was cancelled or expired; null while active. */
  closed_at: z.string().nullable(),
  /** Who bought it, shown to the seller once sold. */
  buyer_username: z.string().nullable(),
});
export type Listing = z.infer<typeof listingSchema>;
export const listingPageSchema = listPageOf(listingSchema);
export type ListingPage = z.infer<typeof listingPageSchema>;

/** Market search (GET market/listings/): active listings, filtered and sorted. */
export const listingQuerySchema = listPageQuerySchema.extend({
  sport: sportSlugInUrlSchema.optional(),
  tier: z.enum(CARD_TIERS, { error: 'Choose common, rare, epic or legendary.' }).optional(),
  athlete_id: recordIdInUrlSchema.optional(),
  /** Part of an athlete's name. */
  q: z.string().trim().max(80, 'Search with at most 80 characters.').optional(),
  min_price: priceInUrlSchema.optional(),
  max_price: priceInUrlSchema.optional(),
  sort: z.enum(LISTING_SORTS, { error: 'Sort by price, -price or newest.' }).default('newest'),
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;

export const myListingsQuerySchema = listPageQuerySchema.extend({
  status: z.enum(LISTING_STATUSES, { error: 'Choose active, sold, expired or cancelled.' }).optional(),
});
export type MyListingsQuery = z.infer<typeof myListingsQuerySchema>;

export const createListingBodySchema = z.object({
  card_instance_id: recordIdSchema,
  price: priceSchema('a price'),
  duration_days: z
    .number({ error: 'Give a duration in days.' })
    .int('List for whole days.')
    .min(LISTING_DAYS.min, `List for ${LISTING_DAYS.min} to ${LISTING_DAYS.max} days.`)
    .max(LISTING_DAYS.max, `List for ${LISTING_DAYS.min} to ${LISTING_DAYS.max} days.`),
});
export type CreateListingBody = z.infer<typeof createListingBodySchema>;

/** A purchase: the card now the buyer's, and the buyer's balance after paying. */
export const purchasedListingSchema = z.object({
  listing_id: z.number().int(),
  price: z.number().int(),
  card: athleteCardSchema,
  balance: z.number().int(),
});
export type PurchasedListing = z.infer<typeof purchasedListingSchema>;

/** A price alert: tell me when a card of this athlete (of this tier, if given) is listed at or below my price. */
export const marketAlertSchema = z.object({
  id: z.number().int(),
  athlete: z.object({
    id: z.number().int(),
    slug: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    avatar: z.string().nullable(),
    gender: z.string(),
  }),
  athlete_id: z.number().int(),
  tier: cardTierSchema.nullable(),
  max_price: z.number().int(),
  created_at: z.string(),
  /** How many listings have matched it, and when the last one did. */
  fired_count: z.number().int(),
  last_fired_at: z.string().nullable(),
});
export type MarketAlert = z.infer<typeof marketAlertSchema>;
export const marketAlertPageSchema = listPageOf(marketAlertSchema);
export type MarketAlertPage = z.infer<typeof marketAlertPageSchema>;

/** The most alerts one player keeps at once. */
export const MARKET_ALERTS_MAX = 50;

export const createAlertBodySchema = z.object({
  athlete_id: recordIdSchema,
  tier: cardTierSchema.nullable().optional(),
  max_price: priceSchema('a maximum price'),
});
export type CreateAlertBody = z.infer<typeof createAlertBodySchema>;

/** One sale of an athlete's card, for their price history. */
export const pricePointSchema = z.object({
  price: z.number().int(),
  tier: cardTierSchema,
  sold_at: z.string(),
});
export type PricePoint = z.infer<typeof pricePointSchema>;

/** What a card of this athlete and tier is worth now: last sale, lowest ask, how many are for sale. */
export const tierMarketSchema = z.object({
  tier: cardTierSchema,
  last_sale: z.object({ price: z.number().int(), sold_at: z.string() }).nullable(),
  lowest_ask: z.number().int().nullable(),
  listings: z.number().int(),
  sales: z.number().int(),
});
export type TierMarket = z.infer<typeof tierMarketSchema>;

export const athleteMarketSchema = z.object({
  athlete_id: z.number().int(),
  /** Every tier, common first. */
  tiers: z.array(tierMarketSchema),
});
export type AthleteMarket = z.infer<typeof athleteMarketSchema>;

/** Staff: the market bot's rules (GAME.md "Economy"). */
export const marketBotSettingsSchema = z.object({
  enabled: z.boolean({ error: 'Say whether the bot runs.' }),
  /** The most credits' worth of cards the house keeps on sale at once. */
  budget: z
    .number({ error: 'Give a budget in whole credits.' })
    .int('Give a budget in whole credits.')
    .min(0, 'The budget cannot be negative.')
    .max(100_000_000, 'The budget is at most 100,000,000 credits.'),
  /** Asking price as a percentage of the reference price from ASPI and tier. */
  percent_of_reference: z
    .number({ error: 'Give a percentage.' })
    .int('Give a whole percentage.')
    .min(10, 'Ask at least 10 % of the reference price.')
    .max(500, 'Ask at most 500 % of the reference price.'),
  /** The most house listings on sale at once. */
  max_active: z
    .number({ error: 'Give a number of listings.' })
    .int('Give a whole number of listings.')
    .min(0, 'The limit cannot be negative.')
    .max(10_000, 'Keep at most 10,000 listings on sale.'),
  duration_days: z
    .number({ error: 'Give a duration in days.' })
    .int('List for whole days.')
    .min(LISTING_DAYS.min, `List for ${LISTING_DAYS.min} to ${LISTING_DAYS.max} days.`)
    .max(LISTING_DAYS.max, `List for ${LISTING_DAYS.min} to ${LISTING_DAYS.max} days.`),
  /** Tiers the bot lists; at least one. */
  tiers: z
    .array(cardTierSchema)
    .min(1, 'Choose at least one tier.')
    .refine((tiers) => new Set(tiers).size === tiers.length, 'Choose each tier once.'),
  /** Sport slugs the bot lists; empty means every sport with a pool. */
  sports: z.array(sportSlugInUrlSchema).max(50),
});
export type MarketBotSettings = z.infer<typeof marketBotSettingsSchema>;

export const marketBotSchema = marketBotSettingsSchema.extend({
  active_listings: z.number().int(),
  /** The asking prices of the house's active listings added up: what counts against the budget. */
  active_value: z.number().int(),
  sold: z.number().int(),
  /** Credits buyers paid the house; they leave the economy. */
  revenue: z.number().int(),
  last_run_at: z.string().nullable(),
  /** The house's most recent listings, newest first. */
  listings: z.array(listingSchema),
});
export type MarketBot = z.infer<typeof marketBotSchema>;

export const marketBotRunSchema = z.object({ listed: z.number().int(), active_value: z.number().int() });
export type MarketBotRun = z.infer<typeof marketBotRunSchema>;

/** Staff: the market at a glance, with a day-by-day series for the chart. */
export const marketStatsSchema = z.object({
  active_listings: z.number().int(),
  house_active_listings: z.number().int(),
  sales: z.number().int(),
  volume: z.number().int(),
  fees_burned: z.number().int(),
  /** The last 30 days, oldest first, days without sales included. */
  days: z.array(
    z.object({ day: z.string(), sales: z.number().int(), volume: z.number().int(), fees: z.number().int() }),
  ),
});
export type MarketStats = z.infer<typeof marketStatsSchema>;
