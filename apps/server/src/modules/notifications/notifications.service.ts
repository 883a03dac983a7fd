import type {
  Notification,
  NotificationChannel,
  NotificationList,
  NotificationListQuery,
  NotificationSettings,
  NotificationType,
} from '@shred/contract';
import { PAGE_SIZE_DEFAULT } from '@shred/contract';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences, notifications } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import {
  catalogueEntries,
  isNotificationChannel,
  isNotificationType,
  NOTIFICATION_CATALOGUE,
} from './notification-types.ts';

export const NOTIFICATION_NOT_FOUND = 'There is no such notification.';
export const UPDATE_FIELD_FORMAT = 'Name a type and a channel as TYPE.channel, e.g. NEW_FOLLOWER.email.';
export const unknownType = (type: string) => `There is no notification type ${type}.`;
export const unknownChannel = (channel: string) =>
  `There is no channel ${channel}: use in_app, push or email.`;

type NotificationRow = typeof notifications.$inferSelect;

const present = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  category: row.category,
  title: row.title,
  body: row.body,
  cta: row.cta,
  target: row.target,
  is_read: row.isRead,
  created_at: row.createdAt.toISOString(),
});

/** `TYPE.channel` of PUT notifications/settings/, or a 400 on `update_field` saying what is wrong. */
export function parseUpdateField(field: string): { type: NotificationType; channel: NotificationChannel } {
  const match = /^([^.]+)\.([^.]+)$/.exec(field);
  if (!match?.[1] || !match[2]) throw fieldError('update_field', UPDATE_FIELD_FORMAT);
  const [, type, channel] = match;
  if (!isNotificationType(type)) throw fieldError('update_field', unknownType(type));
  if (!isNotificationChannel(channel)) throw fieldError('update_field', unknownChannel(channel));
  return { type, channel };
}

/** The in-app list and the settings (spec §7, INTERFACE.md "Notifications, rewards, challenges, live"). */
export function createNotificationsService(deps: { db: Db }) {
  const { db } = deps;
  const mine = (userId: number, id: number) =>
    and(eq(notifications.id, id), eq(notifications.userId, userId), eq(notifications.inApp, true));

  async function settings(userId: number): Promise<NotificationSettings> {
    const stored = await db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    const choice = new Map(stored.map((p) => [`${p.type}.${p.channel}`, p.enabled]));
    return {
      types: catalogueEntries().map(([type, info]) => ({
        type,
        label: info.label,
        description: info.description,
        in_app: choice.get(`${type}.in_app`) ?? info.defaults.in_app,
        push: choice.get(`${type}.push`) ?? info.defaults.push,
        email: choice.get(`${type}.email`) ?? info.defaults.email,
      })),
    };
  }

  return {
    /** Newest first; only what was made while the type was on in-app. */
    async list(userId: number, query: NotificationListQuery): Promise<NotificationList> {
      const limit = query.limit ?? PAGE_SIZE_DEFAULT;
      const page = query.page ?? 1;
      const listed = and(
        eq(notifications.userId, userId),
        eq(notifications.inApp, true),
        query.unread === 'true' ? eq(notifications.isRead, false) : undefined,
      );
      const rows = await db
        .select()
        .from(notifications)
        .where(and(listed, query.before ? lt(notifications.id, query.before) : undefined))
        .orderBy(desc(notifications.id))
        .limit(limit + 1)
        .offset((page - 1) * limit);
      const [counts] = await db
        .select({
          count: sql<number>`count(*)::int`,
          unread: sql<number>`(count(*) filter (where not ${notifications.isRead}))::int`,
        })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.inApp, true)));
      const more = rows.length > limit;
      const shown = rows.slice(0, limit);
      return {
        results: shown.map(present),
        unread: counts?.unread ?? 0,
        next_before: more ? (shown.at(-1)?.id ?? null) : null,
        count: query.unread === 'true' ? (counts?.unread ?? 0) : (counts?.count ?? 0),
        next: more ? page + 1 : null,
      };
    },

    /** Read stays read: marking again answers the same. */
    async markRead(userId: number, id: number): Promise<Notification> {
      const [row] = await db.update(notifications).set({ isRead: true }).where(mine(userId, id)).returning();
      if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
      return present(row);
    },

    /** Its pending deliveries go with it. */
    async remove(userId: number, id: number): Promise<void> {
      const gone = await db.delete(notifications).where(mine(userId, id)).returning({ id: notifications.id });
      if (gone.length === 0) throw notFound(NOTIFICATION_NOT_FOUND);
    },

    settings,

    /**
     * Store a choice only while it differs from the type's default, in one statement either way,
     * so concurrent switches of one user leave exactly the rows their last values call for.
     */
    async updateSetting(userId: number, field: string, value: boolean): Promise<NotificationSettings> {
      const { type, channel } = parseUpdateField(field);
      if (value === NOTIFICATION_CATALOGUE[type].defaults[channel]) {
        await db
          .delete(notificationPreferences)
          .where(
            and(
              eq(notificationPreferences.userId, userId),
              eq(notificationPreferences.type, type),
              eq(notificationPreferences.channel, channel),
            ),
          );
      } else {
        await db
          .insert(notificationPreferences)
          .values({ userId, type, channel, enabled: value })
          .onConflictDoUpdate({
            target: [
              notificationPreferences.userId,
              notificationPreferences.type,
              notificationPreferences.channel,
            ],
            set: { enabled: value, updatedAt: sql`now()` },
          });
      }
      return settings(userId);
    },
  };
}
