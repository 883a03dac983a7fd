import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * What happened, written by a module in the same transaction as its change (ARCHITECTURE "How the
 * remaining domains fit"): other modules react to these rows, so the module that acted never
 * calls them and never waits for them.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('domain_events_created_idx').on(t.createdAt)],
);

/**
 * One handler's successful handling of one event, inserted in the handler's own transaction: the
 * key makes each handler act on each event once, even with several server processes dispatching.
 */
export const domainEventHandlings = pgTable(
  'domain_event_handlings',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    handler: text('handler').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.handler] })],
);

/** A handler that failed on an event: tried again after `retry_at`, given up after a few tries. */
export const domainEventFailures = pgTable(
  'domain_event_failures',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    handler: text('handler').notNull(),
    attempts: integer('attempts').notNull().default(1),
    retryAt: timestamp('retry_at', { withTimezone: true }).notNull(),
    lastError: text('last_error').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.handler] }),
    index('domain_event_failures_retry_idx').on(t.retryAt).where(sql`${t.attempts} < 5`),
  ],
);
