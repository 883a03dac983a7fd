import { ApiError, isRecord, OfflineError } from '../../api/index.ts';
import { addBreadcrumb } from '../../platform/index.ts';
import {
  BATCH_MAX_EVENTS,
  FLUSH_AT_EVENTS,
  FLUSH_INTERVAL_MAX_MS,
  FLUSH_INTERVAL_MIN_MS,
  FLUSH_INTERVAL_MS,
  KEEPALIVE_BODY_MAX_BYTES,
  QUEUE_MAX_EVENTS,
  QUOTA_PAUSE_MS,
  RATE_BURST,
  RATE_PER_SECOND,
  RETRY_BASE_MS,
  RETRY_CAP_MS,
  RETRY_LIMIT,
} from './analytics.constants.ts';
import { createTokenBucket } from './token-bucket.ts';

/** One event as POST tracking/track/ takes it inside `{batch: […]}`. */
export interface TrackingPayload {
  event: string;
  properties: Record<string, unknown> | null;
  label: string | null;
  value: number | null;
  sessionId: string;
  anonymousId: string;
  /** When it happened on this device: a batch arrives seconds later. */
  timestamp: string;
}

/** Sends one batch; resolves when the server stored it, throws the call's error otherwise. */
export type SendBatch = (batch: TrackingPayload[], options: { keepalive: boolean }) => Promise<unknown>;

type LeftoverStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface QueueOptions {
  send: SendBatch;
  flushIntervalMs?: number;
  /** Where a page leaves what it could not send, and the next one picks it up. */
  storage?: LeftoverStore | undefined;
  storageKey?: string;
}

interface Queued {
  payload: TrackingPayload;
  /** Failed sends so far; past RETRY_LIMIT retries the event is dropped. */
  tries: number;
}

type Outcome =
  | { kind: 'stored' }
  | { kind: 'drop'; indices: number[] | null }
  | { kind: 'quota' }
  | { kind: 'retry' };

export function clampFlushInterval(ms: number): number {
  if (!Number.isFinite(ms)) return FLUSH_INTERVAL_MS;
  return Math.min(FLUSH_INTERVAL_MAX_MS, Math.max(FLUSH_INTERVAL_MIN_MS, ms));
}

/** The wait before retry n (1-based): 3 s, 6 s, 12 s … never more than 30 min (R8.39). */
export function retryDelay(retry: number): number {
  return Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** (retry - 1));
}

/** A request that outlived its timeout (R9.56) had no answer, like an outage. */
function isTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && Reflect.get(error, 'name') === 'TimeoutError';
}

/**
 * What an answer means for the batch (the server stores a batch whole or not at all): a 400
 * naming `batch.N` fields drops those events and sends the rest at once, any other 4xx drops
 * the batch, 429 holds sending for the quota, and 5xx or no answer is retried later.
 */
export function outcomeOf(error: unknown): Outcome {
  if (error instanceof OfflineError || isTimeout(error)) return { kind: 'retry' };
  if (!(error instanceof ApiError)) return { kind: 'drop', indices: null };
  if (error.status === 429) return { kind: 'quota' };
  if (error.status >= 500) return { kind: 'retry' };
  if (error.status !== 400) return { kind: 'drop', indices: null };
  const indices = new Set<number>();
  for (const key of Object.keys(error.fields)) {
    const match = /^batch\.(\d+)(?:\.|$)/.exec(key);
    if (match) indices.add(Number(match[1]));
  }
  return { kind: 'drop', indices: indices.size > 0 ? [...indices] : null };
}

/**
 * The analytics outbox. `enqueue` only stores the event (it never waits for the network);
 * batches go out every flush interval, at once when 50 are waiting, one request at a time,
 * except when the page is hidden or the user logs out (`flushUrgently`), which sends all
 * that waits with keepalive so the request outlives the page.
 */
