import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail the app sends, kept as a record; without SMTP it is the only delivery. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  transport: text('transport', { enum: ['smtp', 'outbox'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/**
 * Throttling state shared by every server process through the database: fixed-window counters,
 * back-offs (attempts, last at window_start) and marks (last at window_start); see platform/throttle.ts.
 */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});
