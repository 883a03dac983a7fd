import { call } from '../../api/index.ts';
import { authStore, getAccessToken } from '../auth/index.ts';
import {
  configureNotificationSync,
  type NotificationSync,
  refreshIfStale,
  reloadNotifications,
  resetNotifications,
} from './notification-store.ts';

/** Notifications come this many at a time: the newest, then older ones on 'Show older'. */
export const NOTIFICATION_LIST_LIMIT = 50;

/** The store's server side: GET/PATCH/DELETE notifications/ (spec §7). */
export const serverNotificationSync: NotificationSync = {
  async fetch(before) {
    // Only a signed-in user has notifications; anyone else has an empty list (R6.14). Without a
    // token the fetch is skipped too: a call made in the background must not end the session.
    if (!authStore.getState().isAuthenticated || !getAccessToken()) return { items: [], hasOlder: false };
    const query = before === undefined ? {} : { before: Number(before) };
    const page = await call('notificationList', { query: { limit: NOTIFICATION_LIST_LIMIT, ...query } });
    return { items: page.results, hasOlder: page.next_before !== null };
  },
  async markRead(id) {
    await call('notificationMarkRead', { body: { notification_id: Number(id) } });
  },
  async remove(id) {
    await call('notificationDelete', { query: { notification_id: Number(id) } });
  },
};

let started = false;

/**
 * Plug the server into the store and follow the signed-in user: a new user starts from an
 * empty list and fetches theirs, so the bell's count is right from the first screen. Runs
 * once; the start order calls it for a user signed in at start, the bell for one who signs
 * in later.
 */
export function startNotificationSync(): void {
  if (started) return;
  started = true;
  configureNotificationSync(serverNotificationSync);
  let userId = authStore.getState().user?.id;
  authStore.subscribe(({ user }) => {
    if (user?.id === userId) return;
    userId = user?.id;
    resetNotifications();
    if (user) void reloadNotifications();
  });
  if (userId !== undefined) void refreshIfStale();
}

/** Where the list is asked for (panel opened, /notifications visited): fetch it if it is old (A18). */
export function requestNotifications(): Promise<void> {
  startNotificationSync();
  return refreshIfStale();
}