export function createAnalyticsQueue({
  send,
  flushIntervalMs = FLUSH_INTERVAL_MS,
  storage,
  storageKey = 'analyticsQueue',
}: QueueOptions) {
  const interval = clampFlushInterval(flushIntervalMs);
  const bucket = createTokenBucket(RATE_PER_SECOND, RATE_BURST, Date.now);
  let queue: Queued[] = [];
  let regular: Promise<void> | null = null;
  /** No sending before this time: a quota answer or a retry's backoff. */
  let holdUntil = 0;
  let dueAt: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let rateDropped = 0;
  let overflowDropped = 0;

  function putBack(events: Queued[]): void {
    queue = [...events, ...queue];
    trim();
  }

  function trim(): void {
    const excess = queue.length - QUEUE_MAX_EVENTS;
    if (excess <= 0) return;
    queue = queue.slice(excess);
    overflowDropped += excess;
  }

  function noteDrops(): void {
    if (rateDropped > 0) {
      addBreadcrumb('analytics', `Dropped ${rateDropped} events over the client rate limit`, {
        level: 'warning',
      });
      rateDropped = 0;
    }
    if (overflowDropped > 0) {
      addBreadcrumb('analytics', `Dropped ${overflowDropped} events: the queue was full`, {
        level: 'warning',
      });
      overflowDropped = 0;
    }
  }

  function plan(): void {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0 || regular) return;
    const now = Date.now();
    dueAt ??= now + interval;
    const at = Math.max(queue.length >= FLUSH_AT_EVENTS ? now : dueAt, holdUntil);
    if (at <= now) {
      flush();
      return;
    }
    timer = setTimeout(flush, at - now);
  }

  function settle(batch: Queued[], outcome: Outcome): void {
    const now = Date.now();
    switch (outcome.kind) {
      case 'stored':
        return;
      case 'quota':
        holdUntil = Math.max(holdUntil, now + QUOTA_PAUSE_MS);
        putBack(batch);
        addBreadcrumb('analytics', 'Tracking quota reached: sending paused', { level: 'warning' });
        return;
      case 'drop': {
        const bad = new Set(outcome.indices ?? batch.keys());
        const kept = batch.filter((_, index) => !bad.has(index));
        addBreadcrumb('analytics', `Tracking refused ${bad.size} events`, { level: 'warning' });
        if (kept.length > 0) {
          putBack(kept);
          dueAt = now;
        }
        return;
      }
      case 'retry': {
        const tried = batch.map((item) => ({ ...item, tries: item.tries + 1 }));
        const kept = tried.filter((item) => item.tries <= RETRY_LIMIT);
        const retries = Math.max(0, ...kept.map((item) => item.tries));
        addBreadcrumb(
          'analytics',
          kept.length < tried.length
            ? `Tracking failed ${RETRY_LIMIT + 1} times: dropped ${tried.length - kept.length} events`
            : `Tracking "${batch[0]?.payload.event}" failed`,
          { level: 'warning' },
        );
        if (kept.length === 0) return;
        putBack(kept);
        holdUntil = Math.max(holdUntil, now + retryDelay(retries));
      }
    }
  }

  function dispatch(batch: Queued[], keepalive: boolean): Promise<void> {
    let sending: Promise<unknown>;
    try {
      sending = send(
        batch.map((item) => item.payload),
        { keepalive },
      );
    } catch (error) {
      sending = Promise.reject(error);
    }
    return sending.then(
      () => settle(batch, { kind: 'stored' }),
      (error: unknown) => settle(batch, outcomeOf(error)),
    );
  }

  /** Send the next batch unless one is on its way or sending is held. */
  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (regular) return regular;
    if (queue.length === 0 || Date.now() < holdUntil) {
      plan();
      return Promise.resolve();
    }
    noteDrops();
    dueAt = undefined;
    const batch = queue.splice(0, BATCH_MAX_EVENTS);
    const sent = dispatch(batch, false).finally(() => {
      regular = null;
      plan();
    });
    regular = sent;
    return sent;
  }

  /** Keepalive bodies must stay small: split what waits into batches under that size. */
  function keepaliveChunks(events: Queued[]): { chunks: Queued[][]; tooBig: Queued[] } {
    const chunks: Queued[][] = [];
    const tooBig: Queued[] = [];
    let chunk: Queued[] = [];
    let bytes = 0;
    for (const item of events) {
      const size = new TextEncoder().encode(JSON.stringify(item.payload)).length + 1;
      if (size + 16 > KEEPALIVE_BODY_MAX_BYTES) {
        tooBig.push(item);
        continue;
      }
      if (chunk.length === BATCH_MAX_EVENTS || bytes + size + 16 > KEEPALIVE_BODY_MAX_BYTES) {
        chunks.push(chunk);
        chunk = [];
        bytes = 0;
      }
      chunk.push(item);
      bytes += size;
    }
    if (chunk.length > 0) chunks.push(chunk);
    return { chunks, tooBig };
  }

  /**
   * Send everything waiting now, beside any request already on its way (page hide, logout).
   * While sending is held, or for events too big for keepalive, what waits is left in storage
   * for the next page instead.
   */
  function flushUrgently(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    noteDrops();
    if (queue.length === 0) return Promise.resolve();
    if (Date.now() < holdUntil) {
      leave(queue);
      return Promise.resolve();
    }
    const { chunks, tooBig } = keepaliveChunks(queue);
    queue = [];
    leave(tooBig);
    return Promise.all(chunks.map((chunk) => dispatch(chunk, true))).then(() => plan());
  }

  /** Move events out of memory into storage: each event lives in one place, so none is sent twice. */
  function leave(events: Queued[]): void {
    if (!storage || events.length === 0) return;
    const stored = readLeftovers();
    try {
      storage.setItem(
        storageKey,
        JSON.stringify({
          holdUntil: Math.max(holdUntil, stored.holdUntil),
          events: [...stored.events, ...events].slice(-QUEUE_MAX_EVENTS),
        }),
      );
      const moved = new Set(events);
      queue = queue.filter((item) => !moved.has(item));
    } catch (error) {
      addBreadcrumb('analytics', 'Could not keep unsent events', { level: 'warning', error });
    }
  }

  function readLeftovers(): { holdUntil: number; events: Queued[] } {
    const empty = { holdUntil: 0, events: [] };
    try {
      const raw = storage?.getItem(storageKey);
      if (!raw) return empty;
      const parsed: unknown = JSON.parse(raw);
      if (!isRecord(parsed) || !Array.isArray(parsed.events)) return empty;
      return {
        holdUntil: typeof parsed.holdUntil === 'number' ? parsed.holdUntil : 0,
        events: parsed.events.filter(isQueued),
      };
    } catch {
      return empty;
    }
  }

  /** Take over what an earlier page (or a hidden moment of this one) left in storage. */
  function resume(): void {
    const stored = readLeftovers();
    try {
      storage?.removeItem(storageKey);
    } catch {
      // Nothing stored, nothing to take.
    }
    holdUntil = Math.max(holdUntil, stored.holdUntil);
    if (stored.events.length > 0) putBack(stored.events);
    plan();
  }

  return {
    /** Queue an event; false when the client rate limit dropped it. Never throws, never waits. */
    enqueue(payload: TrackingPayload): boolean {
      if (!bucket.take()) {
        rateDropped += 1;
        return false;
      }
      queue.push({ payload, tries: 0 });
      trim();
      dueAt ??= Date.now() + interval;
      plan();
      return true;
    },
    flush,
    flushUrgently,
    resume,
    size: () => queue.length,
    /** Stop the timer and forget everything (tests, and a reset between users of one device). */
    dispose(): void {
      clearTimeout(timer);
      timer = undefined;
      queue = [];
      holdUntil = 0;
      dueAt = undefined;
    },
  };
}

export type AnalyticsQueue = ReturnType<typeof createAnalyticsQueue>;

function isQueued(value: unknown): value is Queued {
  if (!isRecord(value) || typeof value.tries !== 'number' || !isRecord(value.payload)) return false;
  const { event, sessionId, anonymousId, timestamp } = value.payload;
  return (
    typeof event === 'string' &&
    typeof sessionId === 'string' &&
    typeof anonymousId === 'string' &&
    typeof timestamp === 'string'
  );
}
