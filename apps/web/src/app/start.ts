import type { QueryClient } from '@tanstack/react-query';
import { getAnonymousId } from '../features/analytics/anonymous-id.ts';
import { trackFirstNativeOpen } from '../features/analytics/first-native-open.ts';
import { trackPageViews } from '../features/analytics/page-views.ts';
import { startAnalyticsQueue, track } from '../features/analytics/track.ts';
import { startAppSettings } from '../features/app-settings/app-settings-store.ts';
import { initializeAuth } from '../features/auth/index.ts';
import { applyConsent } from '../features/consent/consent-store.ts';
import { startDeepLinks } from '../features/deep-links/deep-links.ts';
import { type NavigationSource, startGameMode } from '../features/game-mode/game-mode-store.ts';
import { watchMaintenanceSetting } from '../features/maintenance/maintenance-store.ts';
import { startNativeAppMark } from '../features/profile/native-app-mark.ts';
import { startPushTaps } from '../features/push-notifications/push-taps.ts';
import { startTheme } from '../features/theme/theme-store.ts';
import { startThemeSync } from '../features/theme/theme-sync.ts';
import { getPlatform, reportError } from '../platform/index.ts';
import { startNotifications, startPushNotifications } from './later-features.ts';
import { runStartOrder, type StartResult, type StartSteps } from './start-order.ts';
import { clearCacheOnUserChange } from './user-cache.ts';

export const APP_START_EVENT = 'app_start';

interface AppParts {
  queryClient: QueryClient;
  router: NavigationSource & { navigate(to: string): unknown };
}

/** The app's real start steps (spec §4 Application start order). */
export function createStartSteps({ queryClient, router }: AppParts): StartSteps {
  return {
    // Started, not awaited: the answer shows the maintenance overlay when it comes, and
    // waiting for it would put one more round trip before the first screen. A failed fetch
    // is only logged (R8.33), so there is nothing to wait for either.
    appSettings: () => {
      watchMaintenanceSetting();
      startAppSettings();
    },
    theme: () => {
      startTheme();
      startThemeSync();
    },
    anonymousId: () => {
      getAnonymousId();
    },
    tracking: () => {
      applyConsent();
      startAnalyticsQueue();
      track(APP_START_EVENT, { properties: { platform: getPlatform().name } });
      trackPageViews(router);
      // Not awaited: the flag lives in native storage, and the start must not wait for it.
      void trackFirstNativeOpen(getPlatform());
    },
    auth: () => {
      clearCacheOnUserChange(queryClient);
      startNativeAppMark();
      return initializeAuth();
    },
    pushNotifications: startPushNotifications,
    notifications: startNotifications,
    deepLinks: () => {
      startDeepLinks((path) => void router.navigate(path));
      startPushTaps((path) => void router.navigate(path));
    },
    gameMode: () => {
      startGameMode(router);
    },
  };
}

/**
 * Start the app. The router's guard waits for auth and shows the splash meanwhile, so
 * nothing here blocks rendering. Failures are logged with their §8 message; the result is
 * returned for whoever wants to act on it.
 */
export async function startApp(parts: AppParts): Promise<StartResult> {
  const result = await runStartOrder(createStartSteps(parts));
  if (!result.success) reportError(`App start finished with problems: ${result.messages.join('; ')}`);
  return result;
}
