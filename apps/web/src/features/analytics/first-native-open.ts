import { addBreadcrumb, type Platform } from '../../platform/index.ts';
import { FIRST_NATIVE_OPEN_EVENT, FIRST_NATIVE_OPEN_KEY } from './analytics.constants.ts';
import { track } from './track.ts';

/**
 * The first start of the native app sends `first_native_open` once (R7.45), remembered by the
 * first-native-open flag in the app's storage (R3.45). The flag is set before the event is
 * queued: a second quick start must not count the install twice. Resolves whether it was sent.
 */
export async function trackFirstNativeOpen(platform: Platform): Promise<boolean> {
  if (!platform.isNative) return false;
  try {
    if (await platform.storage.get(FIRST_NATIVE_OPEN_KEY)) return false;
    await platform.storage.set(FIRST_NATIVE_OPEN_KEY, 'true');
  } catch (error) {
    addBreadcrumb('analytics', 'Could not read the first-native-open flag', { level: 'warning', error });
    return false;
  }
  track(FIRST_NATIVE_OPEN_EVENT, { properties: { platform: platform.name } });
  return true;
}
