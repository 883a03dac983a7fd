import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
import { events } from './game.ts';
import { users } from './users.ts';

/** The ways a notification can reach a user (GAME.md "Engagement"). */
export const NOTIFICATION_CHANNELS = ['in_app', 'push', 'email'] as const;
/** The channels delivered outside the app, each from its own row of `notification_deliveries`. */
export const DELIVERY_CHANNELS = ['push', 'email'] as const;

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
    /** False when the user had switched this type off in-app when it was made: the list hides it. */
    inApp: boolean('in_app').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`not ${t.isRead}`),
  ],
);

/**
 * A user's choice for one notification type on one channel. Only choices that differ from the
 * type's default are stored, so a new type or a new user needs no rows.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.channel] })],
);

/**
 * One notification's delivery on one channel outside the app. Its key makes a notification go
 * out at most once per channel; a worker claims a pending row with a conditional update.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: DELIVERY_CHANNELS }).notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending row may be tried (again): now at first, later after a failure. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a worker holds the row; a row held past its lease is taken again. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.channel] }),
    index('notification_deliveries_due_idx').on(t.dueAt).where(sql`${t.status} in ('pending', 'sending')`),
  ],
);

/**
 * Where a user's pushes go: a browser's Web Push subscription (endpoint and keys) or a native
 * app's FCM registration token. One row per endpoint or token, whoever registered it last.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['webpush', 'fcm'] }).notNull(),
    /** 'web', 'android' or 'ios'. */
    platform: text('platform').notNull(),
    /** The Web Push endpoint URL, or the FCM registration token. */
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh'),
    auth: text('auth'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    check(
      'push_subscriptions_webpush_keys',
      sql`${t.kind} <> 'webpush' or (${t.p256dh} is not null and ${t.auth} is not null)`,
    ),
  ],
);

/** 'Notify Me' on an upcoming event: a GAME_REMINDER once its games open, then `notified_at`. */
export const gameReminders = pgTable(
  'game_reminders',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventId] }),
    index('game_reminders_pending_idx').on(t.eventId).where(sql`${t.notifiedAt} is null`),
  ],
);
