/** Spec §9: the list is fetched again when it is older than 5 minutes (R9.15, A18). */
export const NOTIFICATION_REFETCH_AGE_MS = 5 * 60_000;

export const NOTIFICATION_TEXTS = {
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  empty: 'No notifications to show',
  deleted: 'Notification deleted',
  deleteAll: 'Delete all',
  loadFailed: 'Your notifications could not load',
  showOlder: 'Show older',
  olderFailed: 'Older notifications could not load. Try again.',
} as const;

/** Spec §2: the panel's settings icon opens the notification settings under this alias. */
export const NOTIFICATION_SETTINGS_PATH = '/user/settings/notifications';
