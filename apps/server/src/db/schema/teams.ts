import { sql } from 'drizzle-orm';
import {
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
import { athletes, fantasyGames } from './game.ts';
import { users } from './users.ts';

/** Quickplay cups group games into a casual competition with its own leaderboard. */
export const quickplayCups = pgTable('quickplay_cups', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  season: text('season').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const quickplayCupGames = pgTable(
  'quickplay_cup_games',
  {
    cupId: integer('cup_id')
      .notNull()
      .references(() => quickplayCups.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => fantasyGames.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.cupId, t.gameId] })],
);

/** A manager's team in one game: 5 picks and a captain; its score and rank live in `standings`. */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => fantasyGames.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    mode: text('mode', { enum: ['manager', 'quickplay'] }).notNull(),
    cupId: integer('cup_id').references(() => quickplayCups.id, { onDelete: 'set null' }),
    /** 1, 2 or 3: premium managers may enter up to 3 teams per game. */
    entryNumber: integer('entry_number').notNull().default(1),
    captainAthleteId: integer('captain_athlete_id')
      .notNull()
      .references(() => athletes.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped on every edit: concurrent edits of one team are serialised on it. */
    version: integer('version').notNull().default(1),
    /**
     * The team's line keys, (athlete id × 5 + tier) × 2 + captain (tier 0 none, 1 common …
     * 4 legendary), kept by triggers on team_picks and teams (migration 0006): a scoring pass
     * totals a team by looking its keys up in one small per-game array, in a single scan of
     * teams without joining its picks.
     */
    lines: integer('lines').array().notNull().default(sql`'{}'::int[]`),
  },
  (t) => [
    uniqueIndex('teams_user_game_mode_entry_key').on(t.userId, t.gameId, t.mode, t.entryNumber),
    index('teams_game_idx').on(t.gameId),
    index('teams_cup_user_idx').on(t.cupId, t.userId).where(sql`${t.cupId} is not null`),
  ],
);

export const teamPicks = pgTable(
  'team_picks',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Denormalised from the team so one card can be held unique per game. */
    gameId: integer('game_id')
      .notNull()
      .references(() => fantasyGames.id, { onDelete: 'cascade' }),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => athletes.id),
    cardInstanceId: integer('card_instance_id').references(() => cardInstances.id),
    /** The tier at pick time: the boost is fixed once the pick locks. */
    tier: text('tier', { enum: ['common', 'rare', 'epic', 'legendary'] }),
    /** Quickplay price paid, in credits of the 100 budget. */
    price: integer('price'),
    pickedAt: timestamp('picked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.athleteId] }),
    uniqueIndex('team_picks_card_per_game_key')
      .on(t.gameId, t.cardInstanceId)
      .where(sql`${t.cardInstanceId} is not null`),
    index('team_picks_game_athlete_idx').on(t.gameId, t.athleteId),
  ],
);

/**
 * The contract game each card spent when a game completed: one row per (game, card), so
 * finalising a game again (or after staff reopened it) never spends a card twice.
 */
export const contractSpends = pgTable(
  'contract_spends',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => fantasyGames.id, { onDelete: 'cascade' }),
    cardInstanceId: integer('card_instance_id')
      .notNull()
      .references(() => cardInstances.id, { onDelete: 'cascade' }),
    spentAt: timestamp('spent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.cardInstanceId] })],
);
