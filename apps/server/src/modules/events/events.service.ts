import type {
  AdminEventListQuery,
  EventListQuery,
  GameModeParam,
  SportEvent,
  SportEventPage,
} from '@shred/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { loadEvents } from './event-loader.ts';
import { teamModeOf } from './events.presenter.ts';
import { createEventQueries, type EventRow } from './events.queries.ts';

export const EVENT_NOT_FOUND = 'This event does not exist.';

/** The UTC calendar day of an instant, as the events' date columns hold it. */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The event calendar and event pages. */
export function createEventService(deps: { db: Db; now: () => number }) {
  const queries = createEventQueries(deps.db);
  return {
    /** The calendar; staff also search it by words (`q`, admin/events/). */
    async calendar(
      query: EventListQuery | AdminEventListQuery,
      viewerId: number | null,
    ): Promise<SportEventPage> {
      const search = 'q' in query ? query.q : undefined;
      const { count, ids } = await queries.calendarPage(
        { phase: query.status, sport: query.sport, season: query.season, search },
        utcDay(deps.now()),
        { limit: query.page_size, offset: (query.page - 1) * query.page_size },
      );
      const byId = new Map((await queries.eventsByIds(ids)).map((e) => [e.id, e]));
      const rows = ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [row] : [];
      });
      return { count, results: await loadEvents(queries, rows, viewerId, teamModeOf(query.game_mode)) };
    },

    async detail(slug: string, viewerId: number | null, gameMode?: GameModeParam): Promise<SportEvent> {
      const event: EventRow | undefined = await queries.eventBySlug(slug);
      if (!event) throw notFound(EVENT_NOT_FOUND);
      const [loaded] = await loadEvents(queries, [event], viewerId, teamModeOf(gameMode));
      if (!loaded) throw notFound(EVENT_NOT_FOUND);
      return loaded;
    },
  };
}
