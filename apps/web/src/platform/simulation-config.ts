import { parseVersion } from '@shred/game';

/**
 * Simulated native (tests only). When the build allows it (`VITE_SIMULATED_NATIVE=1`, set by
 * the end-to-end tests' own build, never by `npm run build`), a localStorage entry
 * `simulatedNative` = `{"platform":"ios","version":"1.0.0"}` makes the browser behave as the
 * iOS or Android app of that version. Playwright writes it with an init script before the
 * app loads. A production build ignores the entry entirely.
 */
export const SIMULATION_STORAGE_KEY = 'simulatedNative';

export interface SimulationConfig {
  platform: 'ios' | 'android';
  version: string;
}

export function parseSimulationConfig(raw: string | null | undefined): SimulationConfig | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { platform, version } = value as Record<string, unknown>;
    if (platform !== 'ios' && platform !== 'android') return null;
    if (typeof version !== 'string' || parseVersion(version) === null) return null;
    return { platform, version: version.trim() };
  } catch {
    return null;
  }
}

/** The simulation to run, or null when the build does not allow one or none is asked for. */
export function readSimulationConfig(
  allowed: boolean,
  storage: Pick<Storage, 'getItem'> | undefined,
): SimulationConfig | null {
  if (!allowed || !storage) return null;
  try {
    return parseSimulationConfig(storage.getItem(SIMULATION_STORAGE_KEY));
  } catch {
    return null;
  }
}
