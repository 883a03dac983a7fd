import { createStore, useStore } from 'zustand';
import { addBreadcrumb } from '../../platform/index.ts';
import { showToast } from '../toasts/index.ts';
import { NOTIFICATION_REFETCH_AGE_MS, NOTIFICATION_TEXTS } from './notification.constants.ts';

export type NotificationId = number | string;

/** Spec §3 notification. */
export interface AppNotification {
  id: NotificationId;
  type: string;
  category?: string | null;
  title: string;
  body: string;
  /** The call-to-action button's label. */
  cta?: string | null;
  /** Where the call to action leads: an in-app path or an external address. */
  target?: string | null;
  is_read: boolean;
  created_at: string;
}

/** Spec §4 notifications state. */
export interface NotificationState {
  items: readonly AppNotification[];
  isLoading: boolean;
  isOpen: boolean;
  /** When the list was last fetched (ms since epoch); null before the first fetch. */
  fetchedAt: number | null;
  /** The last fetch failed; the list shows what it had, or says it could not load. */
  failed: boolean;
  /** The server holds older notifications than the list shows. */
  hasOlder: boolean;
  isLoadingOlder: boolean;
}

export const INITIAL_NOTIFICATION_STATE: NotificationState = {
  items: [],
  isLoading: false,
  isOpen: false,
  fetchedAt: null,
  failed: false,
  hasOlder: false,
  isLoadingOlder: false,
};

export const notificationStore = createStore<NotificationState>()(() => INITIAL_NOTIFICATION_STATE);

export function useNotificationStore<T>(selector: (state: NotificationState) => T): T {
  return useStore(notificationStore, selector);
}

export const unreadCount = (items: readonly AppNotification[]): number =>
  items.filter((item) => !item.is_read).length;

export interface NotificationPage {
  items: AppNotification[];
  /** More, older ones remain on the server. */
  hasOlder: boolean;
}

/**
 * The server side of the notifications (spec §7: GET/PATCH/DELETE notifications/), plugged in
 * by the data layer. Until then the store works on its own list.
 */
export interface NotificationSync {
  /** The newest page, or with `before` the page older than that notification. */
  fetch(before?: NotificationId): Promise<NotificationPage>;
  markRead(id: NotificationId): Promise<void>;
  remove(id: NotificationId): Promise<void>;
}

let sync: NotificationSync | undefined;

export function configureNotificationSync(port: NotificationSync | undefined): void {
  sync = port;
}

/** Spec §8: failures of fetch, mark-read and delete are only logged. */
const logFailure = (what: string) => (error: unknown) =>
  addBreadcrumb('notifications', `Notifications: ${what} failed`, { level: 'warning', error });

export function togglePanel(): void {
  notificationStore.setState((state) => ({ isOpen: !state.isOpen }));
}

export function openPanel(): void {
  notificationStore.setState({ isOpen: true });
}

export function closePanel(): void {
  notificationStore.setState({ isOpen: false });
}

export function setNotifications(
  items: readonly AppNotification[],
  fetchedAt: number = Date.now(),
  hasOlder = false,
): void {
  notificationStore.setState({ items, fetchedAt, hasOlder, isLoading: false, failed: false });
}

/** A list older than 5 minutes (or none yet) is fetched again when asked for (R4.53, A18). */
export function needsRefetch(fetchedAt: number | null, now: number = Date.now()): boolean {
  return fetchedAt === null || now - fetchedAt > NOTIFICATION_REFETCH_AGE_MS;
}

/** Called where the list is requested (panel opened, /notifications visited). */
export async function refreshIfStale(now: number = Date.now()): Promise<void> {
  if (needsRefetch(notificationStore.getState().fetchedAt, now)) await reloadNotifications(now);
}

/** Counts resets, so a fetch started for the previous user cannot fill the next one's list. */
let generation = 0;

/** Fetch the list whatever its age ('Try again', a new user); one fetch at a time. */
export async function reloadNotifications(now: number = Date.now()): Promise<void> {
  if (!sync || notificationStore.getState().isLoading) return;
  const started = generation;
  notificationStore.setState({ isLoading: true });
  try {
    const page = await sync.fetch();
    if (started === generation) setNotifications(page.items, now, page.hasOlder);
  } catch (error) {
    logFailure('fetch')(error);
    if (started === generation) notificationStore.setState({ isLoading: false, failed: true });
  }
}

/**
 * 'Show older': the page before the oldest listed, added below it. A failure keeps the list
 * and says so in a toast, as the button was pressed for it.
 */
export async function loadOlderNotifications(): Promise<void> {
  const { items, hasOlder, isLoadingOlder } = notificationStore.getState();
  const oldest = items.at(-1);
  if (!sync || !hasOlder || isLoadingOlder || !oldest) return;
  const started = generation;
  notificationStore.setState({ isLoadingOlder: true });
  try {
    const page = await sync.fetch(oldest.id);
    if (started !== generation) return;
    notificationStore.setState((state) => {
      const listed = new Set(state.items.map((item) => item.id));
      return {
        items: [...state.items, ...page.items.filter((item) => !listed.has(item.id))],
        hasOlder: page.hasOlder,
        isLoadingOlder: false,
      };
    });
  } catch (error) {
    logFailure('fetch older')(error);
    if (started !== generation) return;
    notificationStore.setState({ isLoadingOlder: false });
    showToast({ type: 'error', message: NOTIFICATION_TEXTS.olderFailed });
  }
}

/**
 * Unread → read (R4.47). An item is marked once only: answers false, and calls nothing, when
 * it was read already or is not in the list (R4.49).
 */
export function markRead(id: NotificationId): boolean {
  const item = notificationStore.getState().items.find((candidate) => candidate.id === id);
  if (!item || item.is_read) return false;
  notificationStore.setState((state) => ({
    items: state.items.map((candidate) =>
      candidate.id === id ? { ...candidate, is_read: true } : candidate,
    ),
  }));
  sync?.markRead(id).catch(logFailure('mark-read'));
  return true;
}

/** 'Mark all as read': mark-as-read on each unread item (R4.48, A18); answers the ids marked. */
export function markAllRead(): NotificationId[] {
  const unread = notificationStore.getState().items.filter((item) => !item.is_read);
  return unread.map((item) => item.id).filter((id) => markRead(id));
}

/** Delete one notification; the toast 'Notification deleted' confirms it (R4.51). */
export function remove(id: NotificationId): boolean {
  const { items } = notificationStore.getState();
  if (!items.some((item) => item.id === id)) return false;
  notificationStore.setState({ items: items.filter((item) => item.id !== id) });
  sync?.remove(id).catch(logFailure('delete'));
  showToast({ type: 'success', message: NOTIFICATION_TEXTS.deleted });
  return true;
}

/** Delete all: each item on its own (R4.52); identical toasts collapse into one (A17). */
export function removeAll(): NotificationId[] {
  return notificationStore
    .getState()
    .items.map((item) => item.id)
    .filter((id) => remove(id));
}

/** Back to the spec §4 start state (logout, tests). */
export function resetNotifications(): void {
  generation += 1;
  notificationStore.setState(INITIAL_NOTIFICATION_STATE);
}
