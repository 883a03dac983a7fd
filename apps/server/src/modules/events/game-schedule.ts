import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fantasyGames } from '../../db/schema/index.ts';
import { domainEvent, publish } from '../../platform/domain-events/publish.ts';
import { announceStale, readTags } from '../../platform/read-cache/stale-reads.ts';

/**
 * Open every upcoming game whose entry window has started (GAME.md: UPC → OPN at opens_at).
 * One conditional UPDATE: idempotent, and safe when several server processes run it at once,
 * because a game already opened no longer matches. Completion (OPN → CPL) waits for final
 * results and is done by finalising the game, not by the clock.
 */
export async function openDueGames(db: Db, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const opened = await tx
      .update(fantasyGames)
      .set({ status: 'OPN' })
      .where(and(eq(fantasyGames.status, 'UPC'), lte(fantasyGames.opensAt, now)))
      .returning({ id: fantasyGames.id, eventId: fantasyGames.eventId });
    // An open game moves its event to the calendar's live ones.
    if (opened.length) await announceStale(tx, [readTags.events, ...opened.map((g) => readTags.game(g.id))]);
    await publish(
      tx,
      ...opened.map((g) => domainEvent('game.opened', { game_id: g.id, event_id: g.eventId })),
    );
    return opened.map((g) => g.id);
  });
}
