import {
  bigint,
  bigserial,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Raw analytics events (spec §3 "Tracking event"); the dashboard reads the daily rollups below. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: text('event').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>(),
    label: text('label'),
    value: doublePrecision('value'),
    sessionId: text('session_id'),
    anonymousId: text('anonymous_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the client says it happened (batched events arrive up to minutes later). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tracking_events_event_idx').on(t.event, t.createdAt),
    index('tracking_events_created_idx').on(t.createdAt),
  ],
);

/**
 * Events per day and name, added to as batches arrive: the dashboard's counts read this
 * rollup, never the raw events, so its time does not grow with the event count.
 */
export const analyticsDailyEvents = pgTable(
  'analytics_daily_events',
  {
    day: date('day', { mode: 'string' }).notNull(),
    event: text('event').notNull(),
    events: bigint('events', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.event] })],
);

/**
 * Who was active on a day: signed-in players by id, visitors by anonymous id. Written once per
 * actor and day (`on conflict do nothing`), it gives daily active players and retention.
 */
export const analyticsDailyActors = pgTable(
  'analytics_daily_actors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** `u:{user_id}` or `a:{anonymous_id}`. */
    actor: text('actor').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.actor] }),
    index('analytics_daily_actors_user_idx').on(t.userId, t.day),
  ],
);
