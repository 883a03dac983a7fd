import { z } from 'zod';
import { slugParamSchema } from './catalog.ts';

/** The spec's notification types (§3); any other type shows as the default. */
export const NOTIFICATION_TYPES = [
  'NEW_FOLLOWER',
  'GAME_REMINDER',
  'NEW_RESULT_USER',
  'STARTLIST_CHANGES',
  'MARKET_LISTING_SOLD',
  'MARKET_LISTING_EXPIRED',
  'TRIAL_EXPIRING_SOON',
  'TRIAL_EXPIRED',
  'USER_ACTION_CHALLENGE_COMPLETED',
  'MARKET_ALERT',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** A notification as the spec's §3 lists it. */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  category: z.string(),
  title: z.string(),
  body: z.string(),
  /** The button's label. */
  cta: z.string().nullable(),
  /** Where the button leads: an app path or an external URL. */
  target: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The ways a notification reaches a user; settings switch each type on each. */
export const NOTIFICATION_CHANNELS = ['in_app', 'push', 'email'] as const;
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

/**
 * GET notifications/ query (spec §7 "optional query"). Pages go by `before` (the previous
 * page's `next_before`) or, as INTERFACE.md's other lists, by `page`; `limit` is the page size.
 */
export const notificationListQuerySchema = z.object({
  /** Only unread ones. */
  unread: z.enum(['true', 'false']).optional(),
  /** Older than this notification id (the next page). */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1, 'Pages start at 1.').max(100_000).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** GET notifications/ answer: newest first. */
export const notificationListSchema = z.object({
  results: z.array(notificationSchema),
  /** Unread notifications in all (not only on this page). */
  unread: z.number().int().nonnegative(),
  /** The `before` of the next page; null on the last. */
  next_before: z.number().int().nullable(),
  /** Notifications in the list as filtered (`unread`), on every page. */
  count: z.number().int().nonnegative(),
  /** The `page` of the next page; null on the last. */
  next: z.number().int().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** PATCH notifications/ body (spec §7). */
export const markNotificationReadSchema = z.object({ notification_id: z.number().int().positive() });

/** DELETE notifications/ query (spec §7). */
export const deleteNotificationQuerySchema = z.object({
  notification_id: z.coerce.number().int().positive(),
});

/** One type's switches (INTERFACE.md "Notifications, rewards, challenges, live"). */
export const notificationTypeSettingSchema = z.object({
  type: notificationTypeSchema,
  /** What the settings screen calls it ("New followers"). */
  label: z.string(),
  /** One line on when it is sent. */
  description: z.string(),
  in_app: z.boolean(),
  push: z.boolean(),
  email: z.boolean(),
});
export const notificationSettingsSchema = z.object({ types: z.array(notificationTypeSettingSchema) });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT notifications/settings/ body (spec §3): `update_field` is `TYPE.channel`, e.g. `NEW_FOLLOWER.email`. */
export const updateNotificationSettingSchema = z.object({
  update_field: z.string().max(80),
  update_value: z.boolean(),
});

/**
 * POST notifications/push/ body (spec §3 push subscription `{fcm_token, platform}`): a native
 * app's FCM token, or a browser's Web Push subscription with `platform` 'web'.
 */
export const pushSubscriptionBodySchema = z.union([
  z.object({
    platform: z.enum(['android', 'ios']),
    fcm_token: z.string().min(1).max(4096),
  }),
  z.object({
    platform: z.literal('web'),
    subscription: z.object({
      endpoint: z.url().max(2048),
      keys: z.object({ p256dh: z.string().min(1).max(512), auth: z.string().min(1).max(512) }),
    }),
  }),
]);
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** DELETE notifications/push/ query: one device's token or endpoint; none removes all of the caller's. */
export const pushUnsubscribeQuerySchema = z.object({
  fcm_token: z.string().min(1).max(4096).optional(),
  endpoint: z.string().min(1).max(2048).optional(),
});

/** GET notifications/push/vapid-key/: the key a browser subscribes with. */
export const vapidKeySchema = z.object({ public_key: z.string() });

/** The e-mail kinds an unsubscribe link can switch off: a notification type, or every one. */
export const EMAIL_TYPES = [...NOTIFICATION_TYPES, 'ALL'] as const;

/** POST notifications/unsubscribe-emails/ body (spec §7) with the link's signed token. */
export const unsubscribeEmailsBodySchema = z.object({
  email: z.email().max(254),
  email_type: z.enum(EMAIL_TYPES),
  token: z.string().min(1).max(1024),
});
export const unsubscribeEmailsAnswerSchema = z.object({
  email: z.string(),
  email_type: z.enum(EMAIL_TYPES),
  unsubscribed: z.literal(true),
});

/** 'Notify Me' on an upcoming event: whether the caller is reminded when its games open. */
export const gameReminderSchema = z.object({ event_slug: z.string(), active: z.boolean() });
export type GameReminder = z.infer<typeof gameReminderSchema>;
/** An event's slug as every event route takes it: a NUL byte or a space never reaches the database. */
export const gameReminderParamsSchema = z.object({ event_slug: slugParamSchema.shape.slug });
