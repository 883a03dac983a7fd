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
import { cardInstances } from './cards.ts';
import { creditAmount } from './credit-amount.ts';
import { users } from './users.ts';

/** What a reward gives (GAME.md "Engagement"). */
export const REWARD_KINDS = ['credits', 'card', 'xp'] as const;
/** What a challenge counts (GAME.md "Engagement"). */
export const CHALLENGE_CONDITIONS = [
  'join_games',
  'captain_top3',
  'open_draft',
  'market_buy',
  'follow_managers',
  'join_league',
] as const;

/**
 * A reward waiting to be claimed, earned by placing in a completed game or by completing a
 * challenge. Its key (user, source, reference) makes the same placing or challenge reward once
 * however often it is handled; `claimed_at` is set by a conditional update, so it pays once.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['game', 'challenge'] }).notNull(),
    /** The game's id for a placing, the challenge's id for a challenge. */
    reference: integer('reference').notNull(),
    /** What it is for, as the rewards list shows it ("Top 10 % in Park Men"). */
    title: text('title').notNull(),
    /** The placing band ('top1', 'top10', 'top25'); null for a challenge. */
    band: text('band'),
    kind: text('kind', { enum: REWARD_KINDS }).notNull(),
    /** Credits or XP given; 1 for a card. */
    amount: creditAmount('amount').notNull(),
    /** The tier of the card a card reward gives. */
    cardTier: text('card_tier', { enum: ['common', 'rare', 'epic', 'legendary'] }),
    /** The card given, once claimed. */
    cardInstanceId: integer('card_instance_id').references(() => cardInstances.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rewards_source_key').on(t.userId, t.source, t.reference),
    index('rewards_user_idx').on(t.userId, t.id),
    check('rewards_amount_positive', sql`${t.amount} > 0`),
    check('rewards_card_has_tier', sql`(${t.kind} = 'card') = (${t.cardTier} is not null)`),
  ],
);

/** A set of challenges that runs between two dates. */
export const challengeSets = pgTable(
  'challenge_sets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('challenge_sets_dates_idx').on(t.startsAt, t.endsAt),
    check('challenge_sets_dates_order', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** One challenge of a set: a condition counted to a target, and the reward for reaching it. */
export const challenges = pgTable(
  'challenges',
  {
    id: serial('id').primaryKey(),
    setId: integer('set_id')
      .notNull()
      .references(() => challengeSets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    condition: text('condition', { enum: CHALLENGE_CONDITIONS }).notNull(),
    target: integer('target').notNull(),
    rewardKind: text('reward_kind', { enum: REWARD_KINDS }).notNull(),
    rewardAmount: creditAmount('reward_amount').notNull(),
    rewardCardTier: text('reward_card_tier', { enum: ['common', 'rare', 'epic', 'legendary'] }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('challenges_set_idx').on(t.setId, t.position),
    index('challenges_condition_idx').on(t.condition),
    check('challenges_target_positive', sql`${t.target} > 0`),
    check('challenges_reward_positive', sql`${t.rewardAmount} > 0`),
    check('challenges_card_has_tier', sql`(${t.rewardKind} = 'card') = (${t.rewardCardTier} is not null)`),
  ],
);

/**
 * One counted step towards a challenge: the thing done (a game joined, a league joined, a
 * manager followed…) by its reference, so doing the same thing twice counts once.
 */
export const challengeSteps = pgTable(
  'challenge_steps',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    reference: integer('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.challengeId, t.reference] })],
);

/** A user's progress on a challenge: the steps counted and, once the target is met, when. */
export const challengeProgress = pgTable(
  'challenge_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    progress: integer('progress').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.challengeId] }),
    check('challenge_progress_nonnegative', sql`${t.progress} >= 0`),
  ],
);

/** A milestone a user reached (first team, first podium…), shown in the achievement modal once. */
export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The achievement's key in the game's list of achievements. */
    achievement: text('achievement').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the modal showed it; null until then. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.achievement] }),
    index('user_achievements_unseen_idx').on(t.userId).where(sql`${t.seenAt} is null`),
  ],
);
