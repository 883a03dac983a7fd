import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Sports and their disciplines (GAME.md "Sports, athletes, events"). */
export const sports = pgTable('sports', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const disciplines = pgTable(
  'disciplines',
  {
    id: serial('id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('disciplines_sport_slug_key').on(t.sportId, t.slug)],
);

export const athletes = pgTable(
  'athletes',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender', { enum: ['M', 'W', 'F'] }).notNull(),
    primarySportId: integer('primary_sport_id')
      .notNull()
      .references(() => sports.id),
    /** IOC country code (e.g. GER); flags map it to ISO alpha-2 in the client. */
    nationality: text('nationality').notNull(),
    /** Action Sports Performance Index, 0–100. */
    aspi: real('aspi').notNull().default(50),
    avatar: text('avatar'),
    /** The user account of the athlete (is_athlete), when claimed. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('athletes_sport_idx').on(t.primarySportId),
    uniqueIndex('athletes_user_key').on(t.userId),
    // Typo-tolerant search (pg_trgm) over the full name, lower-cased as the global search reads it.
    index('athletes_name_trgm_idx').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    check('athletes_aspi_range', sql`${t.aspi} >= 0 and ${t.aspi} <= 100`),
  ],
);

/** Scoring rules of a game: points per finishing place and named bonuses. */
export const rulesets = pgTable('rulesets', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Points for 1st, 2nd, … in order; later places lose `step` per place down to `minPoints`. */
  placePoints: jsonb('place_points').$type<number[]>().notNull(),
  step: integer('step').notNull().default(2),
  minPoints: integer('min_points').notNull().default(2),
  bonuses: jsonb('bonuses').$type<Record<string, number>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An event stop: a contest weekend with one fantasy game per discipline and gender. */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    image: text('image'),
    location: text('location').notNull(),
    season: text('season').notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    /** Where results are re-imported from on "refresh". */
    resultsFeedUrl: text('results_feed_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_dates_idx').on(t.dateFrom, t.dateTo),
    index('events_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('events_dates_order', sql`${t.dateFrom} <= ${t.dateTo}`),
  ],
);

export const eventSports = pgTable(
  'event_sports',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.sportId] })],
);

export const fantasyGames = pgTable(
  'fantasy_games',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    disciplineId: integer('discipline_id')
      .notNull()
      .references(() => disciplines.id),
    gender: text('gender', { enum: ['M', 'W'] }).notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['UPC', 'OPN', 'CPL'] })
      .notNull()
      .default('UPC'),
    /** When the entry window opens (default 7 days before the first competition). */
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    rulesetId: integer('ruleset_id')
      .notNull()
      .references(() => rulesets.id),
    /** Set when results were last scored; null until then. */
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fantasy_games_event_discipline_gender_key').on(t.eventId, t.disciplineId, t.gender),
    index('fantasy_games_status_idx').on(t.status, t.opensAt),
  ],
);

/** Rounds of a game, each with its start time (picks lock when their athlete's round starts). */
export const competitions = pgTable(
  'competitions',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => fantasyGames.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    roundOrder: integer('round_order').notNull(),
    isFinal: boolean('is_final').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('competitions_game_round_key').on(t.gameId, t.roundOrder)],
);

export const startlistEntries = pgTable(
  'startlist_entries',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => fantasyGames.id, { onDelete: 'cascade' }),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => athletes.id),
    /** The round the athlete starts in: their pick locks when it begins. */
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    seed: integer('seed'),
    withdrawn: boolean('withdrawn').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.athleteId] }), index('startlist_athlete_idx').on(t.athleteId)],
);

/** Official results: one row per athlete and round. */
export const results = pgTable(
  'results',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => athletes.id),
    place: integer('place').notNull(),
    score: real('score'),
    bonuses: jsonb('bonuses').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.competitionId, t.athleteId] }),
    check('results_place_positive', sql`${t.place} > 0`),
  ],
);

/**
 * Fantasy points each athlete earned in a game (final place points + bonuses of every round),
 * derived from results by the scorer; team scores are sums over it.
 */
export const athleteGamePoints = pgTable(
  'athlete_game_points',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => fantasyGames.id, { onDelete: 'cascade' }),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => athletes.id),
    place: integer('place'),
    placePoints: integer('place_points').notNull(),
    bonusPoints: integer('bonus_points').notNull(),
    points: numeric('points', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.athleteId] })],
);
