import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { throttleCounters } from '../../db/schema/index.ts';
import { ApiError } from '../../http/errors.ts';

/** Events one client may send: 600 a minute on average, up to a minute's worth at once. */
export const TRACKING_QUOTA = { eventsPerMinute: 600, burstEvents: 600 } as const;

/** How long a client over its quota waits (spec §9: the client honours a quota answer for 60 s). */
export const QUOTA_RETRY_SECONDS = 60;

const MS_PER_EVENT = 60_000 / TRACKING_QUOTA.eventsPerMinute;

/**
 * Take `events` from the client's quota inside the caller's transaction, or throw 429. The
 * quota counts events, not requests, as a generic cell rate: the row's window_start is the
 * time at which the client's events so far would have drained at the sustained rate, and a
 * batch fits while that time stays within the burst ahead of now. The check and the count are
 * one conditional upsert, so parallel batches cannot slip past together, and a refused batch
 * takes nothing (its transaction rolls back), so the client gets in again once it slows down.
 */
export async function takeTrackingQuota(tx: Db, key: string, events: number, at: number): Promise<void> {
  const now = new Date(at).toISOString();
  const cost = `${events * MS_PER_EVENT} milliseconds`;
  const burst = `${TRACKING_QUOTA.burstEvents * MS_PER_EVENT} milliseconds`;
  const drained = sql`greatest(${throttleCounters.windowStart}, ${now}::timestamptz) + ${cost}::interval`;
  const taken = await tx
    .insert(throttleCounters)
    .values({ key, count: events, windowStart: sql`${now}::timestamptz + ${cost}::interval` })
    .onConflictDoUpdate({
      target: throttleCounters.key,
      set: { count: events, windowStart: drained },
      setWhere: sql`${drained} <= ${now}::timestamptz + ${burst}::interval`,
    })
    .returning({ key: throttleCounters.key });
  if (!taken.length) {
    throw new ApiError(
      429,
      `Too many analytics events: send at most ${TRACKING_QUOTA.eventsPerMinute} a minute. Try again in a minute.`,
      { headers: { 'retry-after': String(QUOTA_RETRY_SECONDS) } },
    );
  }
}
