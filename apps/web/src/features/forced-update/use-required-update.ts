import { useEffect, useState } from 'react';
import { getPlatform } from '../../platform/index.ts';
import { useAppSettings } from '../app-settings/app-settings-store.ts';
import { type RequiredUpdate, requiredUpdate } from './forced-update-rule.ts';

/** The update this native app needs, or null (always null on web). */
export function useRequiredUpdate(): RequiredUpdate | null {
  const platform = getPlatform();
  const settings = useAppSettings();
  const [installed, setInstalled] = useState<string | null>(null);

  useEffect(() => {
    if (!platform.isNative) return;
    let live = true;
    // The native adapter logs a failed read and answers null (spec §8): nothing is forced then.
    void platform.appVersion().then((version) => {
      if (live) setInstalled(version);
    });
    return () => {
      live = false;
    };
  }, [platform]);

  return requiredUpdate(platform.name, installed, settings);
}
