import { XP_REASONS } from '@shred/game';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The XP ledger: one row per award. Its key (user, reason, reference) makes an award happen at
 * most once however often, or however concurrently, the event that earns it is handled;
 * `users.xp` is raised in the same transaction only when the row was inserted.
 */
export const xpAwards = pgTable(
  'xp_awards',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: XP_REASONS }).notNull(),
    /** What it was earned on: the game's id for joining and placing, the challenge's id later. */
    reference: integer('reference').notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.reason, t.reference] }),
    check('xp_awards_amount_positive', sql`${t.amount} > 0`),
  ],
);
