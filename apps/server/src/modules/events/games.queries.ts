import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { athletes, competitions, sports, startlistEntries } from '../../db/schema/index.ts';
import { type AthleteRow, athleteColumns } from '../athletes/athletes.queries.ts';

export interface StartlistRow {
  athlete: AthleteRow;
  competitionId: number;
  locksAt: Date;
  seed: number | null;
  withdrawn: boolean;
}

/** The only place that reads a game's startlist. */
export function createGameQueries(db: Db) {
  return {
    /** Seeded athletes first in seed order, then the rest by ASPI. */
    startlist: (gameId: number): Promise<StartlistRow[]> =>
      db
        .select({
          athlete: athleteColumns,
          competitionId: startlistEntries.competitionId,
          locksAt: competitions.startsAt,
          seed: startlistEntries.seed,
          withdrawn: startlistEntries.withdrawn,
        })
        .from(startlistEntries)
        .innerJoin(athletes, eq(athletes.id, startlistEntries.athleteId))
        .innerJoin(sports, eq(sports.id, athletes.primarySportId))
        .innerJoin(competitions, eq(competitions.id, startlistEntries.competitionId))
        .where(eq(startlistEntries.gameId, gameId))
        .orderBy(sql`${startlistEntries.seed} asc nulls last`, desc(athletes.aspi), asc(athletes.id)),
  };
}
