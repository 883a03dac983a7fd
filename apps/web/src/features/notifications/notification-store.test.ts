import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearBreadcrumbs, readBreadcrumbs } from '../../platform/index.ts';
import { clearToasts, toastStore } from '../toasts/index.ts';
import { NOTIFICATION_REFETCH_AGE_MS } from './notification.constants.ts';
import {
  type AppNotification,
  configureNotificationSync,
  INITIAL_NOTIFICATION_STATE,
  loadOlderNotifications,
  markAllRead,
  markRead,
  type NotificationPage,
  needsRefetch,
  notificationStore,
  refreshIfStale,
  reloadNotifications,
  remove,
  removeAll,
  resetNotifications,
  setNotifications,
  togglePanel,
} from './notification-store.ts';

const item = (id: number, is_read = false): AppNotification => ({
  id,
  type: 'NEW_FOLLOWER',
  title: `Notification ${id}`,
  body: 'body',
  is_read,
  created_at: '2026-11-20T10:00:00.000Z',
});

const state = () => notificationStore.getState();
const sync = () => ({
  fetch: vi.fn(
    async (_before?: number | string): Promise<NotificationPage> => ({ items: [item(9)], hasOlder: false }),
  ),
  markRead: vi.fn(async () => undefined),
  remove: vi.fn(async () => undefined),
});

describe('notifications store (spec §4 Notifications)', () => {
  beforeEach(() => resetNotifications());
  afterEach(() => {
    configureNotificationSync(undefined);
    clearToasts();
  });

  it('R4.45: starts as an empty list, not loading, panel closed', () => {
    expect(state()).toEqual(INITIAL_NOTIFICATION_STATE);
    expect(INITIAL_NOTIFICATION_STATE).toEqual({
      items: [],
      isLoading: false,
      isOpen: false,
      fetchedAt: null,
      failed: false,
      hasOlder: false,
      isLoadingOlder: false,
    });
  });

  it('R4.46: the panel toggle flips it open and closed', () => {
    togglePanel();
    expect(state().isOpen).toBe(true);
    togglePanel();
    expect(state().isOpen).toBe(false);
  });

  it('R4.47: mark-as-read moves one item from unread to read', () => {
    setNotifications([item(1), item(2)]);
    expect(markRead(1)).toBe(true);
    expect(state().items.map((n) => n.is_read)).toEqual([true, false]);
  });

  it('R4.49: an item is marked read once: no second call for the same item', () => {
    const port = sync();
    configureNotificationSync(port);
    setNotifications([item(1)]);
    expect(markRead(1)).toBe(true);
    expect(markRead(1)).toBe(false);
    expect(markRead(404)).toBe(false);
    expect(port.markRead).toHaveBeenCalledTimes(1);
  });

  it("R4.48 R7.46 (A18): 'Mark all as read' marks each unread item, calling only for unread ones", () => {
    const port = sync();
    configureNotificationSync(port);
    setNotifications([item(1), item(2, true), item(3)]);
    expect(markAllRead()).toEqual([1, 3]);
    expect(state().items.every((n) => n.is_read)).toBe(true);
    expect(port.markRead.mock.calls).toEqual([[1], [3]]);
  });

  it("R4.51: deleting removes the item and shows the toast 'Notification deleted'", () => {
    const port = sync();
    configureNotificationSync(port);
    setNotifications([item(1), item(2)]);
    expect(remove(1)).toBe(true);
    expect(state().items.map((n) => n.id)).toEqual([2]);
    expect(port.remove).toHaveBeenCalledWith(1);
    expect(toastStore.getState().toasts.map((t) => t.message)).toEqual(['Notification deleted']);
  });

  it('R4.52 R7.46 (A18): delete all deletes each item on its own', () => {
    const port = sync();
    configureNotificationSync(port);
    setNotifications([item(1), item(2), item(3, true)]);
    expect(removeAll()).toEqual([1, 2, 3]);
    expect(state().items).toEqual([]);
    expect(port.remove.mock.calls).toEqual([[1], [2], [3]]);
    // One toast: identical toasts are not stacked (A17).
    expect(toastStore.getState().toasts).toHaveLength(1);
  });

  it('R9.15: the refetch age is 5 minutes (300 s)', () => {
    expect(NOTIFICATION_REFETCH_AGE_MS).toBe(300_000);
  });

  it('R4.53 (A18): the list is refetched when it is older than 5 minutes', async () => {
    expect(needsRefetch(null, 0)).toBe(true);
    expect(needsRefetch(1_000, 1_000 + 300_000)).toBe(false);
    expect(needsRefetch(1_000, 1_000 + 300_001)).toBe(true);

    const port = sync();
    configureNotificationSync(port);
    await refreshIfStale(10_000);
    expect(port.fetch).toHaveBeenCalledTimes(1);
    expect(state()).toMatchObject({ items: [item(9)], fetchedAt: 10_000, isLoading: false });
    await refreshIfStale(10_000 + 300_000);
    expect(port.fetch).toHaveBeenCalledTimes(1);
    await refreshIfStale(10_000 + 300_001);
    expect(port.fetch).toHaveBeenCalledTimes(2);
  });

  it('a failed fetch is only noted as a breadcrumb (spec §8)', async () => {
    clearBreadcrumbs();
    configureNotificationSync({ ...sync(), fetch: vi.fn(async () => Promise.reject(new Error('down'))) });
    await refreshIfStale(1);
    expect(state()).toMatchObject({ items: [], isLoading: false, fetchedAt: null, failed: true });
    expect(readBreadcrumbs()).toEqual([
      expect.objectContaining({ category: 'notifications', error: 'Error: down' }),
    ]);
  });

  it('a list fetched for the previous user never fills the next one’s (R6.14)', async () => {
    let answer: (page: NotificationPage) => void = () => undefined;
    configureNotificationSync({
      ...sync(),
      fetch: () => new Promise<NotificationPage>((resolve) => (answer = resolve)),
    });
    const pending = reloadNotifications(1);
    resetNotifications();
    answer({ items: [item(1)], hasOlder: false });
    await pending;
    expect(state()).toEqual(INITIAL_NOTIFICATION_STATE);
  });
});

