/** Platform key-value store entries of spec §3 local storage (R3.46). */
export const PUSH_STORAGE_KEYS = {
  /** When the permission check last ran (epoch ms). */
  lastCheck: 'lastPushPermissionCheck',
  /** The dialog choice: 'not-now' or 'clicked-enable'. */
  dialog: 'notification-permission-dialog',
  /** The last permission status seen (R4.117). */
  status: 'pushNotificationStatus',
  /** The device token last saved, so a revoked permission can delete that one subscription. */
  token: 'pushToken',
} as const;

export type DialogChoice = 'not-now' | 'clicked-enable';

/** Spec §9: the permission check repeats after 24 hours (R9.16, A22). */
export const PUSH_CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Spec §9: a push token request fails after 10 s (R9.17). */
export const PUSH_TOKEN_TIMEOUT_MS = 10_000;

export const PUSH_MESSAGES = {
  /** R8.22 */
  tokenTimeout: 'Push token timeout',
  /** R4.113 */
  refused: 'You can always enable notifications later in the settings.',
  /** R8.21 */
  errorTitle: 'Error',
  error: 'There was an error enabling notifications. Please try again later.',
} as const;

/** R2.159: what the dialog promises. */
export const PUSH_BENEFITS = [
  { title: 'New Games', text: 'Know the moment a new game opens, before the first pick is made.' },
  { title: 'Latest Results', text: 'Your score and rank as soon as the results are in.' },
  { title: 'Athlete Alerts', text: 'Start list changes for the riders in your team.' },
  { title: 'Social Notifications', text: 'New followers, league invites and market sales.' },
] as const;
