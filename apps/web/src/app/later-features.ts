import { startNotificationSync } from '../features/notifications/notification-sync.ts';

/**
 * Seams of the start order whose features come in later issues. Each is called at its place
 * in phase 3 (signed-in users only); replace the body, keep the name.
 */

/** Push notifications: permission check, token registration (native and web push). */
export { startPushNotifications } from '../features/push-notifications/start-push.ts';

/** In-app notifications: the first fetch of the list, and a fresh list for each new user. */
export async function startNotifications(): Promise<void> {
  startNotificationSync();
}
