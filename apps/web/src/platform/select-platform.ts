import { createNativePlatform } from './native-platform.ts';
import type { Platform } from './platform.ts';
import { createSimulatedNativePlatform } from './simulated-native-platform.ts';
import type { SimulationConfig } from './simulation-config.ts';
import { createWebPlatform } from './web-platform.ts';

/** What the Capacitor runtime injects into the web view before any app script runs. */
export interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

export interface PlatformSources {
  capacitor: CapacitorGlobal | undefined;
  simulation: SimulationConfig | null;
  buildVersion: string;
}

/** The native shell first, then a test simulation, else the browser. */
export function selectPlatform({ capacitor, simulation, buildVersion }: PlatformSources): Platform {
  if (capacitor?.isNativePlatform?.()) {
    const name = capacitor.getPlatform?.();
    if (name === 'ios' || name === 'android') return createNativePlatform(name);
  }
  if (simulation) return createSimulatedNativePlatform(simulation);
  return createWebPlatform(buildVersion);
}
