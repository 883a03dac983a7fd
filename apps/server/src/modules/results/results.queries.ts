import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  athletes,
  competitions,
  events,
  fantasyGames,
  gameStandings,
  results,
  rulesets,
  startlistEntries,
} from '../../db/schema/index.ts';
import { intArray, queryRows } from '../scoring/sql-rows.ts';

export interface EventRound {
  id: number;
  name: string;
  roundOrder: number;
  gameId: number;
  gameName: string;
  bonuses: Record<string, number>;
}

export interface ResultWrite {
  competitionId: number;
  athleteId: number;
  place: number;
  score: number | null;
  bonuses: string[];
}

/** The only place that reads and writes official results. */
export function createResultQueries(db: Db) {
  return {
    async event(slug: string) {
      const [row] = await db
        .select({ id: events.id, name: events.name, resultsFeedUrl: events.resultsFeedUrl })
        .from(events)
        .where(eq(events.slug, slug));
      return row;
    },
    /** Every round of the event's games, with the bonuses its game's ruleset knows. */
    rounds: (eventId: number): Promise<EventRound[]> =>
      db
        .select({
          id: competitions.id,
          name: competitions.name,
          roundOrder: competitions.roundOrder,
          gameId: fantasyGames.id,
          gameName: fantasyGames.name,
          bonuses: rulesets.bonuses,
        })
        .from(competitions)
        .innerJoin(fantasyGames, eq(fantasyGames.id, competitions.gameId))
        .innerJoin(rulesets, eq(rulesets.id, fantasyGames.rulesetId))
        .where(eq(fantasyGames.eventId, eventId))
        .orderBy(asc(fantasyGames.id), asc(competitions.roundOrder)),
    startlists: (gameIds: readonly number[]) =>
      gameIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              gameId: startlistEntries.gameId,
              athleteId: startlistEntries.athleteId,
              competitionId: startlistEntries.competitionId,
              withdrawn: startlistEntries.withdrawn,
            })
            .from(startlistEntries)
            .where(inArray(startlistEntries.gameId, [...gameIds])),
    athletes: (ids: readonly number[], slugs: readonly string[]) =>
      ids.length === 0 && slugs.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: athletes.id,
              slug: athletes.slug,
              name: sql<string>`${athletes.firstName} || ' ' || ${athletes.lastName}`,
            })
            .from(athletes)
            .where(
              or(
                ids.length ? inArray(athletes.id, [...ids]) : undefined,
                slugs.length ? inArray(athletes.slug, [...slugs]) : undefined,
              ),
            ),
    stored: (competitionIds: readonly number[]) =>
      competitionIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              competitionId: results.competitionId,
              athleteId: results.athleteId,
              place: results.place,
            })
            .from(results)
            .where(inArray(results.competitionId, [...competitionIds])),
    /** Lock the games first, in id order, so imports and scoring passes over them queue up. */
    async lockGames(gameIds: readonly number[]): Promise<void> {
      const ids = [...new Set(gameIds)].sort((a, b) => a - b);
      await db.execute(
        sql`select id from fantasy_games where id = any(${intArray(ids)}::int[]) order by id for no key update`,
      );
    },
    /** Insert new results and update changed ones; answers how many rows were written. */
    async upsert(rows: readonly ResultWrite[], at: Date): Promise<number> {
      if (rows.length === 0) return 0;
      const written = await db
        .insert(results)
        .values(rows.map((r) => ({ ...r, importedAt: at })))
        .onConflictDoUpdate({
          target: [results.competitionId, results.athleteId],
          set: {
            place: sql`excluded.place`,
            score: sql`excluded.score`,
            bonuses: sql`excluded.bonuses`,
            importedAt: sql`excluded.imported_at`,
          },
          setWhere: sql`(${results.place}, ${results.score}, ${results.bonuses}) is distinct from (excluded.place, excluded.score, excluded.bonuses)`,
        })
        .returning({ competitionId: results.competitionId });
      return written.length;
    },
    /** The games with the team count of their current board. */
    async games(gameIds: readonly number[]) {
      if (gameIds.length === 0) return [];
      return db
        .select({
          id: fantasyGames.id,
          name: fantasyGames.name,
          status: fantasyGames.status,
          teams: sql<number>`coalesce(${gameStandings.teamsRanked}, 0)`.mapWith(Number),
        })
        .from(fantasyGames)
        .leftJoin(gameStandings, eq(gameStandings.gameId, fantasyGames.id))
        .where(inArray(fantasyGames.id, [...gameIds]))
        .orderBy(asc(fantasyGames.id));
    },
    /** Mark a game complete (a game that already is stays as it is). */
    async complete(gameId: number): Promise<void> {
      await db
        .update(fantasyGames)
        .set({ status: 'CPL' })
        .where(and(eq(fantasyGames.id, gameId), sql`${fantasyGames.status} <> 'CPL'`));
    },
    /** Whether any round of the game has an official result. */
    async hasResults(gameId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: results.competitionId })
        .from(results)
        .innerJoin(competitions, eq(competitions.id, results.competitionId))
        .where(eq(competitions.gameId, gameId))
        .limit(1);
      return row !== undefined;
    },
    async game(gameId: number) {
      const [row] = await queryRows<{ id: number; status: 'UPC' | 'OPN' | 'CPL' }>(
        db,
        sql`select id, status from fantasy_games where id = ${gameId} for no key update`,
      );
      return row;
    },
  };
}

export type ResultQueries = ReturnType<typeof createResultQueries>;
