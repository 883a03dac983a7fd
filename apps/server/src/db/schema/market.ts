import { LISTING_STATUSES } from '@shred/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cardInstances } from './cards.ts';
import { creditAmount } from './credit-amount.ts';
import { athletes, sports } from './game.ts';
import { users } from './users.ts';

const tierColumn = (name: string) => text(name, { enum: ['common', 'rare', 'epic', 'legendary'] });

/**
 * A card for sale (GAME.md "Economy"). A listing sells at most once: the sale is one conditional
 * update from 'active', and a card has at most one active listing. The athlete, sport and tier are
 * copied from the card (which never changes them) so a search reads one table. `seller_id` is null
 * for the house's listings, whose cards come from the pool.
 */
export const marketListings = pgTable(
  'market_listings',
  {
    id: serial('id').primaryKey(),
    cardInstanceId: integer('card_instance_id')
      .notNull()
      .references(() => cardInstances.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'cascade' }),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => athletes.id),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    tier: tierColumn('tier').notNull(),
    price: creditAmount('price').notNull(),
    /** What a sale burns: 5 % of the price, rounded down, fixed when listed. */
    fee: creditAmount('fee').notNull(),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it sold, was cancelled or expired. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('market_listings_one_active_per_card')
      .on(t.cardInstanceId)
      .where(sql`${t.status} = 'active'`),
    // expires_at closes each search key, so a filtered count reads the index alone.
    index('market_listings_active_price_idx')
      .on(t.price, t.id, t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index('market_listings_active_newest_idx').on(t.id).where(sql`${t.status} = 'active'`),
    index('market_listings_active_athlete_idx')
      .on(t.athleteId, t.tier, t.price, t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index('market_listings_active_sport_idx')
      .on(t.sportId, t.tier, t.price, t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index('market_listings_active_tier_idx')
      .on(t.tier, t.price, t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index('market_listings_active_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'active'`),
    index('market_listings_sold_idx').on(t.athleteId, t.tier, t.closedAt).where(sql`${t.status} = 'sold'`),
    index('market_listings_seller_idx').on(t.sellerId, t.id),
    check('market_listings_price_positive', sql`${t.price} > 0`),
    check('market_listings_fee_range', sql`${t.fee} >= 0 and ${t.fee} <= ${t.price}`),
    check('market_listings_closed_when_done', sql`(${t.status} = 'active') = (${t.closedAt} is null)`),
    check('market_listings_buyer_when_sold', sql`(${t.status} = 'sold') = (${t.buyerId} is not null)`),
  ],
);

/** A price alert: tell the user when a card of this athlete (and tier) is listed at or below a price. */
export const marketAlerts = pgTable(
  'market_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    /** Null matches every tier. */
    tier: tierColumn('tier'),
    maxPrice: creditAmount('max_price').notNull(),
    firedCount: integer('fired_count').notNull().default(0),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('market_alerts_athlete_idx').on(t.athleteId, t.maxPrice),
    index('market_alerts_user_idx').on(t.userId, t.id),
    check('market_alerts_max_price_positive', sql`${t.maxPrice} > 0`),
  ],
);

/** The market bot's rules: one row, which staff edit at /admin/market/bot. */
export const marketBotSettings = pgTable(
  'market_bot_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    budget: creditAmount('budget').notNull().default(0),
    percentOfReference: integer('percent_of_reference').notNull().default(100),
    maxActive: integer('max_active').notNull().default(0),
    durationDays: integer('duration_days').notNull().default(3),
    tiers: text('tiers').array().notNull().default(sql`'{common,rare}'::text[]`),
    /** Sport slugs; empty means every sport with a pool. */
    sports: text('sports').array().notNull().default(sql`'{}'::text[]`),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('market_bot_settings_one_row', sql`${t.id} = 1`),
    check('market_bot_settings_budget_nonnegative', sql`${t.budget} >= 0`),
  ],
);
