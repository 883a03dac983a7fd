import type { AppSettings } from '@shred/contract';
import { isOutdated } from '@shred/game';
import type { PlatformName } from '../../platform/index.ts';

export interface RequiredUpdate {
  current: string;
  required: string;
  /** The store page to update from; empty when staff have not set one. */
  storeUrl: string;
}

type VersionSettings = Pick<
  AppSettings,
  'ios_minimum_version' | 'android_minimum_version' | 'ios_store_url' | 'android_store_url'
>;

/**
 * Spec §4 Forced update: native only (R4.77); the app is outdated when the installed version
 * is lower than its platform's minimum (R4.74), compared as dotted numbers (R4.75). A missing
 * or malformed version never forces an update.
 */
export function requiredUpdate(
  platform: PlatformName,
  installed: string | null,
  settings: VersionSettings | null,
): RequiredUpdate | null {
  if (platform === 'web' || !settings || !installed) return null;
  const required = platform === 'ios' ? settings.ios_minimum_version : settings.android_minimum_version;
  if (!isOutdated(installed, required)) return null;
  return {
    current: installed,
    required: required.trim(),
    storeUrl: platform === 'ios' ? settings.ios_store_url : settings.android_store_url,
  };
}
