import { onDocumentVisibility } from './foreground.ts';
import { browserLocalStorage, webStorageStore } from './local-store.ts';
import type { Platform } from './platform.ts';
import type { SimulationConfig } from './simulation-config.ts';

/**
 * The native app as the browser tests see it: native name and version, and every native
 * side effect written to `<html data-*>` so a test can read it: the status-bar tone
 * (`data-status-bar`), the back-swipe (`data-back-gesture`) and the last external link
 * opened (`data-external-url`), which a phone would hand to the store app.
 */
export function createSimulatedNativePlatform(config: SimulationConfig, doc: Document = document): Platform {
  const root = doc.documentElement;
  let backGesture = true;
  root.dataset.simulatedNative = config.platform;
  root.dataset.backGesture = 'enabled';
  return {
    name: config.platform,
    isNative: true,
    storage: webStorageStore(browserLocalStorage),
    appVersion: async () => config.version,
    setStatusBarStyle: async (tone) => {
      root.dataset.statusBar = tone;
    },
    setBackGestureEnabled: (enabled) => {
      backGesture = enabled;
      root.dataset.backGesture = enabled ? 'enabled' : 'disabled';
    },
    isBackGestureEnabled: () => backGesture,
    onForegroundChange: (listener) => onDocumentVisibility(listener, doc),
    openExternalUrl: async (url) => {
      root.dataset.externalUrl = url;
    },
  };
}
