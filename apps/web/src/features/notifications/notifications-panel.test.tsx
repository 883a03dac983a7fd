import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { authStore } from '../auth/index.ts';
import { clearToasts, ToastStack } from '../toasts/index.ts';
import {
  type AppNotification,
  notificationStore,
  resetNotifications,
  setNotifications,
} from './notification-store.ts';
import { NotificationsBell } from './notifications-bell.tsx';
import { NotificationsHost } from './notifications-host.tsx';

const follower: AppNotification = {
  id: 7,
  type: 'NEW_FOLLOWER',
  title: 'New follower',
  body: 'kai_lenny now follows you.',
  cta: 'View profile',
  target: '/profile/kai_lenny',
  is_read: false,
  created_at: '2026-11-20T10:00:00.000Z',
};

function renderPanel() {
  return renderWithProviders(
    <>
      <NotificationsBell />
      <NotificationsHost />
      <ToastStack />
    </>,
    { at: '/manager' },
  );
}

describe('notifications panel (spec §2)', () => {
  beforeEach(() => {
    resetNotifications();
    authStore.setState({ user: buildUser(), isAuthenticated: true, isInitialized: true });
  });
  afterEach(() => {
    act(() => {
      resetNotifications();
      clearToasts();
    });
  });

  it("R2.129: 80vh high, titled 'Notifications', with 'Mark all as read', a settings icon and a close icon", async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(panel).toHaveStyle({ height: '80vh' });
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/user/settings/notifications',
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it("R2.130: with no items it shows 'No notifications to show'", async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('No notifications to show')).toBeInTheDocument();
  });

  it('R2.131: the close icon closes the panel', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(notificationStore.getState().isOpen).toBe(false);
  });

  it('R4.46: the bell toggles the panel and tells whether it is open', async () => {
    renderPanel();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(notificationStore.getState().isOpen).toBe(true);
  });

  it('the bell counts unread items and is not shown to visitors', () => {
    act(() => setNotifications([follower, { ...follower, id: 8, is_read: true }]));
    const { unmount } = renderPanel();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    unmount();
    authStore.setState({ user: null, isAuthenticated: false, isInitialized: true });
    renderPanel();
    expect(screen.queryByTestId('notifications-bell')).toBeNull();
  });

  it('R4.50: following the call to action marks the item read and goes to its target', async () => {
    act(() => setNotifications([follower]));
    const { router } = renderPanel();
    act(() => notificationStore.setState({ isOpen: true }));
    await userEvent.click(screen.getByRole('button', { name: 'View profile' }));
    expect(notificationStore.getState().items[0]?.is_read).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/kai_lenny'));
    expect(notificationStore.getState().isOpen).toBe(false);
  });

  it('R4.50: an external target opens in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    act(() => setNotifications([{ ...follower, target: 'https://shredleague.app/news' }]));
    renderPanel();
    act(() => notificationStore.setState({ isOpen: true }));
    await userEvent.click(screen.getByRole('button', { name: 'View profile' }));
    expect(open).toHaveBeenCalledWith('https://shredleague.app/news', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it("R4.51: deleting shows the toast 'Notification deleted'", async () => {
    act(() => setNotifications([follower]));
    renderPanel();
    act(() => notificationStore.setState({ isOpen: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete notification: New follower' }));
    expect(await screen.findByText('Notification deleted')).toBeInTheDocument();
    expect(screen.getByText('No notifications to show')).toBeInTheDocument();
  });

  it("R4.48: 'Mark all as read' marks every item read", async () => {
    act(() => setNotifications([follower, { ...follower, id: 8 }]));
    renderPanel();
    act(() => notificationStore.setState({ isOpen: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(notificationStore.getState().items.every((n) => n.is_read)).toBe(true);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
