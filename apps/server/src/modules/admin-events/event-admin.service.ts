import type { AdminEvent, EventCreateBody, EventUpdateBody } from '@shred/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventSports, events } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { readTags, type StaleReads } from '../../platform/read-cache/stale-reads.ts';
import { createCatalogQueries } from '../catalog/catalog.queries.ts';
import { loadEvents } from '../events/event-loader.ts';
import { createEventQueries, type EventRow } from '../events/events.queries.ts';
import { EVENT_NOT_FOUND } from '../events/events.service.ts';
import { checkedSlug, isUniqueViolation, slugify, slugTaken } from './slugs.ts';

/** Staff create and edit events; every write is one transaction. */
export function createEventAdminService(deps: { db: Db; now: () => number; staleReads: StaleReads }) {
  const { db, now, staleReads } = deps;
  const eventQueries = createEventQueries(db);
  const catalog = createCatalogQueries(db);

  async function sportIds(slugs: string[]): Promise<number[]> {
    const unique = [...new Set(slugs)];
    const found = await catalog.sportsBySlugs(unique);
    const unknown = unique.filter((slug) => !found.some((s) => s.slug === slug));
    if (unknown.length) {
      const message = `Unknown sport: ${unknown.join(', ')}.`;
      throw badRequest(message, { sports: [message] });
    }
    return found.map((s) => s.id);
  }

  async function present(row: EventRow, viewerId: number): Promise<AdminEvent> {
    const [event] = await loadEvents(eventQueries, [row], viewerId, 'manager');
    if (!event) throw notFound(EVENT_NOT_FOUND);
    return { ...event, results_feed_url: row.resultsFeedUrl };
  }

  async function bySlug(slug: string): Promise<EventRow> {
    const row = await eventQueries.eventBySlug(slug);
    if (!row) throw notFound(EVENT_NOT_FOUND);
    return row;
  }

  const rethrowSlugTaken = (slug: string) => (error: unknown) => {
    throw isUniqueViolation(error) ? slugTaken('event', slug) : error;
  };

  return {
    detail: async (slug: string, viewerId: number) => present(await bySlug(slug), viewerId),

    async create(body: EventCreateBody, viewerId: number): Promise<AdminEvent> {
      const slug = body.slug ?? checkedSlug(slugify(body.name));
      const ids = await sportIds(body.sports);
      const row = await staleReads
        .transaction(db, async (tx, stale) => {
          stale(readTags.events, readTags.event(slug));
          const [created] = await tx
            .insert(events)
            .values({
              slug,
              name: body.name,
              image: body.image ?? null,
              location: body.location,
              season: body.season ?? body.date_from.slice(0, 4),
              dateFrom: body.date_from,
              dateTo: body.date_to,
              resultsFeedUrl: body.results_feed_url ?? null,
            })
            .returning();
          if (!created) throw new Error('event insert returned nothing');
          await tx.insert(eventSports).values(ids.map((sportId) => ({ eventId: created.id, sportId })));
          return created;
        })
        .catch(rethrowSlugTaken(slug));
      return present(row, viewerId);
    },

    async update(slug: string, body: EventUpdateBody, viewerId: number): Promise<AdminEvent> {
      const current = await bySlug(slug);
      const dateFrom = body.date_from ?? current.dateFrom;
      const dateTo = body.date_to ?? current.dateTo;
      if (dateFrom > dateTo) {
        throw badRequest('The event cannot end before it starts.', {
          date_to: ['The event cannot end before it starts.'],
        });
      }
      const ids = body.sports ? await sportIds(body.sports) : null;
      if (body.sports) {
        const kept = new Set(body.sports);
        const orphaned = (await eventQueries.gamesOf([current.id])).filter((g) => !kept.has(g.sportSlug));
        if (orphaned.length) {
          throw conflict(
            `The event has games in ${[...new Set(orphaned.map((g) => g.sportName))].join(', ')}: keep the sport while it has games.`,
            { sports: ['A sport with games cannot be removed.'] },
          );
        }
      }
      const newSlug = body.slug ?? current.slug;
      const row = await staleReads
        .transaction(db, async (tx, stale) => {
          stale(readTags.events, readTags.event(current.slug), readTags.event(newSlug));
          const [updated] = await tx
            .update(events)
            .set({
              slug: newSlug,
              ...(body.name !== undefined ? { name: body.name } : {}),
              ...(body.image !== undefined ? { image: body.image } : {}),
              ...(body.location !== undefined ? { location: body.location } : {}),
              ...(body.season !== undefined ? { season: body.season } : {}),
              ...(body.results_feed_url !== undefined ? { resultsFeedUrl: body.results_feed_url } : {}),
              dateFrom,
              dateTo,
              updatedAt: new Date(now()),
            })
            .where(eq(events.id, current.id))
            .returning();
          if (!updated) throw notFound(EVENT_NOT_FOUND);
          if (ids) {
            await tx.delete(eventSports).where(eq(eventSports.eventId, current.id));
            await tx.insert(eventSports).values(ids.map((sportId) => ({ eventId: current.id, sportId })));
          }
          return updated;
        })
        .catch(rethrowSlugTaken(newSlug));
      return present(row, viewerId);
    },
  };
}
