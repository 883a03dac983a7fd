import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationType,
} from '@shred/contract';

/** What the settings screen shows of a type, the panel's group, and its default per channel. */
export interface NotificationTypeInfo {
  label: string;
  description: string;
  /** The panel groups notifications by what they are about. */
  category: 'social' | 'games' | 'market' | 'account' | 'challenges';
  defaults: Record<NotificationChannel, boolean>;
}

const everywhere = { in_app: true, push: true, email: true };
/** E-mail only for what a player would miss otherwise or want on record: see `NOTIFICATION_CATALOGUE`. */
const noEmail = { in_app: true, push: true, email: false };

/**
 * Every notification type (spec §3). All are on in-app and by push. E-mail is on by default
 * only for the player's own results, money that came in (a sale), their subscription's trial
 * running out and a challenge completed (a reward waits): things that matter days later too.
 * Followers, reminders, startlist moves, expired listings and price alerts are timely or
 * frequent, and an inbox full of them would get every e-mail unsubscribed.
 */
export const NOTIFICATION_CATALOGUE: Record<NotificationType, NotificationTypeInfo> = {
  NEW_FOLLOWER: {
    label: 'New followers',
    description: 'When another manager starts following you.',
    category: 'social',
    defaults: noEmail,
  },
  GAME_REMINDER: {
    label: 'Game reminders',
    description: 'When entries open for an event you asked to be reminded of (Notify Me).',
    category: 'games',
    defaults: noEmail,
  },
  NEW_RESULT_USER: {
    label: 'Your results',
    description: 'When a game you played is complete, with your rank and points.',
    category: 'games',
    defaults: everywhere,
  },
  STARTLIST_CHANGES: {
    label: 'Startlist changes',
    description: 'When a rider in your team withdraws, or riders join the startlist of a game you play.',
    category: 'games',
    defaults: noEmail,
  },
  MARKET_LISTING_SOLD: {
    label: 'Cards sold',
    description: 'When one of your market listings sells.',
    category: 'market',
    defaults: everywhere,
  },
  MARKET_LISTING_EXPIRED: {
    label: 'Listings expired',
    description: 'When one of your market listings expires unsold.',
    category: 'market',
    defaults: noEmail,
  },
  TRIAL_EXPIRING_SOON: {
    label: 'Trial ending soon',
    description: 'Two days before your premium trial ends.',
    category: 'account',
    defaults: everywhere,
  },
  TRIAL_EXPIRED: {
    label: 'Trial ended',
    description: 'When your premium trial has ended.',
    category: 'account',
    defaults: everywhere,
  },
  USER_ACTION_CHALLENGE_COMPLETED: {
    label: 'Challenges completed',
    description: 'When you complete a challenge and its reward waits for you.',
    category: 'challenges',
    defaults: everywhere,
  },
  MARKET_ALERT: {
    label: 'Market alerts',
    description: 'When a card within one of your price alerts is listed.',
    category: 'market',
    defaults: noEmail,
  },
};

/** The catalogue in the spec's order of types. */
export const catalogueEntries = (): Array<[NotificationType, NotificationTypeInfo]> =>
  NOTIFICATION_TYPES.map((type) => [type, NOTIFICATION_CATALOGUE[type]]);

export const isNotificationType = (value: string): value is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(value);

export const isNotificationChannel = (value: string): value is NotificationChannel =>
  (NOTIFICATION_CHANNELS as readonly string[]).includes(value);
