import type { GameReminder } from '@shred/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, gameReminders } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { queryRows } from '../scoring/sql-rows.ts';

export const EVENT_NOT_FOUND = 'There is no event with this address.';
export const ENTRIES_ALREADY_OPEN =
  'Entries for this event are already open: there is nothing to remind you of, enter a team now.';
export const EVENT_OVER = 'This event is over: there are no games left to remind you of.';

/**
 * 'Notify Me' (spec §4 upcoming event, R4.88): a reminder stands until the event's first game
 * to open after it was set opens (the GAME_REMINDER producer marks it notified).
 */
export function createGameRemindersService(deps: { db: Db; now: () => number }) {
  const { db, now } = deps;

  async function eventOf(tx: Db, slug: string): Promise<{ id: number }> {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.slug, slug));
    if (!event) throw notFound(EVENT_NOT_FOUND);
    return event;
  }

  async function active(tx: Db, userId: number, eventId: number): Promise<boolean> {
    const [row] = await tx
      .select({ userId: gameReminders.userId })
      .from(gameReminders)
      .where(
        and(
          eq(gameReminders.userId, userId),
          eq(gameReminders.eventId, eventId),
          isNull(gameReminders.notifiedAt),
        ),
      );
    return Boolean(row);
  }

  return {
    async get(userId: number, slug: string): Promise<GameReminder> {
      const event = await eventOf(db, slug);
      return { event_slug: slug, active: await active(db, userId, event.id) };
    },

    /**
     * On while a game of the event is still to open, or while the event has no games yet and
     * has not ended (spec §4: "no games, or all UPC"). The event's games are share-locked while
     * the reminder is written, so a game opening at that instant opens after it and finds it.
     * Set again after a reminder went out, it waits for the next game to open.
     */
    async set(userId: number, slug: string): Promise<GameReminder> {
      return db.transaction(async (tx) => {
        const event = await eventOf(tx, slug);
        const games = await queryRows<{ status: 'UPC' | 'OPN' | 'CPL' }>(
          tx,
          sql`select status from fantasy_games where event_id = ${event.id} for share`,
        );
        const [ended] = await queryRows<{ ended: boolean }>(
          tx,
          sql`select date_to < (${new Date(now()).toISOString()}::timestamptz at time zone 'UTC')::date as ended
              from events where id = ${event.id}`,
        );
        if (!games.some((g) => g.status === 'UPC')) {
          if (games.some((g) => g.status === 'OPN')) throw conflict(ENTRIES_ALREADY_OPEN);
          if (games.length > 0 || ended?.ended) throw conflict(EVENT_OVER);
        }
        await tx
          .insert(gameReminders)
          .values({ userId, eventId: event.id })
          .onConflictDoUpdate({
            target: [gameReminders.userId, gameReminders.eventId],
            set: { notifiedAt: null, createdAt: sql`now()` },
          });
        return { event_slug: slug, active: true };
      });
    },

    async remove(userId: number, slug: string): Promise<GameReminder> {
      const event = await eventOf(db, slug);
      await db
        .delete(gameReminders)
        .where(and(eq(gameReminders.userId, userId), eq(gameReminders.eventId, event.id)));
      return { event_slug: slug, active: false };
    },
  };
}
