import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { events, sports } from './game.ts';
import { users } from './users.ts';

/**
 * A league (GAME.md "Social"): friends playing against each other. Its standings sum its members'
 * game scores over the events and sports its owner picks; with none picked, every game counts.
 */
export const leagues = pgTable(
  'leagues',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner can stop new members joining; invited or not. */
    joiningClosed: boolean('joining_closed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leagues_slug_key').on(t.slug),
    index('leagues_owner_idx').on(t.ownerId),
    // Typo-tolerant search (pg_trgm) over names, as the global search reads them: lower-cased.
    index('leagues_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const leagueMembers = pgTable(
  'league_members',
  {
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who shared the link this member joined by, if anyone. */
    inviterId: integer('inviter_id').references(() => users.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.userId] }), index('league_members_user_idx').on(t.userId)],
);

/** The events whose games count in a league. */
export const leagueEvents = pgTable(
  'league_events',
  {
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.eventId] })],
);

/** The sports whose games count in a league. */
export const leagueSports = pgTable(
  'league_sports',
  {
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.sportId] })],
);
