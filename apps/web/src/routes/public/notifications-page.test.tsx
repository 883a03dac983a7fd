import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../api/fetch-stub.testing.ts';
import {
  buildNotification,
  resetNotificationWorld,
  serveNotifications,
  signInForNotifications,
} from '../../features/notifications/notifications.testing.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { NotificationsPage } from './notifications-page.tsx';
import { OfflinePage } from './offline-page.tsx';

describe('/notifications and /offline pages', () => {
  afterEach(() => resetNotificationWorld());

  it("R2.130: /notifications shows the same empty state 'No notifications to show'", async () => {
    serveNotifications([]);
    signInForNotifications();
    renderWithProviders(<NotificationsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('No notifications to show')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete all' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/user/settings/notifications',
    );
  });

  it('R2.13: /notifications fetches and lists the signed-in user’s notifications', async () => {
    serveNotifications([
      buildNotification({
        id: 1,
        type: 'GAME_REMINDER',
        title: 'Game closes soon',
        body: 'Big Air Women locks in 2 hours.',
        cta: null,
        target: null,
      }),
    ]);
    signInForNotifications();
    renderWithProviders(<NotificationsPage />);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const row = within(list).getByRole('listitem', { name: 'Game closes soon' });
    expect(row).toHaveTextContent('Big Air Women locks in 2 hours.');
    expect(within(row).getByRole('button', { name: 'Mark as read: Game closes soon' })).toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  });

  it('lists the newest 50, and Show older adds the rest below them until none are left', async () => {
    const all = Array.from({ length: 60 }, (_, index) =>
      buildNotification({ id: 60 - index, title: `Follower ${60 - index}`, is_read: true }),
    );
    const api = serveNotifications(all);
    signInForNotifications();
    renderWithProviders(<NotificationsPage />);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(60));
    expect(within(list).getByRole('listitem', { name: 'Follower 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
    expect(api.to('GET', 'notifications/').map((request) => request.query.get('before'))).toEqual([
      null,
      '11',
    ]);
  });

  it('R6.14: a visitor gets the empty list and a way to log in, without a call', () => {
    const api = stubApi();
    renderWithProviders(<NotificationsPage />);
    expect(screen.getByText('No notifications to show')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth?next=/notifications');
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it('R2.121: /offline shows the offline screen texts as a page', () => {
    renderWithProviders(<OfflinePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });
});
