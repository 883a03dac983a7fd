import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteResult } from '../../api/index.ts';
import { ApiError } from '../../api/index.ts';
import { buildAppSettings } from '../../features/app-settings/app-settings.testing.ts';
import { appSettingsStore } from '../../features/app-settings/app-settings-store.ts';
import { answerCalls } from '../../testing/call-answers.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { AdminSettingsPage } from './admin-settings-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: { body?: unknown }) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

const current = buildAppSettings({
  maintenance_mode: false,
  maintenance_mode_message: '',
  ios_minimum_version: '1.0.0',
  android_minimum_version: '1.0.0',
  maintenance_password_set: true,
});

function serve(
  settings = current,
  onSave: (body: Record<string, unknown>) => RouteResult<'updateAppSettings'> = (body) => ({
    ...settings,
    ...body,
  }),
) {
  answerCalls(callMock, {
    appSettings: settings,
    updateAppSettings: (options) => onSave(options?.body as Record<string, unknown>),
  });
}

const savedBody = () => callMock.mock.calls.find(([name]) => name === 'updateAppSettings')?.[1]?.body;

describe('staff app settings screen', () => {
  afterEach(() => {
    callMock.mockReset();
    appSettingsStore.setState({ settings: null });
  });

  it('edits maintenance mode, its message and the minimum versions, and says when it is saved', async () => {
    serve();
    renderWithProviders(<AdminSettingsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Maintenance mode' }));
    await user.type(screen.getByLabelText('Maintenance message'), 'New season drops at 18:00.');
    await user.clear(screen.getByLabelText('iOS minimum version'));
    await user.type(screen.getByLabelText('iOS minimum version'), '2.1.0');
    await user.type(screen.getByLabelText('App Store link'), 'https://apps.apple.com/app/id1');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(/Settings saved/)).toBeInTheDocument();
    expect(savedBody()).toEqual({
      maintenance_mode: true,
      maintenance_mode_message: 'New season drops at 18:00.',
      ios_minimum_version: '2.1.0',
      android_minimum_version: '1.0.0',
      ios_store_url: 'https://apps.apple.com/app/id1',
      android_store_url: '',
    });
    // The app's own copy follows at once: the maintenance overlay does not wait for the next poll.
    expect(appSettingsStore.getState().settings?.maintenance_mode).toBe(true);
  });

  it('sends a new bypass password, or an empty one to remove it', async () => {
    serve();
    renderWithProviders(<AdminSettingsPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New bypass password'), 'let-me-in');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(savedBody()).toMatchObject({ maintenance_password: 'let-me-in' }));

    callMock.mockClear();
    serve();
    await user.click(screen.getByLabelText('Remove the bypass password'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(savedBody()).toMatchObject({ maintenance_password: '' }));
  });

  it('checks the fields with the contract schema before sending', async () => {
    serve();
    renderWithProviders(<AdminSettingsPage />);
    const user = userEvent.setup();
    const version = await screen.findByLabelText('Android minimum version');
    await user.clear(version);
    await user.type(version, 'v2-beta');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Use a dotted version such as 2.4.0.')).toBeInTheDocument();
    expect(savedBody()).toBeUndefined();
  });

  it('refuses maintenance without any bypass password, so nobody gets locked out', async () => {
    serve(buildAppSettings({ maintenance_password_set: false }));
    renderWithProviders(<AdminSettingsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Maintenance mode' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText(/Set a bypass password before turning maintenance on/),
    ).toBeInTheDocument();
    expect(savedBody()).toBeUndefined();
  });

  it("shows the server's field errors on their fields", async () => {
    serve(current, () => {
      throw new ApiError(400, {
        detail: 'Invalid input.',
        fields: { ios_store_url: ['Use an https link.'] },
      });
    });
    renderWithProviders(<AdminSettingsPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('App Store link'), 'http://example.com/app');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Use an https link.')).toBeInTheDocument();
    expect(screen.getByLabelText('App Store link')).toHaveAttribute('aria-invalid', 'true');
  });
});
