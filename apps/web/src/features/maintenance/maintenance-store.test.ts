import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCalls } from '../../testing/call-answers.ts';
import { buildAppSettings } from '../app-settings/app-settings.testing.ts';
import { appSettingsStore, setAppSettings } from '../app-settings/app-settings-store.ts';
import {
  clearBypass,
  grantBypass,
  isMaintenanceActive,
  MAINTENANCE_BYPASS_KEY,
  maintenanceStore,
  validateMaintenancePassword,
  watchMaintenanceSetting,
} from './maintenance-store.ts';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

describe('maintenance mode (spec §4)', () => {
  afterEach(() => {
    clearBypass();
    appSettingsStore.setState({ settings: null });
    callMock.mockReset();
  });

  it('is active while the setting is on and no bypass was entered (R1.17, R4.66)', () => {
    expect(isMaintenanceActive(buildAppSettings({ maintenance_mode: true }), false)).toBe(true);
    expect(isMaintenanceActive(buildAppSettings({ maintenance_mode: true }), true)).toBe(false);
    expect(isMaintenanceActive(buildAppSettings({ maintenance_mode: false }), false)).toBe(false);
    expect(isMaintenanceActive(null, false)).toBe(false);
  });

  it('keeps the bypass in session storage (R3.48, R4.67, R4.68)', () => {
    grantBypass();
    expect(sessionStorage.getItem(MAINTENANCE_BYPASS_KEY)).toBe('true');
    expect(localStorage.getItem(MAINTENANCE_BYPASS_KEY)).toBeNull();
    expect(maintenanceStore.getState().bypassed).toBe(true);
  });

  it('clears the bypass when the setting goes from on to off (R4.69)', () => {
    const stop = watchMaintenanceSetting();
    setAppSettings(buildAppSettings({ maintenance_mode: true }));
    grantBypass();
    setAppSettings(buildAppSettings({ maintenance_mode: true, maintenance_mode_message: 'Still on' }));
    expect(maintenanceStore.getState().bypassed).toBe(true);

    setAppSettings(buildAppSettings({ maintenance_mode: false }));
    expect(maintenanceStore.getState().bypassed).toBe(false);
    expect(sessionStorage.getItem(MAINTENANCE_BYPASS_KEY)).toBeNull();

    // The next maintenance asks for the password again.
    setAppSettings(buildAppSettings({ maintenance_mode: true }));
    expect(
      isMaintenanceActive(appSettingsStore.getState().settings, maintenanceStore.getState().bypassed),
    ).toBe(true);
    stop();
  });

  it('clears a bypass left from before a reload when the first answer says off (R4.69)', () => {
    grantBypass();
    const stop = watchMaintenanceSetting();
    setAppSettings(buildAppSettings({ maintenance_mode: false }));
    expect(maintenanceStore.getState().bypassed).toBe(false);
    stop();
  });

  it('accepts the password only when the server answers valid=true (R5.14)', async () => {
    answerCalls(callMock, { validateMaintenancePassword: { valid: true } });
    await expect(validateMaintenancePassword('open-sesame')).resolves.toBe(true);
    expect(callMock).toHaveBeenCalledWith('validateMaintenancePassword', {
      body: { password: 'open-sesame' },
    });
    answerCalls(callMock, { validateMaintenancePassword: { valid: false } });
    await expect(validateMaintenancePassword('nope')).resolves.toBe(false);
  });
});
