import { BUILD_VERSION } from './build-info.ts';
import type { Platform } from './platform.ts';
import { type CapacitorGlobal, selectPlatform } from './select-platform.ts';
import { readSimulationConfig } from './simulation-config.ts';

export type {
  KeyValueStore,
  NativePush,
  Platform,
  PlatformName,
  PushPermission,
  ReceivedPush,
  StatusBarTone,
} from './platform.ts';
export { isNativeName } from './platform.ts';

let current: Platform | undefined;

/** The platform this app runs on, chosen once on first use. */
export function getPlatform(): Platform {
  current ??= selectPlatform({
    capacitor: (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor,
    simulation: readSimulationConfig(
      import.meta.env.VITE_SIMULATED_NATIVE === '1',
      typeof window === 'undefined' ? undefined : window.localStorage,
    ),
    buildVersion: BUILD_VERSION,
  });
  return current;
}

/** Tests swap the platform (for instance for a simulated phone); undefined goes back to detection. */
export function setPlatformForTesting(platform: Platform | undefined): void {
  current = platform;
}
export {
  addBreadcrumb,
  BREADCRUMB_MAX,
  type Breadcrumb,
  type BreadcrumbLevel,
  clearBreadcrumbs,
  type ErrorReport,
  readBreadcrumbs,
  reportError,
} from './error-reporting.ts';
