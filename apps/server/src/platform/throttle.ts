import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { throttleCounters } from '../db/schema/index.ts';
import { tooManyRequests } from '../http/errors.ts';

export interface Throttle {
  /** Count one hit on `key`; throws 429 once more than `limit` hits fall in the current window. */
  hit(key: string, limit: number, windowSeconds: number): Promise<void>;
  /** Whether `key` is already over its limit, without counting a hit. */
  check(key: string, limit: number, windowSeconds: number): Promise<void>;
}

/** Fixed-window counters in the database, so every server process shares the same limits. */
export function createThrottle(db: Db, now: () => number = Date.now): Throttle {
  const windowOf = (windowSeconds: number) => {
    const startMs = Math.floor(now() / (windowSeconds * 1000)) * windowSeconds * 1000;
    return {
      start: new Date(startMs),
      retryAfter: Math.max(1, Math.ceil((startMs + windowSeconds * 1000 - now()) / 1000)),
    };
  };
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
      const row = await db.query.throttleCounters.findFirst({ where: (t, { eq }) => eq(t.key, key) });
      if (row && row.windowStart.getTime() === window.start.getTime() && row.count >= limit) {
        throw tooManyRequests(window.retryAfter);
      }
    },
  };
}
