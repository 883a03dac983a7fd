import type { TierWeight } from '@shred/game';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { creditAmount } from './credit-amount.ts';
import { athletes, sports } from './game.ts';
import { users } from './users.ts';

const tierColumn = (name: string) => text(name, { enum: ['common', 'rare', 'epic', 'legendary'] });

/** A draft per sport × tier: its price, its published odds and whether it is on sale. */
export const draftConfigs = pgTable(
  'draft_configs',
  {
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
    tier: tierColumn('tier').notNull(),
    price: creditAmount('price').notNull(),
    /** Integer weights per tier, in tier order. */
    odds: jsonb('odds').$type<TierWeight[]>().notNull(),
    onSale: boolean('on_sale').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sportId, t.tier] }),
    check('draft_configs_price_positive', sql`${t.price} > 0`),
  ],
);

/** The staff-managed pool a sport's drafts draw athletes from, each with an integer weight. */
export const draftPool = pgTable(
  'draft_pool',
  {
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    weight: integer('weight').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sportId, t.athleteId] }),
    check('draft_pool_weight_positive', sql`${t.weight} > 0`),
  ],
);

/**
 * A player's seed pair: the server seed is committed by its hash before any draw and revealed
 * when the player rotates to a new pair. One pair per player is current (not revealed).
 */
export const draftSeedPairs = pgTable(
  'draft_seed_pairs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce of the pair's next opening. */
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('draft_seed_pairs_current_key').on(t.userId).where(sql`${t.revealedAt} is null`)],
);

/** One opened draft with everything its proof needs, as it was at the time. */
export const draftOpenings = pgTable(
  'draft_openings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    tier: tierColumn('tier').notNull(),
    price: creditAmount('price').notNull(),
    odds: jsonb('odds').$type<TierWeight[]>().notNull(),
    pool: jsonb('pool').$type<{ athlete_id: number; weight: number }[]>().notNull(),
    seedPairId: integer('seed_pair_id')
      .notNull()
      .references(() => draftSeedPairs.id, { onDelete: 'cascade' }),
    nonce: integer('nonce').notNull(),
    /** The minted cards in draw order. */
    cardIds: integer('card_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('draft_openings_nonce_key').on(t.seedPairId, t.nonce),
    index('draft_openings_user_idx').on(t.userId, t.id),
  ],
);
