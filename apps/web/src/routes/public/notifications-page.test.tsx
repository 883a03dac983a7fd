import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetNotifications, setNotifications } from '../../features/notifications/index.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { NotificationsPage } from './notifications-page.tsx';
import { OfflinePage } from './offline-page.tsx';

describe('/notifications and /offline pages', () => {
  afterEach(() => act(() => resetNotifications()));

  it("R2.130: /notifications shows the same empty state 'No notifications to show'", () => {
    renderWithProviders(<NotificationsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('No notifications to show')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/user/settings/notifications',
    );
  });

  it('/notifications lists the items of the store', () => {
    act(() =>
      setNotifications([
        {
          id: 1,
          type: 'GAME_REMINDER',
          title: 'Game closes soon',
          body: 'Big Air Women locks in 2 hours.',
          is_read: false,
          created_at: '2026-11-20T10:00:00.000Z',
        },
      ]),
    );
    renderWithProviders(<NotificationsPage />);
    expect(screen.getByRole('list', { name: 'Notifications' })).toHaveTextContent('Game closes soon');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  });

  it('R2.121: /offline shows the offline screen texts as a page', () => {
    renderWithProviders(<OfflinePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });
});
