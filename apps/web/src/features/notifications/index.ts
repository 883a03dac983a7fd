export { isExternalTarget, openExternally } from './follow-target.ts';
export {
  NOTIFICATION_REFETCH_AGE_MS,
  NOTIFICATION_SETTINGS_PATH,
  NOTIFICATION_TEXTS,
} from './notification.constants.ts';
export { NotificationList } from './notification-list.tsx';
export {
  type AppNotification,
  closePanel,
  configureNotificationSync,
  INITIAL_NOTIFICATION_STATE,
  markAllRead,
  markRead,
  type NotificationId,
  type NotificationState,
  type NotificationSync,
  needsRefetch,
  notificationStore,
  openPanel,
  refreshIfStale,
  remove,
  removeAll,
  resetNotifications,
  setNotifications,
  togglePanel,
  unreadCount,
  useNotificationStore,
} from './notification-store.ts';
export { NotificationsBell } from './notifications-bell.tsx';
