import { addBreadcrumb } from './error-reporting.ts';
import type { KeyValueStore, NativePush, Platform, ReceivedPush } from './platform.ts';
import { retry, STATUS_BAR_RETRY } from './retry.ts';

/**
 * The Capacitor shell. Plugins are imported on first use, so the web build never downloads
 * them: a browser never takes this branch.
 */
export function createNativePlatform(name: 'ios' | 'android'): Platform {
  let backGesture = true;
  let backButtonHooked = false;

  const storage: KeyValueStore = {
    get: async (key) => {
      const { Preferences } = await import('@capacitor/preferences');
      return (await Preferences.get({ key })).value;
    },
    set: async (key, value) => {
      const { Preferences } = await import('@capacitor/preferences');
      await Preferences.set({ key, value });
    },
    remove: async (key) => {
      const { Preferences } = await import('@capacitor/preferences');
      await Preferences.remove({ key });
    },
  };

  /** Android's back button: follows history unless the route blocks going back. */
  const hookBackButton = async () => {
    if (backButtonHooked || name !== 'android') return;
    backButtonHooked = true;
    const { App } = await import('@capacitor/app');
    await App.addListener('backButton', ({ canGoBack }) => {
      if (!backGesture) return;
      if (canGoBack) window.history.back();
      else void App.minimizeApp();
    });
  };

  return {
    name,
    isNative: true,
    push: createCapacitorPush(),
    storage,
    appVersion: async () => {
      try {
        const { App } = await import('@capacitor/app');
        return (await App.getInfo()).version;
      } catch (error) {
        // Spec §8: a failed version read is only noted; without a version nothing is forced.
        addBreadcrumb('platform', 'Could not read the app version', { level: 'warning', error });
        return null;
      }
    },
    setStatusBarStyle: async (tone) => {
      const { StatusBar, Style } = await import('@capacitor/status-bar');
      await retry(
        () => StatusBar.setStyle({ style: tone === 'dark' ? Style.Dark : Style.Light }),
        STATUS_BAR_RETRY,
      );
    },
    setBackGestureEnabled: (enabled) => {
      backGesture = enabled;
      void hookBackButton();
    },
    isBackGestureEnabled: () => backGesture,
    onForegroundChange: (listener) => {
      let removed = false;
      let remove: (() => Promise<void>) | undefined;
      void import('@capacitor/app').then(async ({ App }) => {
        const handle = await App.addListener('appStateChange', ({ isActive }) => listener(isActive));
        remove = () => handle.remove();
        if (removed) void remove();
      });
      return () => {
        removed = true;
        void remove?.();
      };
    },
    onAppUrlOpen: (listener) => {
      let removed = false;
      let handle: { remove(): Promise<void> } | undefined;
      // Capacitor keeps the link that started the app until a listener takes it.
      void import('@capacitor/app').then(async ({ App }) => {
        handle = await App.addListener('appUrlOpen', ({ url }) => listener(url));
        if (removed) void handle.remove();
      });
      return () => {
        removed = true;
        void handle?.remove();
      };
    },
    openExternalUrl: async (url) => {
      // The Capacitor web view hands links opened in a new window to the system browser or store.
      window.open(url, '_blank');
    },
  };
}

/** The url a push carries in its data (the server sends `{url, tag}` there). */
function pushUrl(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { url } = data as Record<string, unknown>;
  return typeof url === 'string' && url !== '' ? url : null;
}

/** @capacitor/push-notifications, imported on first use like the other plugins. */
function createCapacitorPush(): NativePush {
  const plugin = async () => (await import('@capacitor/push-notifications')).PushNotifications;
  return {
    checkPermission: async () => (await (await plugin()).checkPermissions()).receive,
    requestPermission: async () => (await (await plugin()).requestPermissions()).receive,
    register: async () => {
      const push = await plugin();
      // The token comes through listeners, so they are attached before registering.
      return new Promise<string>((resolve, reject) => {
        const handles: Array<Promise<{ remove(): Promise<void> }>> = [];
        const done = () => {
          for (const handle of handles) void handle.then((h) => h.remove());
        };
        handles.push(
          push.addListener('registration', ({ value }) => {
            done();
            resolve(value);
          }),
          push.addListener('registrationError', ({ error }) => {
            done();
            reject(new Error(error));
          }),
        );
        push.register().catch((error: unknown) => {
          done();
          reject(error);
        });
      });
    },
    onReceived: (listener) => {
      let removed = false;
      let handle: { remove(): Promise<void> } | undefined;
      void plugin().then(async (push) => {
        handle = await push.addListener('pushNotificationReceived', (notification) => {
          const received: ReceivedPush = {
            title: notification.title ?? '',
            body: notification.body ?? '',
            url: pushUrl(notification.data),
          };
          listener(received);
        });
        if (removed) void handle.remove();
      });
      return () => {
        removed = true;
        void handle?.remove();
      };
    },
    onTapped: (listener) => {
      let removed = false;
      let handle: { remove(): Promise<void> } | undefined;
      void plugin().then(async (push) => {
        handle = await push.addListener('pushNotificationActionPerformed', ({ notification }) =>
          listener(pushUrl(notification.data)),
        );
        if (removed) void handle.remove();
      });
      return () => {
        removed = true;
        void handle?.remove();
      };
    },
  };
}
