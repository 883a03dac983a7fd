import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { gameStandings, standings } from '../db/schema/index.ts';

export interface BoardLine {
  teamId: number;
  userId: number;
  mode: 'manager' | 'quickplay';
  entryNumber?: number;
  score: number;
  /** A rank to store as given (a board fragment); by default it follows from the scores. */
  rank?: number;
}

/**
 * Put teams on a game's board as a scoring pass would leave it, without results: a fresh
 * generation (its own partition) with standard competition ranks per mode (equals listed by team id, which is
 * submission order in these fixtures), made current at once.
 */
export async function writeBoard(db: Db, gameId: number, lines: readonly BoardLine[]): Promise<void> {
  const result = (await db.execute(
    sql`select nextval('standings_generation_seq')::int as generation`,
  )) as unknown as {
    rows: Array<{ generation: number }>;
  };
  const generation = result.rows[0]?.generation ?? 0;
  const rows = (['manager', 'quickplay'] as const).flatMap((mode) => {
    const ordered = lines
      .filter((line) => line.mode === mode)
      .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0) || b.score - a.score || a.teamId - b.teamId);
    return ordered.map((line, i) => ({
      gameId,
      generation,
      mode,
      position: i + 1,
      rank: line.rank ?? ordered.findIndex((other) => other.score === line.score) + 1,
      teamId: line.teamId,
      userId: line.userId,
      entryNumber: line.entryNumber ?? 1,
      hundredths: Math.round(line.score * 100),
    }));
  });
  const value = sql.raw(String(generation));
  await db.execute(
    sql`create table ${sql.raw(`standings_p${generation}`)} partition of standings for values in (${value})`,
  );
  if (rows.length > 0) await db.insert(standings).values(rows);
  await db
    .insert(gameStandings)
    .values({ gameId, generation, teamsRanked: rows.length, lineValues: [] })
    .onConflictDoUpdate({ target: gameStandings.gameId, set: { generation, teamsRanked: rows.length } });
}
