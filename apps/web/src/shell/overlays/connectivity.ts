/** Spec §9: while offline, the connection is checked again every 5000 ms (R2.123). */
export const OFFLINE_CHECK_INTERVAL_MS = 5000;

/** Spec §2: where the app goes when the connection returns. */
export const HOME_PATH = '/manager';

interface WatchOptions {
  /** Reports a change of state: true when the connection came back, false when it went. */
  onChange: (online: boolean) => void;
  isOnline?: () => boolean;
  events?: EventTarget;
  intervalMs?: number;
}

/**
 * Follow the browser's connection: on the online/offline events and, while offline, by asking
 * again every 5 s (some platforms miss the event). Answers the function that stops watching.
 */
export function watchConnectivity({
  onChange,
  isOnline = () => navigator.onLine,
  events = window,
  intervalMs = OFFLINE_CHECK_INTERVAL_MS,
}: WatchOptions): () => void {
  let online = isOnline();
  let poll: ReturnType<typeof setInterval> | undefined;

  const syncPolling = () => {
    if (!online && poll === undefined) poll = setInterval(check, intervalMs);
    if (online && poll !== undefined) {
      clearInterval(poll);
      poll = undefined;
    }
  };

  function check() {
    const now = isOnline();
    if (now === online) return;
    online = now;
    syncPolling();
    onChange(online);
  }

  events.addEventListener('online', check);
  events.addEventListener('offline', check);
  syncPolling();
  return () => {
    events.removeEventListener('online', check);
    events.removeEventListener('offline', check);
    if (poll !== undefined) clearInterval(poll);
  };
}
