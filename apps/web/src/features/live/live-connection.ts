import { endpoints, LIVE_RESULT_EVENT, LIVE_RESYNC_EVENT } from '@shred/contract/client';
import { apiBase } from '../../api/index.ts';
import { documentVisibility, type VisibilitySource } from '../../platform/visible-interval.ts';

/** What the live stream tells the screens: a game's scores changed, or anything may have. */
export type LiveMessage = { type: 'result'; gameId: number } | { type: 'resync' };
export type LiveListener = (message: LiveMessage) => void;

/** The part of the browser's EventSource this module uses (tests pass a stand-in). */
export interface LiveSource {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveConnectionOptions {
  url?: string;
  createSource?: (url: string) => LiveSource;
  visibility?: VisibilitySource;
  /** First wait before opening again after the stream failed for good; doubles up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  random?: () => number;
}

/** EventSource.CLOSED: the browser gave up (an answer other than a stream, such as 503) and will not retry. */
const CLOSED = 2;

export interface LiveConnection {
  /** Listen while mounted: the first listener opens the one stream, the last one to leave closes it. */
  subscribe(listener: LiveListener): () => void;
}

/**
 * One EventSource for the whole app, open only while a screen that shows scores listens and
 * the page is visible. The browser reconnects by itself after a dropped connection (the
 * server replays what was missed, or says resync); when it gives up, this opens a new one
 * after a growing, jittered wait. Whenever events may have been missed (hidden page, a new
 * stream after a failure), the next open tells listeners to resync.
 */
export function createLiveConnection(options: LiveConnectionOptions = {}): LiveConnection {
  const url = options.url ?? `${apiBase()}${endpoints.liveEvents.path}`;
  // Without EventSource (an old web view, a test's DOM) screens simply stay as fetched.
  const createSource =
    options.createSource ??
    (typeof EventSource === 'function' ? (address: string) => new EventSource(address) : null);
  const visibility = options.visibility ?? documentVisibility();
  const backoffMs = options.backoffMs ?? 1_000;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  const random = options.random ?? Math.random;
  const listeners = new Map<LiveListener, number>();
  let source: LiveSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let missed = false;
  let stopWatching: (() => void) | null = null;

  const emit = (message: LiveMessage) => {
    for (const listener of [...listeners.keys()]) listener(message);
  };

  function open(): void {
    if (source || retry !== undefined || !createSource) return;
    const opened = createSource(url);
    source = opened;
    opened.addEventListener('open', () => {
      failures = 0;
      if (missed) {
        missed = false;
        emit({ type: 'resync' });
      }
    });
    opened.addEventListener(LIVE_RESULT_EVENT, (event) => {
      const gameId = (JSON.parse(event.data) as { game_id?: unknown }).game_id;
      if (typeof gameId === 'number') emit({ type: 'result', gameId });
    });
    opened.addEventListener(LIVE_RESYNC_EVENT, () => emit({ type: 'resync' }));
    opened.addEventListener('error', () => {
      if (opened.readyState !== CLOSED || source !== opened) return;
      source = null;
      missed = true;
      const wait = Math.min(maxBackoffMs, backoffMs * 2 ** failures) * (0.5 + random() / 2);
      failures += 1;
      retry = setTimeout(() => {
        retry = undefined;
        if (listeners.size > 0 && visibility.isVisible()) open();
      }, wait);
    });
  }

  function shut(): void {
    if (retry !== undefined) clearTimeout(retry);
    retry = undefined;
    source?.close();
    source = null;
  }

  function onVisibility(visible: boolean): void {
    if (visible) {
      open();
      return;
    }
    // A hidden page needs no updates; what happens meanwhile is fetched on return.
    shut();
    missed = true;
  }

  return {
    subscribe(listener) {
      if (!createSource) return () => undefined;
      listeners.set(listener, (listeners.get(listener) ?? 0) + 1);
      if (!stopWatching) {
        stopWatching = visibility.onChange(onVisibility);
        if (visibility.isVisible()) open();
        else missed = true;
      }
      return () => {
        const count = (listeners.get(listener) ?? 1) - 1;
        if (count > 0) listeners.set(listener, count);
        else listeners.delete(listener);
        if (listeners.size > 0) return;
        stopWatching?.();
        stopWatching = null;
        shut();
        // The screens that come next fetch what they show anyway.
        missed = false;
      };
    },
  };
}

let shared: LiveConnection | null = null;

/** The app's one live connection, made on first use. */
export function liveConnection(): LiveConnection {
  shared ??= createLiveConnection();
  return shared;
}
