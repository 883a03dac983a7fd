import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../api/fetch-stub.testing.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { buildUser } from '../auth/auth-fixtures.testing.ts';
import { authStore } from '../auth/index.ts';
import { ConfirmHost } from '../modals/index.ts';
import { ToastStack, toastStore } from '../toasts/index.ts';
import { NOTIFICATION_REFETCH_AGE_MS } from './notification.constants.ts';
import { notificationStore } from './notification-store.ts';
import {
  buildNotification,
  resetNotificationWorld,
  serveNotifications,
  signInForNotifications,
} from './notifications.testing.ts';
import { NotificationsBell } from './notifications-bell.tsx';
import { NotificationsHost } from './notifications-host.tsx';

const follower = buildNotification();

function renderPanel() {
  return renderWithProviders(
    <>
      <NotificationsBell />
      <NotificationsHost />
      <ToastStack />
      <ConfirmHost />
    </>,
    { at: '/manager' },
  );
}

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });
const list = () => screen.findByRole('list', { name: 'Notifications' });

async function openPanel() {
  await userEvent.click(await bell());
  return screen.getByRole('dialog', { name: 'Notifications' });
}

describe('notifications panel (spec §2, §4)', () => {
  afterEach(() => resetNotificationWorld());

  it("R2.129: 80vh high, titled 'Notifications', with 'Mark all as read', a settings icon and a close icon", async () => {
    serveNotifications([]);
    signInForNotifications();
    renderPanel();
    const panel = await openPanel();
    expect(panel).toHaveStyle({ height: '80vh' });
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/user/settings/notifications',
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it("R2.130: with no items it shows 'No notifications to show'", async () => {
    serveNotifications([]);
    signInForNotifications();
    renderPanel();
    await openPanel();
    expect(await screen.findByText('No notifications to show')).toBeInTheDocument();
  });

  it('R2.131: the close icon closes the panel', async () => {
    serveNotifications([]);
    signInForNotifications();
    renderPanel();
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(notificationStore.getState().isOpen).toBe(false);
  });

  it('R4.46: the bell toggles the panel and tells whether it is open', async () => {
    serveNotifications([]);
    signInForNotifications();
    renderPanel();
    const button = await bell();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(notificationStore.getState().isOpen).toBe(true);
  });

  it('R6.14: the bell fetches the signed-in user’s list and counts the unread; visitors get no bell and no call', async () => {
    const api = serveNotifications([follower, buildNotification({ id: 8, is_read: true })]);
    signInForNotifications();
    const { unmount } = renderPanel();
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
    expect(api.to('GET', 'notifications/')[0]?.query.get('limit')).toBe('50');
    unmount();
    act(() => authStore.setState({ user: null, isAuthenticated: false }));
    renderPanel();
    expect(screen.queryByTestId('notifications-bell')).toBeNull();
    expect(notificationStore.getState().items).toEqual([]);
    expect(api.to('GET', 'notifications/')).toHaveLength(1);
  });

  it('a signed-in state without a token fetches nothing rather than ending the session', async () => {
    const api = serveNotifications([follower]);
    act(() => authStore.setState({ user: buildUser(), isAuthenticated: true, isInitialized: true }));
    renderPanel();
    expect(await bell('Notifications')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
    expect(authStore.getState().isAuthenticated).toBe(true);
  });

  it('R3.17: each type shows its own icon and colour; an unknown type the default', async () => {
    serveNotifications([
      follower,
      buildNotification({ id: 2, type: 'GAME_REMINDER', title: 'Games open' }),
      buildNotification({ id: 3, type: 'SOMETHING_NEW', title: 'News' }),
    ]);
    signInForNotifications();
    renderPanel();
    await openPanel();
    const rows = within(await list()).getAllByRole('listitem');
    const tones = rows.map((row) => within(row).getByTestId('notification-icon').className);
    expect(tones[0]).toContain('violet');
    expect(tones[1]).toContain('cyan');
    expect(tones[2]).toContain('bg-accent/12');
    expect(new Set(rows.map((row) => row.querySelector('svg path')?.getAttribute('d'))).size).toBe(3);
  });

  it('R4.54: shows when each came as a relative time', async () => {
    serveNotifications([follower]);
    signInForNotifications();
    renderPanel();
    await openPanel();
    const row = within(await list()).getByRole('listitem', { name: 'New follower' });
    expect(within(row).getByText('5 minutes ago')).toHaveAttribute('datetime', follower.created_at);
  });

  it('R3.15 R4.50: following the call to action marks the item read on the server and goes to its internal target in the app', async () => {
    const api = serveNotifications([follower]);
    signInForNotifications();
    const { router } = renderPanel();
    await openPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'View profile' }));
    expect(notificationStore.getState().items[0]?.is_read).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/kai_lenny'));
    expect(notificationStore.getState().isOpen).toBe(false);
    await waitFor(() => expect(api.to('PATCH', 'notifications/')).toHaveLength(1));
    expect(api.to('PATCH', 'notifications/')[0]?.body).toEqual({ notification_id: 7 });
  });

  it('R3.15 R4.50 (A11): an external target opens in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    serveNotifications([buildNotification({ target: 'https://shredleague.app/news' })]);
    signInForNotifications();
    renderPanel();
    await openPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'View profile' }));
    expect(open).toHaveBeenCalledWith('https://shredleague.app/news', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it("R4.51: deleting calls the server and shows the toast 'Notification deleted'", async () => {
    const api = serveNotifications([follower]);
    signInForNotifications();
    renderPanel();
    await openPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete notification: New follower' }));
    expect(await screen.findByText('Notification deleted')).toBeInTheDocument();
    expect(screen.getByText('No notifications to show')).toBeInTheDocument();
    await waitFor(() => expect(api.items()).toEqual([]));
    expect(api.to('DELETE', 'notifications/')[0]?.query.get('notification_id')).toBe('7');
  });

  it("R4.48 (A18): 'Mark all as read' calls for the unread items only", async () => {
    const api = serveNotifications([
      follower,
      buildNotification({ id: 8, is_read: true }),
      buildNotification({ id: 9 }),
    ]);
    signInForNotifications();
    renderPanel();
    await openPanel();
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(notificationStore.getState().items.every((n) => n.is_read)).toBe(true);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await waitFor(() => expect(api.to('PATCH', 'notifications/')).toHaveLength(2));
    expect(api.to('PATCH', 'notifications/').map((r) => r.body)).toEqual([
      { notification_id: 7 },
      { notification_id: 9 },
    ]);
  });

  it('R4.52: delete all asks first, then deletes each item on its own', async () => {
    const api = serveNotifications([follower, buildNotification({ id: 8 })]);
    signInForNotifications();
    renderPanel();
    await openPanel();
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete all notifications?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete all' }));
    expect(await screen.findByText('No notifications to show')).toBeInTheDocument();
    await waitFor(() => expect(api.to('DELETE', 'notifications/')).toHaveLength(2));
    expect(toastStore.getState().toasts.map((t) => t.message)).toEqual(['Notification deleted']);
  });

  it('R4.53 (A18): opening the panel fetches again only once the list is older than 5 minutes', async () => {
    const api = serveNotifications([follower]);
    signInForNotifications();
    renderPanel();
    await bell('Notifications, 1 unread');
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(api.to('GET', 'notifications/')).toHaveLength(1);
    act(() => notificationStore.setState({ fetchedAt: Date.now() - NOTIFICATION_REFETCH_AGE_MS - 1 }));
    await openPanel();
    await waitFor(() => expect(api.to('GET', 'notifications/')).toHaveLength(2));
  });

  it('R8.34 R8.38: a failed fetch says the list could not load, and Try again fetches it', async () => {
    let fail = true;
    serveNotifications([follower], {
      'GET notifications/': () =>
        fail
          ? jsonResponse(400, { detail: 'Nope.' })
          : jsonResponse(200, { results: [follower], unread: 1, next_before: null, count: 1, next: null }),
    });
    signInForNotifications();
    renderPanel();
    await openPanel();
    expect(await screen.findByText('Your notifications could not load')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await list()).getByRole('listitem', { name: 'New follower' })).toBeInTheDocument();
  });
});
