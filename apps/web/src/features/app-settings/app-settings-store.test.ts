import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearBreadcrumbs, readBreadcrumbs } from '../../platform/index.ts';
import { buildAppSettings, fakeVisibility } from './app-settings.testing.ts';
import {
  APP_SETTINGS_POLL_MS,
  appSettingsStore,
  fetchAppSettings,
  startAppSettings,
} from './app-settings-store.ts';

describe('app settings fetching (spec §4 Maintenance mode, §9)', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
    appSettingsStore.setState({ settings: null });
  });

  it('fetches at start (R4.71)', async () => {
    const load = vi.fn().mockResolvedValue(buildAppSettings({ maintenance_mode: true }));
    stop = startAppSettings({ load, visibility: fakeVisibility(true) });
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(appSettingsStore.getState().settings?.maintenance_mode).toBe(true));
  });

  it('fetches again every 60 s while the tab is visible (R4.72, R9.18)', async () => {
    expect(APP_SETTINGS_POLL_MS).toBe(60_000);
    const load = vi.fn().mockResolvedValue(buildAppSettings());
    stop = startAppSettings({ load, visibility: fakeVisibility(true) });
    await vi.advanceTimersByTimeAsync(APP_SETTINGS_POLL_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(APP_SETTINGS_POLL_MS * 3);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('does not poll while the tab is hidden (R4.72)', async () => {
    const load = vi.fn().mockResolvedValue(buildAppSettings());
    const visibility = fakeVisibility(true);
    stop = startAppSettings({ load, visibility });
    visibility.set(false);
    await vi.advanceTimersByTimeAsync(APP_SETTINGS_POLL_MS * 10);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches when the tab becomes visible, then every 60 s from then on (R4.73)', async () => {
    const load = vi.fn().mockResolvedValue(buildAppSettings());
    const visibility = fakeVisibility(false);
    stop = startAppSettings({ load, visibility });
    await vi.advanceTimersByTimeAsync(APP_SETTINGS_POLL_MS * 2);
    expect(load).toHaveBeenCalledTimes(1);
    visibility.set(true);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(APP_SETTINGS_POLL_MS);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('stops polling when stopped', async () => {
    const load = vi.fn().mockResolvedValue(buildAppSettings());
    startAppSettings({ load, visibility: fakeVisibility(true) })();
    await vi.advanceTimersByTimeAsync(APP_SETTINGS_POLL_MS * 3);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('only notes a failed fetch and keeps the last settings (R8.33)', async () => {
    clearBreadcrumbs();
    appSettingsStore.setState({ settings: buildAppSettings({ maintenance_mode: true }) });
    await expect(fetchAppSettings(() => Promise.reject(new Error('offline')))).resolves.toBeNull();
    expect(readBreadcrumbs()).toEqual([
      expect.objectContaining({ message: 'Could not fetch the app settings', error: 'Error: offline' }),
    ]);
    expect(appSettingsStore.getState().settings?.maintenance_mode).toBe(true);
  });
});
