import { CREDIT_REASONS, PURCHASE_STATUSES } from '@shred/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
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
import { users } from './users.ts';

/**
 * Draft credits (GAME.md "Economy"): every movement is a row with the balance it left. The
 * credits service is the only writer, and writes the row with the update of credit_balances.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: creditAmount('amount').notNull(),
    reason: text('reason', { enum: CREDIT_REASONS }).notNull(),
    reference: text('reference'),
    balanceAfter: creditAmount('balance_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.id),
    check('credit_ledger_amount_nonzero', sql`${t.amount} <> 0`),
    check('credit_ledger_balance_after_nonnegative', sql`${t.balanceAfter} >= 0`),
    uniqueIndex('credit_ledger_welcome_once').on(t.userId).where(sql`${t.reason} = 'welcome'`),
  ],
);

/**
 * Each user's balance, the ledger's sum kept in one row, so a spend is one conditional update
 * (`… where balance >= amount returning balance`) that concurrent spends cannot overdraw.
 */
export const creditBalances = pgTable(
  'credit_balances',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: creditAmount('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('credit_balances_nonnegative', sql`${t.balance} >= 0`)],
);

/** A purchase of a bundle of credits through a payment provider, pending until it is paid. */
export const creditPurchases = pgTable(
  'credit_purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bundleId: text('bundle_id').notNull(),
    credits: creditAmount('credits').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider', { enum: ['dev', 'stripe'] }).notNull(),
    /** The provider's id of the payment (Stripe Checkout session): one purchase each. */
    providerSessionId: text('provider_session_id'),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('credit_purchases_user_idx').on(t.userId, t.id),
    uniqueIndex('credit_purchases_session_key').on(t.provider, t.providerSessionId),
    check('credit_purchases_credits_positive', sql`${t.credits} > 0`),
  ],
);

/** Provider events already handled, so a repeated webhook delivery changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The first answer to a money-like write per (user, Idempotency-Key): a repeat with the same
 * key replays it and moves nothing. `request_hash` tells a reused key with another body apart.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
