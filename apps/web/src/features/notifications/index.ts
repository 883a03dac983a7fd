export { confirmDeleteAll } from './delete-all.ts';
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
  loadOlderNotifications,
  markAllRead,
  markRead,
  type NotificationId,
  type NotificationPage,
  type NotificationState,
  type NotificationSync,
  needsRefetch,
  notificationStore,
  openPanel,
  refreshIfStale,
  reloadNotifications,
  remove,
  removeAll,
  resetNotifications,
  setNotifications,
  togglePanel,
  unreadCount,
  useNotificationStore,
} from './notification-store.ts';
export { requestNotifications, startNotificationSync } from './notification-sync.ts';
export { emailNoun, notificationLook } from './notification-types.tsx';
export { NotificationsBell } from './notifications-bell.tsx';
