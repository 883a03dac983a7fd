import { onDocumentVisibility } from './foreground.ts';
import { browserLocalStorage, webStorageStore } from './local-store.ts';
import type { Platform } from './platform.ts';

/**
 * The browser: storage is localStorage, the status bar is the browser's own (the theme-color
 * meta is the theme's job), there is no system back-swipe to block, and the foreground is
 * the tab's visibility.
 */
export function createWebPlatform(buildVersion: string): Platform {
  let backGesture = true;
  return {
    name: 'web',
    isNative: false,
    storage: webStorageStore(browserLocalStorage),
    appVersion: async () => buildVersion,
    setStatusBarStyle: async () => {},
    setBackGestureEnabled: (enabled) => {
      backGesture = enabled;
    },
    isBackGestureEnabled: () => backGesture,
    onForegroundChange: (listener) => onDocumentVisibility(listener),
    onAppUrlOpen: () => () => {},
    openExternalUrl: async (url) => {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    push: null,
  };
}
