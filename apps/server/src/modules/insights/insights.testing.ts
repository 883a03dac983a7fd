import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  competitions,
  fantasyGames,
  startlistEntries,
  subscriptions,
  teamPicks,
  teams,
  users,
} from '../../db/schema/index.ts';
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

/**
 * A subscription row as the subscription calls leave one: a running trial by default, or a
 * cancelled plan, or one already over. Insights only ask `isPremium`, not how the row came.
 */
export async function subscribe(
  db: Db,
  userId: number,
  row: { status: 'trial' | 'active' | 'cancelled' | 'expired'; endsAt: Date },
): Promise<void> {
  const trial = row.status === 'trial';
  await db.insert(subscriptions).values({
    userId,
    kind: trial ? 'trial' : 'paid',
    plan: trial ? null : 'monthly',
    provider: trial ? null : 'dev',
    status: row.status,
    startedAt: new Date(row.endsAt.getTime() - 7 * 86_400_000),
    endsAt: row.endsAt,
    cancelledAt: row.status === 'cancelled' ? new Date(row.endsAt.getTime() - 86_400_000) : null,
  });
}

/**
 * Another game of the fixture's event (the women's, same discipline and rules) with one round
 * starting `startsAt`, and these athletes of the fixture on its startlist. Answers the fixture
 * pointing at the new game, so `enterTeams` picks by the same indexes.
 */
export async function secondGame(
  db: Db,
  game: GameFixture,
  options: { status: 'UPC' | 'OPN' | 'CPL'; startsAt: Date; athletes: number[] },
): Promise<GameFixture> {
  const [first] = await db.select().from(fantasyGames).where(eq(fantasyGames.id, game.gameId));
  if (!first) throw new Error('no first game');
  const [added] = await db
    .insert(fantasyGames)
    .values({
      eventId: first.eventId,
      disciplineId: first.disciplineId,
      gender: 'W',
      name: `${first.name} (W)`,
      status: options.status,
      opensAt: first.opensAt,
      rulesetId: first.rulesetId,
    })
    .returning({ id: fantasyGames.id });
  if (!added) throw new Error('no second game');
  const [round] = await db
    .insert(competitions)
    .values({ gameId: added.id, name: 'Final', roundOrder: 1, isFinal: true, startsAt: options.startsAt })
    .returning({ id: competitions.id });
  await db.insert(startlistEntries).values(
    options.athletes.map((index) => ({
      gameId: added.id,
      athleteId: game.athletes[index]?.id ?? 0,
      competitionId: round?.id ?? 0,
    })),
  );
  return { ...game, gameId: added.id };
}