describe('Show older (issue 16 note: the newest 50 only)', () => {
  beforeEach(() => resetNotifications());
  afterEach(() => {
    configureNotificationSync(undefined);
    clearToasts();
  });

  it('adds the page before the oldest listed below it, once, until the server has no older', async () => {
    const port = sync();
    port.fetch
      .mockResolvedValueOnce({ items: [item(9), item(8)], hasOlder: true })
      .mockResolvedValueOnce({ items: [item(8), item(7), item(6)], hasOlder: true })
      .mockResolvedValueOnce({ items: [item(5)], hasOlder: false });
    configureNotificationSync(port);
    await reloadNotifications(1);
    expect(state().hasOlder).toBe(true);
    await loadOlderNotifications();
    await loadOlderNotifications();
    expect(port.fetch.mock.calls).toEqual([[], [8], [6]]);
    expect(state().items.map((entry) => entry.id)).toEqual([9, 8, 7, 6, 5]);
    expect(state()).toMatchObject({ hasOlder: false, isLoadingOlder: false });
    await loadOlderNotifications();
    expect(port.fetch).toHaveBeenCalledTimes(3);
  });

  it('asks once at a time, and a failure keeps the list and says so', async () => {
    const port = sync();
    let fail: (error: Error) => void = () => undefined;
    port.fetch
      .mockResolvedValueOnce({ items: [item(9)], hasOlder: true })
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)));
    configureNotificationSync(port);
    await reloadNotifications(1);
    const first = loadOlderNotifications();
    await loadOlderNotifications();
    expect(state().isLoadingOlder).toBe(true);
    fail(new Error('offline'));
    await first;
    expect(port.fetch).toHaveBeenCalledTimes(2);
    expect(state()).toMatchObject({ hasOlder: true, isLoadingOlder: false });
    expect(state().items.map((entry) => entry.id)).toEqual([9]);
    expect(toastStore.getState().toasts.map((toast) => toast.message)).toEqual([
      'Older notifications could not load. Try again.',
    ]);
  });
});
