import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What the game tells a user (spec §3 Notification): written in the transaction of the event that
 * causes it, read in-app; delivery to other channels works from these rows.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    cta: text('cta'),
    target: text('target'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`not ${t.isRead}`),
  ],
);
