import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quickplayCupGames, quickplayCups } from '../../db/schema/index.ts';

export type CupRow = typeof quickplayCups.$inferSelect;

/** The only place that reads quickplay cups. */
export function createCupQueries(db: Db) {
  return {
    list: (): Promise<Array<CupRow & { gamesCount: number }>> =>
      db
        .select({
          id: quickplayCups.id,
          slug: quickplayCups.slug,
          name: quickplayCups.name,
          description: quickplayCups.description,
          season: quickplayCups.season,
          createdAt: quickplayCups.createdAt,
          gamesCount: count(quickplayCupGames.gameId),
        })
        .from(quickplayCups)
        .leftJoin(quickplayCupGames, eq(quickplayCupGames.cupId, quickplayCups.id))
        .groupBy(quickplayCups.id)
        .orderBy(desc(quickplayCups.season), asc(quickplayCups.name)),
    async bySlug(slug: string): Promise<CupRow | undefined> {
      const [row] = await db.select().from(quickplayCups).where(eq(quickplayCups.slug, slug)).limit(1);
      return row;
    },
    async gameIds(cupId: number): Promise<number[]> {
      const rows = await db
        .select({ gameId: quickplayCupGames.gameId })
        .from(quickplayCupGames)
        .where(eq(quickplayCupGames.cupId, cupId));
      return rows.map((r) => r.gameId);
    },
  };
}
