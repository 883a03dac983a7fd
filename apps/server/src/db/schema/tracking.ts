import {
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Raw analytics events; analytics dashboards aggregate them later. */
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracking_events_event_idx').on(t.event, t.createdAt)],
);
