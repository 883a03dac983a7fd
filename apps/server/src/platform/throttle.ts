import { and, eq, like, lt, not, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { throttleCounters } from '../db/schema/index.ts';
import { tooManyRequests } from '../http/errors.ts';

/** Exponential back-off: free attempts, then waits that double up to a ceiling. */
export interface Backoff {
  freeAttempts: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** Attempts this long ago are forgotten: the next one starts afresh. */
  forgetAfterSeconds: number;
}

export interface Throttle {
  /** Count one hit on `key`; throws 429 once more than `limit` hits fall in the current window. */
  hit(key: string, limit: number, windowSeconds: number): Promise<void>;
  /** Whether `key` is already over its limit, without counting a hit. */
  check(key: string, limit: number, windowSeconds: number): Promise<void>;
  /**
   * Count one attempt on `key` if its back-off allows one now, else throw 429 naming the wait.
   * The check and the count are one step, so parallel requests cannot slip through together.
   */
  claim(key: string, backoff: Backoff): Promise<void>;
  /** Forget `key`: a success ends its back-off. */
  clear(key: string): Promise<void>;
  /** Note that `key` happened now. */
  mark(key: string): Promise<void>;
  /** Whether `key` was marked within the last `withinSeconds`. */
  markedWithin(key: string, withinSeconds: number): Promise<boolean>;
  /** Delete counters and back-offs untouched for `countersSeconds`, marks older than `marksSeconds`. */
  prune(ages: { countersSeconds: number; marksSeconds: number }): Promise<number>;
}

/** The wait after `attempts` attempts, in seconds. */
export function backoffDelaySeconds(attempts: number, backoff: Backoff): number {
  if (attempts < backoff.freeAttempts) return 0;
  return Math.min(
    backoff.maxDelaySeconds,
    backoff.firstDelaySeconds * 2 ** (attempts - backoff.freeAttempts),
  );
}

/** Marks live longer than counters: `prune` tells them apart by this prefix. */
const MARK = 'mark:';

/** A claim that lost a race this many times in a row gives up: the winners are hammering the key. */
const CLAIM_TRIES = 5;

/**
 * Counters in the database, so every server process shares the same limits. A row is a
 * fixed-window counter (`hit`, `check`), a back-off (`claim`: count of attempts, last attempt at
 * window_start) or a mark (`mark`: when it happened at window_start); `prune` clears the stale.
 */
export function createThrottle(db: Db, now: () => number = Date.now): Throttle {
  const windowOf = (windowSeconds: number) => {
    const startMs = Math.floor(now() / (windowSeconds * 1000)) * windowSeconds * 1000;
    return {
      start: new Date(startMs),
      retryAfter: Math.max(1, Math.ceil((startMs + windowSeconds * 1000 - now()) / 1000)),
    };
  };
  const find = (key: string) => db.query.throttleCounters.findFirst({ where: (t, { eq }) => eq(t.key, key) });
  return {
    async hit(key, limit, windowSeconds) {
      const window = windowOf(windowSeconds);
      const [row] = await db
        .insert(throttleCounters)
        .values({ key, count: 1, windowStart: window.start })
        .onConflictDoUpdate({
          target: throttleCounters.key,
          set: {
            count: sql`case when ${throttleCounters.windowStart} = excluded.window_start then ${throttleCounters.count} + 1 else 1 end`,
            windowStart: sql`excluded.window_start`,
          },
        })
        .returning({ count: throttleCounters.count });
      if ((row?.count ?? 0) > limit) throw tooManyRequests(window.retryAfter);
    },
    async check(key, limit, windowSeconds) {
      const window = windowOf(windowSeconds);
      const row = await find(key);
      if (row && row.windowStart.getTime() === window.start.getTime() && row.count >= limit) {
        throw tooManyRequests(window.retryAfter);
      }
    },
    async claim(key, backoff) {
      for (let tries = 0; tries < CLAIM_TRIES; tries++) {
        const at = now();
        const row = await find(key);
        const last = row?.windowStart.getTime() ?? 0;
        const fresh = !row || at - last >= backoff.forgetAfterSeconds * 1000;
        if (row && !fresh) {
          const readyAt = last + backoffDelaySeconds(row.count, backoff) * 1000;
          if (at < readyAt) throw tooManyRequests(Math.ceil((readyAt - at) / 1000));
        }
        const next = { count: fresh ? 1 : (row?.count ?? 0) + 1, windowStart: new Date(at) };
        // Compare-and-set on the row as read: a request that changed it first wins, this one looks again.
        const claimed = row
          ? await db
              .update(throttleCounters)
              .set(next)
              .where(
                and(
                  eq(throttleCounters.key, key),
                  eq(throttleCounters.count, row.count),
                  eq(throttleCounters.windowStart, row.windowStart),
                ),
              )
              .returning({ key: throttleCounters.key })
          : await db
              .insert(throttleCounters)
              .values({ key, ...next })
              .onConflictDoNothing()
              .returning({ key: throttleCounters.key });
        if (claimed.length) return;
      }
      throw tooManyRequests(backoff.firstDelaySeconds);
    },
    async clear(key) {
      await db.delete(throttleCounters).where(eq(throttleCounters.key, key));
    },
    async mark(key) {
      const at = new Date(now());
      await db
        .insert(throttleCounters)
        .values({ key: MARK + key, count: 1, windowStart: at })
        .onConflictDoUpdate({ target: throttleCounters.key, set: { windowStart: at } });
    },
    async markedWithin(key, withinSeconds) {
      const row = await find(MARK + key);
      return !!row && now() - row.windowStart.getTime() < withinSeconds * 1000;
    },
    async prune(ages) {
      const before = (seconds: number) => new Date(now() - seconds * 1000);
      const isMark = like(throttleCounters.key, `${MARK}%`);
      const gone = await db
        .delete(throttleCounters)
        .where(
          or(
            and(isMark, lt(throttleCounters.windowStart, before(ages.marksSeconds))),
            and(not(isMark), lt(throttleCounters.windowStart, before(ages.countersSeconds))),
          ),
        )
        .returning({ key: throttleCounters.key });
      return gone.length;
    },
  };
}
