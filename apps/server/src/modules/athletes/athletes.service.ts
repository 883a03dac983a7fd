import type { Athlete, AthleteListQuery, AthletePage } from '@shred/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { presentAthlete } from './athletes.presenter.ts';
import { createAthleteQueries } from './athletes.queries.ts';

export const ATHLETE_NOT_FOUND = 'This athlete does not exist.';

/** Athlete search and detail, with the viewer's cards of each athlete. */
export function createAthleteService(db: Db) {
  const queries = createAthleteQueries(db);
  return {
    async list(query: AthleteListQuery, viewerId: number | null): Promise<AthletePage> {
      const { count, rows } = await queries.page(query, {
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      const owned = await queries.ownedCards(
        viewerId,
        rows.map((r) => r.id),
      );
      return { count, results: rows.map((row) => presentAthlete(row, owned)) };
    },
    async detail(id: number, viewerId: number | null): Promise<Athlete> {
      const [row] = await queries.byIds([id]);
      if (!row) throw notFound(ATHLETE_NOT_FOUND);
      return presentAthlete(row, await queries.ownedCards(viewerId, [id]));
    },
  };
}
