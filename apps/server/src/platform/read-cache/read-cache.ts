/**
 * Answers that many callers share (the event calendar, an event, a game with its startlist),
 * kept in process memory under a key with tags naming what they show
 * (`events`, `event:<slug>`, `game:<id>`, `user:<id>`). A write names the tags it makes stale
 * (see `stale-reads.ts`): every process drops the entries carrying one of them.
 *
 * Two guards keep an entry from outliving the truth. A fill that was reading while one of its
 * tags went stale is handed to its callers but not kept: it may have read the old rows. And
 * while the process cannot hear other processes' writes (its listening connection is down),
 * nothing is kept at all. The TTL is only a backstop for a notification lost without anyone
 * noticing (a half-open connection), and the bound on entries caps the memory.
 */
export interface ReadCacheOptions {
  now?: () => number;
  ttlMs?: number;
  maxEntries?: number;
}

/** A loaded value with the tags of what it shows, known once it is read. */
export interface Tagged<T> {
  value: T;
  tags: readonly string[];
}

export interface ReadCache {
  /** The cached value of `key`, or the one `load()` reads, kept under its tags; concurrent misses share one load. */
  remember<T>(key: string, load: () => Promise<Tagged<T>>): Promise<T>;
  /** Drop every entry carrying one of these tags. */
  drop(tags: readonly string[]): void;
  /** Drop everything: after a gap in which other processes' writes may have gone unheard. */
  clear(): void;
  /** While deaf, nothing is kept (the listening connection is down); hearing again starts empty. */
  setDeaf(deaf: boolean): void;
  /** Entries held now (for tests and the bench's memory figures). */
  size(): number;
}

export const READ_CACHE_TTL_MS = 60_000;
// Shared answers are few; most entries are signed-in viewers' teams and cards, a few rows each.
const MAX_ENTRIES = 50_000;

interface Entry {
  value: unknown;
  tags: readonly string[];
  expiresAt: number;
}

export function createReadCache(options: ReadCacheOptions = {}): ReadCache {
  const { now = Date.now, ttlMs = READ_CACHE_TTL_MS, maxEntries = MAX_ENTRIES } = options;
  const entries = new Map<string, Entry>();
  const keysByTag = new Map<string, Set<string>>();
  const pending = new Map<string, Promise<unknown>>();
  // A counter of stale-makings: the last one per tag, and the one at which everything went stale.
  let clock = 0;
  const staleAt = new Map<string, number>();
  // When each load under way started: a tag's stale mark matters only to loads older than it.
  const running = new Set<{ startedAt: number }>();
  let clearedAt = 0;
  let deaf = false;

  function forget(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  }

  function keep(key: string, tags: readonly string[], value: unknown, startedAt: number): void {
    if (deaf || clearedAt > startedAt || tags.some((tag) => (staleAt.get(tag) ?? 0) > startedAt)) return;
    forget(key);
    entries.set(key, { value, tags, expiresAt: now() + ttlMs });
    for (const tag of tags) {
      const keys = keysByTag.get(tag);
      if (keys) keys.add(key);
      else keysByTag.set(tag, new Set([key]));
    }
    // Insertion order is age order: the first entries are the oldest.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      forget(oldest);
    }
  }

  /** Forget the stale marks no running load can be older than. */
  function pruneStaleMarks(): void {
    if (staleAt.size < 1000) return;
    let oldest = clock;
    for (const load of running) oldest = Math.min(oldest, load.startedAt);
    for (const [tag, at] of staleAt) if (at <= oldest) staleAt.delete(tag);
  }

  function clear(): void {
    clock += 1;
    clearedAt = clock;
    staleAt.clear();
    entries.clear();
    keysByTag.clear();
    pending.clear();
  }

  return {
    remember<T>(key: string, load: () => Promise<Tagged<T>>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return Promise.resolve(entry.value as T);
      const inFlight = pending.get(key);
      if (inFlight) return inFlight as Promise<T>;
      const run = { startedAt: clock };
      running.add(run);
      const done = () => {
        running.delete(run);
        if (pending.get(key) === loading) pending.delete(key);
      };
      const loading: Promise<T> = load().then(
        ({ value, tags }) => {
          done();
          keep(key, tags, value, run.startedAt);
          return value;
        },
        (error: unknown) => {
          done();
          throw error;
        },
      );
      pending.set(key, loading);
      return loading;
    },
    drop(tags) {
      clock += 1;
      for (const tag of tags) {
        staleAt.set(tag, clock);
        for (const key of [...(keysByTag.get(tag) ?? [])]) forget(key);
      }
      // A load under way may have read the old rows (its tags are known only at its end): the
      // next caller starts a fresh one rather than wait for it.
      pending.clear();
      pruneStaleMarks();
    },
    clear,
    setDeaf(value) {
      deaf = value;
      clear();
    },
    size: () => entries.size,
  };
}
