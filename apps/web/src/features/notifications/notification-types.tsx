import type { NotificationType } from '@shred/contract';
import type { ComponentType } from 'react';
import type { IconProps } from '../../ui/icons.tsx';
import { BellIcon } from '../modals/overlay-icons.tsx';
import {
  AlarmIcon,
  CrownIcon,
  CrownOffIcon,
  FlagIcon,
  HourglassIcon,
  ListChangeIcon,
  PodiumIcon,
  TagIcon,
  TrendIcon,
  UserPlusIcon,
} from './notification-icons.tsx';

/** How a notification type looks (R3.17, R3.18): its icon, and the tile colours in both themes. */
export interface NotificationLook {
  icon: ComponentType<IconProps>;
  /** Background and icon colour of the tile beside the text. */
  tone: string;
}

/**
 * One colour per kind of news, so a list can be scanned by colour: social violet, game days
 * cyan to blue, market amber to orange, premium pink, good news green. Light-theme shades are
 * darker so the icon keeps its contrast on white.
 */
const LOOKS: Record<NotificationType, NotificationLook> = {
  NEW_FOLLOWER: { icon: UserPlusIcon, tone: 'bg-violet-500/15 text-violet-700 dark:text-violet-300' },
  GAME_REMINDER: { icon: AlarmIcon, tone: 'bg-cyan-500/15 text-cyan-700 dark:text-cyan-300' },
  NEW_RESULT_USER: { icon: PodiumIcon, tone: 'bg-yellow-500/15 text-yellow-700 dark:text-yellow-300' },
  STARTLIST_CHANGES: { icon: ListChangeIcon, tone: 'bg-blue-500/15 text-blue-700 dark:text-blue-300' },
  MARKET_LISTING_SOLD: { icon: TagIcon, tone: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300' },
  MARKET_LISTING_EXPIRED: {
    icon: HourglassIcon,
    tone: 'bg-orange-500/15 text-orange-700 dark:text-orange-300',
  },
  TRIAL_EXPIRING_SOON: { icon: CrownIcon, tone: 'bg-pink-500/15 text-pink-700 dark:text-pink-300' },
  TRIAL_EXPIRED: { icon: CrownOffIcon, tone: 'bg-rose-500/15 text-rose-700 dark:text-rose-300' },
  USER_ACTION_CHALLENGE_COMPLETED: {
    icon: FlagIcon,
    tone: 'bg-lime-500/15 text-lime-700 dark:text-lime-300',
  },
  MARKET_ALERT: { icon: TrendIcon, tone: 'bg-amber-500/15 text-amber-700 dark:text-amber-300' },
};

/** Any type the app does not know yet (R3.16 "plus a default"). */
export const DEFAULT_NOTIFICATION_LOOK: NotificationLook = {
  icon: BellIcon,
  tone: 'bg-accent/12 text-accent',
};

export function notificationLook(type: string): NotificationLook {
  return Object.hasOwn(LOOKS, type) ? LOOKS[type as NotificationType] : DEFAULT_NOTIFICATION_LOOK;
}

/** What an unsubscribe link's `email_type` stops, for 'You will no longer receive … e-mails'. */
const EMAIL_NOUNS: Record<NotificationType | 'ALL', string> = {
  NEW_FOLLOWER: 'new follower',
  GAME_REMINDER: 'game reminder',
  NEW_RESULT_USER: 'result',
  STARTLIST_CHANGES: 'startlist change',
  MARKET_LISTING_SOLD: 'listing sold',
  MARKET_LISTING_EXPIRED: 'listing expired',
  TRIAL_EXPIRING_SOON: 'trial ending',
  TRIAL_EXPIRED: 'trial ended',
  USER_ACTION_CHALLENGE_COMPLETED: 'challenge completed',
  MARKET_ALERT: 'market alert',
  ALL: 'any Shred League',
};

export function emailNoun(emailType: string): string | null {
  return Object.hasOwn(EMAIL_NOUNS, emailType) ? EMAIL_NOUNS[emailType as NotificationType | 'ALL'] : null;
}

/** The settings screen's sections, in the order a player thinks of them; other types go last. */
export const SETTINGS_GROUPS: ReadonlyArray<{ title: string; types: readonly NotificationType[] }> = [
  {
    title: 'Games and results',
    types: ['GAME_REMINDER', 'STARTLIST_CHANGES', 'NEW_RESULT_USER', 'USER_ACTION_CHALLENGE_COMPLETED'],
  },
  { title: 'Market', types: ['MARKET_LISTING_SOLD', 'MARKET_LISTING_EXPIRED', 'MARKET_ALERT'] },
  { title: 'Social', types: ['NEW_FOLLOWER'] },
  { title: 'Subscription', types: ['TRIAL_EXPIRING_SOON', 'TRIAL_EXPIRED'] },
];
