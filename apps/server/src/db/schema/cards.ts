import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { athletes } from './game.ts';
import { users } from './users.ts';

/** One numbered copy of an athlete in a tier (GAME.md "Economy"). Exactly one owner, or the pool. */
export const cardInstances = pgTable(
  'card_instances',
  {
    id: serial('id').primaryKey(),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => athletes.id),
    tier: text('tier', { enum: ['common', 'rare', 'epic', 'legendary'] }).notNull(),
    season: text('season').notNull(),
    serial: integer('serial').notNull(),
    /** Null while the card sits in the staff-managed pool. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    contractGamesLeft: integer('contract_games_left').notNull().default(10),
    mintedAt: timestamp('minted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_instances_serial_key').on(t.athleteId, t.tier, t.season, t.serial),
    index('card_instances_owner_idx').on(t.ownerId),
    check('card_instances_contract_nonnegative', sql`${t.contractGamesLeft} >= 0`),
  ],
);

/** Who has received the starter squad: one row per manager, so it is granted once. */
export const starterSquads = pgTable('starter_squads', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  cards: integer('cards').notNull(),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});
