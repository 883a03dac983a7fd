import type { NotificationSettings } from '@shred/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../api/fetch-stub.testing.ts';
import {
  resetNotificationWorld,
  serveNotifications,
  signInForNotifications,
} from '../../features/notifications/notifications.testing.ts';
import { ToastStack, toastStore } from '../../features/toasts/index.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { NotificationSettingsPage } from './notification-settings-page.tsx';

const row = (type: string, label: string, on = true) => ({
  type,
  label,
  description: `When ${label.toLowerCase()} happen.`,
  in_app: on,
  push: on,
  email: false,
});

const SETTINGS = {
  types: [
    row('NEW_FOLLOWER', 'New followers'),
    row('GAME_REMINDER', 'Game reminders'),
    row('MARKET_LISTING_SOLD', 'Listing sold'),
    row('TRIAL_EXPIRED', 'Trial ended'),
    row('SOMETHING_NEW', 'Something new'),
  ],
} as NotificationSettings;

function serve(update: (body: { update_field: string; update_value: boolean }) => Response) {
  return serveNotifications([], {
    'GET notifications/settings/': jsonResponse(200, SETTINGS),
    'PUT notifications/settings/': (request) =>
      update(request.body as { update_field: string; update_value: boolean }),
  });
}

function renderPage() {
  return renderWithProviders(
    <>
      <NotificationSettingsPage />
      <ToastStack />
    </>,
    { at: '/settings/notifications' },
  );
}

const type = (label: string) => screen.findByRole('group', { name: label });

describe('/settings/notifications (R2.17, issue 16.2)', () => {
  afterEach(() => resetNotificationWorld());

  it('R2.17: lists every type with the server’s label and description under its section, a switch per channel', async () => {
    serve(() => jsonResponse(200, SETTINGS));
    signInForNotifications();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeInTheDocument();
    const followers = await type('New followers');
    expect(followers).toHaveAccessibleDescription('When new followers happen.');
    expect(
      within(followers)
        .getAllByRole('switch')
        .map((s) => [s.getAttribute('aria-label'), s.getAttribute('aria-checked')]),
    ).toEqual([
      ['In-app', 'true'],
      ['Push', 'true'],
      ['E-mail', 'false'],
    ]);
    const sections = screen.getAllByRole('region').map((section) => [
      within(section).getByRole('heading', { level: 2 }).textContent,
      within(section)
        .getAllByRole('group')
        .map((group) => group.closest('li')?.dataset.type),
    ]);
    expect(sections).toEqual([
      ['Games and results', ['GAME_REMINDER']],
      ['Market', ['MARKET_LISTING_SOLD']],
      ['Social', ['NEW_FOLLOWER']],
      ['Subscription', ['TRIAL_EXPIRED']],
      ['Other', ['SOMETHING_NEW']],
    ]);
  });

  it('R3.19: a switch sends {update_field: TYPE.channel, update_value} and moves at once', async () => {
    const sent: unknown[] = [];
    serve((body) => {
      sent.push(body);
      return jsonResponse(200, SETTINGS);
    });
    signInForNotifications();
    renderPage();
    const email = within(await type('New followers')).getByRole('switch', { name: 'E-mail' });
    await userEvent.click(email);
    expect(email).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(sent).toEqual([{ update_field: 'NEW_FOLLOWER.email', update_value: true }]));
  });

  it('a refused change puts that switch back and shows the reason in an error toast', async () => {
    serve(() => jsonResponse(400, { detail: 'Unknown notification type.', fields: {} }));
    signInForNotifications();
    renderPage();
    const inApp = within(await type('Game reminders')).getByRole('switch', { name: 'In-app' });
    await userEvent.click(inApp);
    await waitFor(() =>
      expect(toastStore.getState().toasts.at(-1)).toMatchObject({
        type: 'error',
        message: 'Unknown notification type.',
      }),
    );
    expect(inApp).toHaveAttribute('aria-checked', 'true');
  });

  it('says when the settings could not load, and loads them on Try again', async () => {
    let fail = true;
    serveNotifications([], {
      'GET notifications/settings/': () =>
        fail ? jsonResponse(500, { detail: 'Down for a moment.' }) : jsonResponse(200, SETTINGS),
    });
    signInForNotifications();
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Your notification settings could not load' }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await type('New followers')).toBeInTheDocument();
  });
});
