import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { creditAmount } from './credit-amount.ts';
import { athletes, events } from './game.ts';
import { users } from './users.ts';

export const SUBSCRIPTION_PLANS = ['monthly', 'yearly'] as const;
/**
 * `pending`: a checkout not paid yet; `trial` and `active` give premium until `ends_at`;
 * `cancelled` still gives it until `ends_at` and then renews no more; `expired`: over.
 */
export const SUBSCRIPTION_STATUSES = ['pending', 'trial', 'active', 'cancelled', 'expired'] as const;

/**
 * A player's premium (GAME.md "Engagement"): the one 7-day trial or a paid plan. A user holds
 * at most one live row (trial, active or cancelled) and at most one trial ever, both kept by
 * partial unique indexes, so two concurrent trial starts store one.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['trial', 'paid'] }).notNull(),
    /** Null for a trial. */
    plan: text('plan', { enum: SUBSCRIPTION_PLANS }),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    /** 'dev' or 'stripe' for a paid plan; null for a trial. */
    provider: text('provider'),
    /** The provider's checkout session, while pending. */
    providerSessionId: text('provider_session_id'),
    /** The provider's subscription, once paid (Stripe `sub_…`). */
    providerSubscriptionId: text('provider_subscription_id'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** When premium ends unless renewed: the trial's end, or the paid period's end. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set once TRIAL_EXPIRING_SOON went out, by a conditional update: it goes out once. */
    expiringNotifiedAt: timestamp('expiring_notified_at', { withTimezone: true }),
    /** Set once TRIAL_EXPIRED went out. */
    expiredNotifiedAt: timestamp('expired_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_one_trial_key').on(t.userId).where(sql`${t.kind} = 'trial'`),
    uniqueIndex('subscriptions_one_live_key')
      .on(t.userId)
      .where(sql`${t.status} in ('trial', 'active', 'cancelled')`),
    uniqueIndex('subscriptions_provider_session_key').on(t.provider, t.providerSessionId),
    uniqueIndex('subscriptions_provider_subscription_key').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_status_ends_idx').on(t.status, t.endsAt),
    check('subscriptions_paid_has_plan', sql`${t.kind} = 'trial' or ${t.plan} is not null`),
  ],
);

/**
 * The monthly premium credits, one row per subscription and month of it (0, 1, …): the key
 * makes each month's credits paid once however often the job runs.
 */
export const subscriptionCreditGrants = pgTable(
  'subscription_credit_grants',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    month: integer('month').notNull(),
    credits: creditAmount('credits').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.month] })],
);

/** A fan vote on an event (who wins, who lands the biggest trick), made by staff. */
export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** Votes are taken until then; null: while the event is not over. */
    closesAt: timestamp('closes_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('polls_event_idx').on(t.eventId, t.id)],
);

export const pollOptions = pgTable(
  'poll_options',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** The athlete the option names, when it names one (for the picture). */
    athleteId: integer('athlete_id').references(() => athletes.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('poll_options_position_key').on(t.pollId, t.position)],
);

/** One vote per user per poll: the primary key refuses a second, even a concurrent one. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.userId] }), index('poll_votes_option_idx').on(t.optionId)],
);

/** What staff did to a player's account (grants, flags, deactivation), for the user page's history. */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_actions_user_idx').on(t.userId, t.id)],
);

export const ATHLETE_CLAIM_STATUSES = ['pending', 'approved', 'declined'] as const;

/**
 * A manager's request to be linked to an athlete (requirements A7), decided by staff. One
 * waiting request per account, kept by a partial unique index, so two quick sends store one.
 */
export const athleteClaims = pgTable(
  'athlete_claims',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    status: text('status', { enum: ATHLETE_CLAIM_STATUSES }).notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('athlete_claims_status_check', sql`${t.status} in ('pending', 'approved', 'declined')`),
    uniqueIndex('athlete_claims_one_pending_idx').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('athlete_claims_status_idx').on(t.status, t.id),
    index('athlete_claims_user_idx').on(t.userId, t.id),
  ],
);
