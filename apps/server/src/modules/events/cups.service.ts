import type { Cup } from '@shred/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { type CupRow, createCupQueries } from './cups.queries.ts';
import { presentEventSummary, presentGameSummary } from './events.presenter.ts';
import { createEventQueries } from './events.queries.ts';

export const CUP_NOT_FOUND = 'This quickplay cup does not exist.';

const presentCupSummary = (cup: CupRow, gamesCount: number) => ({
  id: cup.id,
  slug: cup.slug,
  name: cup.name,
  description: cup.description,
  season: cup.season,
  games_count: gamesCount,
});

/** Quickplay cups: games grouped into a casual competition, shown with quickplay teams. */
export function createCupService(db: Db) {
  const cups = createCupQueries(db);
  const events = createEventQueries(db);
  return {
    async list() {
      return (await cups.list()).map((cup) => presentCupSummary(cup, cup.gamesCount));
    },
    async detail(slug: string, viewerId: number | null): Promise<Cup> {
      const cup = await cups.bySlug(slug);
      if (!cup) throw notFound(CUP_NOT_FOUND);
      const games = await events.gamesByIds(await cups.gameIds(cup.id));
      const gameIds = games.map((g) => g.id);
      const [eventRows, competitions, teams] = await Promise.all([
        events.eventsByIds([...new Set(games.map((g) => g.eventId))]),
        events.competitionsOf(gameIds),
        events.viewerTeams(viewerId, gameIds),
      ]);
      const eventById = new Map(eventRows.map((e) => [e.id, presentEventSummary(e)]));
      return {
        ...presentCupSummary(cup, games.length),
        games: games.flatMap((game) => {
          const event = eventById.get(game.eventId);
          return event ? [{ ...presentGameSummary(game, competitions, teams, 'quickplay'), event }] : [];
        }),
      };
    },
  };
}
