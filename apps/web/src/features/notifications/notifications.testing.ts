import type { Notification } from '@shred/contract';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { jsonResponse, stubApi } from '../../api/fetch-stub.testing.ts';
import { buildUser, clearAuthCookies, makeJwt, seedTokens } from '../auth/auth-fixtures.testing.ts';
import { authStore } from '../auth/index.ts';
import { clearToasts } from '../toasts/index.ts';
import { resetNotifications } from './notification-store.ts';

export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 7,
    type: 'NEW_FOLLOWER',
    category: 'social',
    title: 'New follower',
    body: 'kai_lenny started following you.',
    cta: 'View profile',
    target: '/profile/kai_lenny',
    is_read: false,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

/** A signed-in player with a live token, as after a login. */
export function signInForNotifications(): void {
  seedTokens({ access: makeJwt(7 * 24 * 3600) });
  authStore.setState({ user: buildUser(), isAuthenticated: true, isInitialized: true });
}

/**
 * The notifications API over a list held here: GET lists it, PATCH reads one, DELETE drops
 * one, as the server would, so a test sees the calls and what the list became.
 */
export function serveNotifications(initial: Notification[], extra: Parameters<typeof stubApi>[0] = {}) {
  let items = [...initial];
  const api = stubApi({
    // Pages as the server does: `limit` at a time, newest first, `before` an id for older ones.
    'GET notifications/': (request) => {
      const limit = Number(request.query.get('limit') ?? 50);
      const before = request.query.get('before');
      const older = before === null ? items : items.filter((item) => item.id < Number(before));
      const shown = older.slice(0, limit);
      const more = older.length > limit;
      return jsonResponse(200, {
        results: shown,
        unread: items.filter((item) => !item.is_read).length,
        next_before: more ? (shown.at(-1)?.id ?? null) : null,
        count: items.length,
        next: null,
      });
    },
    'PATCH notifications/': (request) => {
      const id = (request.body as { notification_id: number }).notification_id;
      items = items.map((item) => (item.id === id ? { ...item, is_read: true } : item));
      const read = items.find((item) => item.id === id);
      return read ? jsonResponse(200, read) : jsonResponse(404, { detail: 'Not found.' });
    },
    'DELETE notifications/': (request) => {
      const id = Number(request.query.get('notification_id'));
      items = items.filter((item) => item.id !== id);
      return jsonResponse(204);
    },
    ...extra,
  });
  return { ...api, items: () => items };
}

export function resetNotificationWorld(): void {
  act(() => {
    resetNotifications();
    clearToasts();
  });
  vi.unstubAllGlobals();
  clearAuthCookies();
  authStore.setState({ user: null, isAuthenticated: false, isInitialized: true });
}
