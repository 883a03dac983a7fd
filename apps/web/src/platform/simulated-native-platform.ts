import { onDocumentVisibility } from './foreground.ts';
import { browserLocalStorage, webStorageStore } from './local-store.ts';
import type { NativePush, Platform, PushPermission, ReceivedPush } from './platform.ts';
import type { SimulationConfig } from './simulation-config.ts';

/**
 * The native app as the browser tests see it: native name and version, and every native
 * side effect written to `<html data-*>` so a test can read it: the status-bar tone
 * (`data-status-bar`), the back-swipe (`data-back-gesture`) and the last external link
 * opened (`data-external-url`), which a phone would hand to the store app. Push is driven
 * the same way: see `createSimulatedPush`.
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
    push: createSimulatedPush(config.platform, doc),
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
    onAppUrlOpen: (listener) => {
      const view = doc.defaultView;
      const onOpen = (event: Event) => {
        const url = (event as CustomEvent<{ url?: unknown }>).detail?.url;
        if (typeof url === 'string') listener(url);
      };
      view?.addEventListener(SIMULATED_OPEN_URL_EVENT, onOpen);
      return () => view?.removeEventListener(SIMULATED_OPEN_URL_EVENT, onOpen);
    },
    openExternalUrl: async (url) => {
      root.dataset.externalUrl = url;
    },
  };
}

/** localStorage entries a test sets to play the phone's part in push. */
export const SIMULATED_PUSH_KEYS = {
  /** The OS permission now: 'prompt' (default), 'granted', 'denied'. Change it, then fire visibilitychange. */
  permission: 'simulatedPushPermission',
  /** What the user answers to the OS prompt: 'granted' (default) or 'denied'. */
  answer: 'simulatedPushAnswer',
  /** The device token registration answers; 'none' makes it never answer (the 10 s timeout). */
  token: 'simulatedPushToken',
} as const;

/** Window event a test dispatches (detail `{url}`): a link that opened the app. */
export const SIMULATED_OPEN_URL_EVENT = 'simulated-native:open-url';

/** Window event a test dispatches (detail `{title, body, url}`): a push arriving while the app is open. */
export const SIMULATED_PUSH_EVENT = 'simulated-native:push';

/** Window event a test dispatches (detail `{url}`): a tap on a push the OS showed. */
export const SIMULATED_PUSH_TAP_EVENT = 'simulated-native:push-tap';

const PERMISSIONS: readonly PushPermission[] = ['prompt', 'prompt-with-rationale', 'granted', 'denied'];

/**
 * The phone's push service, played from localStorage and a window event; the permission and
 * the token handed out are written to `<html data-push-permission data-push-token>`.
 */
function createSimulatedPush(platform: 'ios' | 'android', doc: Document): NativePush {
  const root = doc.documentElement;
  const view = doc.defaultView;
  const read = (key: string): string | null => {
    try {
      return view?.localStorage.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const permission = (): PushPermission => {
    const value = read(SIMULATED_PUSH_KEYS.permission);
    const current = PERMISSIONS.find((p) => p === value) ?? 'prompt';
    root.dataset.pushPermission = current;
    return current;
  };
  return {
    checkPermission: async () => permission(),
    requestPermission: async () => {
      const current = permission();
      if (current !== 'prompt' && current !== 'prompt-with-rationale') return current;
      const answer: PushPermission = read(SIMULATED_PUSH_KEYS.answer) === 'denied' ? 'denied' : 'granted';
      view?.localStorage.setItem(SIMULATED_PUSH_KEYS.permission, answer);
      return permission();
    },
    register: () => {
      const token =
        read(SIMULATED_PUSH_KEYS.token) ?? `sim-${platform}-${Math.random().toString(36).slice(2, 12)}`;
      if (token === 'none') return new Promise<string>(() => {});
      view?.localStorage.setItem(SIMULATED_PUSH_KEYS.token, token);
      root.dataset.pushToken = token;
      return Promise.resolve(token);
    },
    onReceived: (listener) => {
      const onPush = (event: Event) => {
        const detail = (event as CustomEvent<Partial<ReceivedPush>>).detail ?? {};
        listener({ title: detail.title ?? '', body: detail.body ?? '', url: detail.url ?? null });
      };
      view?.addEventListener(SIMULATED_PUSH_EVENT, onPush);
      return () => view?.removeEventListener(SIMULATED_PUSH_EVENT, onPush);
    },
    onTapped: (listener) => {
      const onTap = (event: Event) => {
        const url = (event as CustomEvent<{ url?: unknown }>).detail?.url;
        listener(typeof url === 'string' && url !== '' ? url : null);
      };
      view?.addEventListener(SIMULATED_PUSH_TAP_EVENT, onTap);
      return () => view?.removeEventListener(SIMULATED_PUSH_TAP_EVENT, onTap);
    },
  };
}
