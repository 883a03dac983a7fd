/**
 * The one seam between the app and where it runs: a browser tab or installed web app (web),
 * the Capacitor shell on iOS or Android (native), or the browser pretending to be a phone
 * for the end-to-end tests (simulated native). Features ask this interface, never
 * `window.Capacitor` or a plugin, so every native-only rule can be driven from a browser.
 */

export type PlatformName = 'web' | 'ios' | 'android';

/**
 * The tone of the screen under the status bar: 'dark' gives light status-bar text,
 * 'light' gives dark text (Capacitor's Style.Dark and Style.Light).
 */
export type StatusBarTone = 'light' | 'dark';

/** Small string values that must survive an app restart. */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The OS notification permission, as Capacitor reports it. */
export type PushPermission = 'prompt' | 'prompt-with-rationale' | 'granted' | 'denied';

/** A push message that arrived while the app was open. */
export interface ReceivedPush {
  title: string;
  body: string;
  url: string | null;
}

/**
 * Native push (FCM on Android, APNs through FCM on iOS). Browsers have none: Web Push goes
 * through the service worker (features/push-notifications).
 */
export interface NativePush {
  checkPermission(): Promise<PushPermission>;
  /** Shows the OS prompt when the permission is still 'prompt'; answers the permission after it. */
  requestPermission(): Promise<PushPermission>;
  /** Registers with the push service and answers the device token; it sets no time limit itself. */
  register(): Promise<string>;
  /** Pushes that arrive while the app is in the foreground (the OS shows none then). */
  onReceived(listener: (push: ReceivedPush) => void): () => void;
  /**
   * Taps on a push the OS showed, the app in the background or closed, with the url the push
   * carries (null without one). The tap that launched the app is kept until a listener comes.
   */
  onTapped(listener: (url: string | null) => void): () => void;
}

export interface Platform {
  readonly name: PlatformName;
  /** True in the iOS and Android apps (and their simulation), false in any browser. */
  readonly isNative: boolean;
  readonly storage: KeyValueStore;
  /** The installed app's version ('2.4.0'); the web build's version on web; null when unknown. */
  appVersion(): Promise<string | null>;
  setStatusBarStyle(tone: StatusBarTone): Promise<void>;
  /** Allow or block the system back-swipe (routes flagged noBackTracking block it). */
  setBackGestureEnabled(enabled: boolean): void;
  isBackGestureEnabled(): boolean;
  /** Called with true when the app comes to the foreground and false when it leaves it. */
  onForegroundChange(listener: (foreground: boolean) => void): () => void;
  /**
   * Links that open the app (App Links, Universal Links, the custom scheme), with the full
   * url; a browser has none, since its links simply load the page.
   */
  onAppUrlOpen(listener: (url: string) => void): () => void;
  /** Open a link outside the app: the system browser or the store app. */
  openExternalUrl(url: string): Promise<void>;
  /** Native push; null in a browser. */
  readonly push: NativePush | null;
}

export const isNativeName = (name: PlatformName): name is 'ios' | 'android' => name !== 'web';
