import type { Db } from '../../db/client.ts';
import { teamPicks, teams, users } from '../../db/schema/index.ts';
import type { GameFixture } from '../../test/game-factories.ts';

/** A manager's line-up by startlist index: the athletes picked and which of them captains. */
export interface Lineup {
  picks: number[];
  captain: number;
  mode?: 'manager' | 'quickplay';
}

let sequence = 0;

/**
 * Teams straight into the database, each of its own new manager, with their picks: ownership
 * only reads who picked whom, so no cards, budget or entry window are involved.
 */
export async function enterTeams(
  db: Db,
  game: GameFixture,
  lineups: readonly Lineup[],
): Promise<Array<{ id: number; userId: number }>> {
  if (lineups.length === 0) return [];
  const owners = await db
    .insert(users)
    .values(
      lineups.map(() => ({ username: `own${process.pid}x${++sequence}x${Math.floor(Math.random() * 1e6)}` })),
    )
    .returning({ id: users.id });
  const athleteId = (index: number) => game.athletes[index]?.id ?? 0;
  const rows = await db
    .insert(teams)
    .values(
      lineups.map((lineup, i) => ({
        gameId: game.gameId,
        userId: owners[i]?.id ?? 0,
        mode: lineup.mode ?? 'manager',
        captainAthleteId: athleteId(lineup.captain),
      })),
    )
    .returning({ id: teams.id, userId: teams.userId });
  await db.insert(teamPicks).values(
    lineups.flatMap((lineup, i) =>
      lineup.picks.map((index) => ({
        teamId: rows[i]?.id ?? 0,
        gameId: game.gameId,
        athleteId: athleteId(index),
      })),
    ),
  );
  return rows;
}
