import type { TeamView } from '@shred/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentStandings, fantasyGames, gameStandings, userGameScores } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import {
  createGameFixture,
  type GameFixture,
  giveCards,
  newStaffUser,
  teamBody,
} from '../../test/game-factories.ts';
import { awaitScoring } from '../../test/scoring-jobs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaffUser(t.app, t.database.db);
});
afterAll(() => t.close());

/** Three managers with a manager team of different tiers, and one quickplay team. */
async function enterField(game: GameFixture): Promise<TestUser[]> {
  const tiers = ['common', 'rare', 'legendary'] as const;
  const field: TestUser[] = [];
  for (let i = 0; i < 4; i++) {
    const user = await newUser(t.app);
    const indexes = [i % 6, (i + 1) % 6, 6, 7, (i % 3) + 8].sort((a, b) => a - b);
    const manager = i < 3;
    const cards = manager
      ? await giveCards(
          t.database.db,
          user.id,
          indexes.map((x) => game.athletes[x]?.id ?? 0),
          { tier: tiers[i] },
        )
      : [];
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.gameId}/teams/`,
      headers: user.auth,
      payload: teamBody(game, {
        indexes,
        captain: indexes[i % 5],
        ...(manager ? { cards } : { mode: 'quickplay' }),
      }),
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    expect(res.json<TeamView>().id).toBeGreaterThan(0);
    field.push(user);
  }
  return field;
}

async function importRows(game: GameFixture, rows: object[]): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/events/${game.eventSlug}/results/`,
    headers: staff.auth,
    payload: { results: rows },
  });
  expect(res.statusCode).toBe(200);
  await awaitScoring(t.app, staff, res);
}

const stored = (gameId: number) =>
  t.database.db
    .select({ userId: userGameScores.userId, hundredths: userGameScores.hundredths })
    .from(userGameScores)
    .where(eq(userGameScores.gameId, gameId))
    .orderBy(asc(userGameScores.userId));

/** What the stored scores must be: each manager's manager-mode line on the current board. */
const onBoard = (gameId: number) =>
  t.database.db
    .select({ userId: currentStandings.userId, hundredths: currentStandings.hundredths })
    .from(currentStandings)
    .where(and(eq(currentStandings.gameId, gameId), eq(currentStandings.mode, 'manager')))
    .orderBy(asc(currentStandings.userId));

const results = (game: GameFixture, winner: number) =>
  game.athletes.map((a, i) => ({ game_id: game.gameId, athlete_id: a.id, place: ((i + winner) % 6) + 1 }));

describe('league standings read each manager’s stored best score per game (issue 15.1)', () => {
  it('R1.27 the stored score follows every scoring pass: first results, a rescore, a withdrawn board and a deleted game', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const field = await enterField(game);
    expect(await stored(game.gameId)).toEqual([]);

    await importRows(game, results(game, 0));
    const first = await stored(game.gameId);
    expect(first).toEqual(await onBoard(game.gameId));
    // Manager mode only: the quickplay player has no stored score.
    expect(first.map((row) => row.userId)).toEqual(field.slice(0, 3).map((user) => user.id));
    expect(first.some((row) => row.hundredths > 0)).toBe(true);

    await importRows(game, results(game, 3));
    const rescored = await stored(game.gameId);
    expect(rescored).toEqual(await onBoard(game.gameId));
    expect(rescored).not.toEqual(first);

    // A board withdrawn (no results any more): the game's scores go with it.
    await t.database.db
      .update(gameStandings)
      .set({ generation: null })
      .where(eq(gameStandings.gameId, game.gameId));
    expect(await stored(game.gameId)).toEqual([]);

    // Scored again, then the game deleted: its scores go with its board.
    await importRows(game, results(game, 1));
    expect(await stored(game.gameId)).not.toEqual([]);
    await t.database.db.delete(fantasyGames).where(eq(fantasyGames.id, game.gameId));
    expect(await stored(game.gameId)).toEqual([]);
  });
});
