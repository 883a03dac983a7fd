import { z } from 'zod';

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
