import type { TrackingEvent } from '@shred/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsDailyActors, analyticsDailyEvents, trackingEvents } from '../../db/schema/index.ts';

export interface StoredEvent extends TrackingEvent {
  /** When it happened: the client's timestamp, else the arrival. */
  at: Date;
}

/**
 * Store a request's events and add them to the daily rollups, inside the caller's transaction:
 * one multi-row insert of the events, one upsert of the per-day counts, one insert of the day's
 * actors. Rollup rows are written in key order, so concurrent batches touching the same days
 * and names queue on them instead of deadlocking.
 */
export async function storeTrackingEvents(
  tx: Db,
  input: { events: StoredEvent[]; userId: number | null; receivedAt: Date },
): Promise<void> {
  const { events, userId, receivedAt } = input;
  await tx.insert(trackingEvents).values(
    events.map((event) => ({
      event: event.event,
      properties: event.properties ?? null,
      label: event.label ?? null,
      value: event.value ?? null,
      sessionId: event.sessionId ?? null,
      anonymousId: event.anonymousId ?? null,
      occurredAt: event.timestamp ? event.at : null,
      userId,
      createdAt: receivedAt,
    })),
  );

  const counts = new Map<string, { day: string; event: string; events: number }>();
  const actors = new Map<string, { day: string; actor: string; userId: number | null }>();
  for (const event of events) {
    const day = event.at.toISOString().slice(0, 10);
    const countKey = `${day}\u0000${event.event}`;
    const count = counts.get(countKey) ?? { day, event: event.event, events: 0 };
    count.events += 1;
    counts.set(countKey, count);
    const actor = userId !== null ? `u:${userId}` : event.anonymousId ? `a:${event.anonymousId}` : null;
    if (actor) actors.set(`${day}\u0000${actor}`, { day, actor, userId });
  }
  await tx
    .insert(analyticsDailyEvents)
    .values(sortedValues(counts))
    .onConflictDoUpdate({
      target: [analyticsDailyEvents.day, analyticsDailyEvents.event],
      set: { events: sql`${analyticsDailyEvents.events} + excluded.events` },
    });
  if (actors.size) await tx.insert(analyticsDailyActors).values(sortedValues(actors)).onConflictDoNothing();
}

function sortedValues<T>(rows: Map<string, T>): T[] {
  return [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}
