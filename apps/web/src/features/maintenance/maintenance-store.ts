import type { AppSettings } from '@shred/contract';
import { createStore, useStore } from 'zustand';
import { call } from '../../api/index.ts';
import { appSettingsStore, useAppSettings } from '../app-settings/app-settings-store.ts';

/** Session storage key of the bypass (spec §3 "Session storage: maintenance bypass flag"). */
export const MAINTENANCE_BYPASS_KEY = 'maintenanceBypass';

const session = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.sessionStorage;

function readBypass(): boolean {
  try {
    return session()?.getItem(MAINTENANCE_BYPASS_KEY) === 'true';
  } catch {
    return false;
  }
}

export interface MaintenanceState {
  /** The visitor entered the right password during this browser session. */
  bypassed: boolean;
}

export const maintenanceStore = createStore<MaintenanceState>()(() => ({ bypassed: readBypass() }));

/** A valid password lets this session in: kept in session storage, so it ends with the session (R4.67, R4.68). */
export function grantBypass(): void {
  try {
    session()?.setItem(MAINTENANCE_BYPASS_KEY, 'true');
  } catch {
    // Not stored: the bypass still holds until the page is reloaded.
  }
  maintenanceStore.setState({ bypassed: true });
}

export function clearBypass(): void {
  try {
    session()?.removeItem(MAINTENANCE_BYPASS_KEY);
  } catch {
    // Nothing stored.
  }
  maintenanceStore.setState({ bypassed: false });
}

/** Spec §4: maintenance is on for a visitor while the server says so and no bypass was entered (R4.66). */
export function isMaintenanceActive(
  settings: Pick<AppSettings, 'maintenance_mode'> | null,
  bypassed: boolean,
): boolean {
  return Boolean(settings?.maintenance_mode) && !bypassed;
}

/**
 * Clear the bypass when the server setting goes from on to off (R4.69), so the next
 * maintenance asks for the password again. A bypass can only be granted while maintenance
 * is on, so a stored bypass meeting an "off" answer means the setting went from on to off,
 * also when that happened while the page was closed.
 */
export function watchMaintenanceSetting(): () => void {
  return appSettingsStore.subscribe(({ settings }, previous) => {
    if (!settings || settings.maintenance_mode) return;
    if (previous.settings?.maintenance_mode || maintenanceStore.getState().bypassed) clearBypass();
  });
}

/**
 * POST core/app-settings/validate-password/: true only when the server answers valid=true
 * (R5.14). A failed call rejects; the overlay logs it and stays (A28).
 */
export async function validateMaintenancePassword(password: string): Promise<boolean> {
  const { valid } = await call('validateMaintenancePassword', { body: { password } });
  return valid === true;
}

export function useMaintenanceActive(): boolean {
  const settings = useAppSettings();
  const bypassed = useStore(maintenanceStore, (state) => state.bypassed);
  return isMaintenanceActive(settings, bypassed);
}
