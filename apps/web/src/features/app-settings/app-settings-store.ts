import type { AppSettings } from '@shred/contract';
import { createStore, useStore } from 'zustand';
import { call } from '../../api/index.ts';
import { addBreadcrumb } from '../../platform/index.ts';
import { everyWhileVisible, type VisibilitySource } from '../../platform/visible-interval.ts';

/** Spec §9: app settings are fetched again every 60 s while the tab is visible. */
export const APP_SETTINGS_POLL_MS = 60_000;

export interface AppSettingsState {
  /** The last answer of GET core/app-settings/, or null before the first one. */
  settings: AppSettings | null;
}

export const appSettingsStore = createStore<AppSettingsState>()(() => ({ settings: null }));

export function useAppSettings(): AppSettings | null {
  return useStore(appSettingsStore, (state) => state.settings);
}

/** Put a fresh answer in the store (after a fetch, or after staff saved new settings). */
export function setAppSettings(settings: AppSettings): void {
  appSettingsStore.setState({ settings });
}

let inFlight: Promise<AppSettings | null> | null = null;

/**
 * Fetch the settings into the store. A failure is only logged (spec §8, R8.33): the last
 * known settings stay in force. Overlapping calls share one request.
 */
export function fetchAppSettings(
  load: () => Promise<AppSettings> = () => call('appSettings'),
): Promise<AppSettings | null> {
  inFlight ??= load()
    .then(
      (settings) => {
        setAppSettings(settings);
        return settings;
      },
      (error: unknown) => {
        addBreadcrumb('app-settings', 'Could not fetch the app settings', { level: 'warning', error });
        return null;
      },
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

interface PollingOptions {
  load?: () => Promise<AppSettings>;
  visibility?: VisibilitySource;
}

/**
 * Spec §4 Maintenance mode: fetch at start (R4.71), every 60 s while the tab is visible
 * (R4.72) and whenever it becomes visible (R4.73). Returns the stop function.
 */
export function startAppSettings({ load, visibility }: PollingOptions = {}): () => void {
  const refresh = () => void fetchAppSettings(load);
  return everyWhileVisible(refresh, {
    intervalMs: APP_SETTINGS_POLL_MS,
    runAtStart: true,
    ...(visibility ? { visibility } : {}),
  });
}
