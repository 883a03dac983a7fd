import type { ProfileStats } from '@shred/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams } from '../../db/schema/index.ts';
import { type BoardLine, writeBoard } from '../../test/boards.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createGameFixture, type GameFixture } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A team on its game's board at `rank`, or, with rank null, one no scoring pass has put on a board. */
async function team(
  game: GameFixture,
  user: TestUser,
  rank: number | null,
  extra: { mode?: 'manager' | 'quickplay'; entry?: number } = {},
) {
  const mode = extra.mode ?? 'manager';
  const [row] = await t.database.db
    .insert(teams)
    .values({
      gameId: game.gameId,
      userId: user.id,
      mode,
      entryNumber: extra.entry ?? 1,
      captainAthleteId: game.athletes[0]?.id ?? 0,
    })
    .returning({ id: teams.id });
  if (rank === null || !row) return;
  const lines = [
    ...(boards.get(game.gameId) ?? []),
    { teamId: row.id, userId: user.id, mode, entryNumber: extra.entry ?? 1, score: 500 - rank, rank },
  ];
  boards.set(game.gameId, lines);
  await writeBoard(t.database.db, game.gameId, lines);
}
/** The lines written so far per game: each call writes the game's whole board again. */
const boards = new Map<number, BoardLine[]>();

const statsOf = async (user: TestUser) => {
  const res = await t.app.inject({ url: `/api/users/${user.id}/profile-stats/` });
  expect(res.statusCode).toBe(200);
  return res.json<ProfileStats>();
};

describe('R7.26: GET users/{id}/profile-stats/ counts games played, wins and best rank from the teams', () => {
  it('counts ranked games once each; wins and best rank only from completed games', async () => {
    const now = t.clock.now();
    const [won, third, live, unscored] = await Promise.all([
      createGameFixture(t.database.db, { now, status: 'CPL' }),
      createGameFixture(t.database.db, { now, status: 'CPL' }),
      createGameFixture(t.database.db, { now, status: 'OPN' }),
      createGameFixture(t.database.db, { now, status: 'OPN' }),
    ]);
    const user = await newUser(t.app);
    // Won game: a manager team 1st and a quickplay team 4th — one game played, one win.
    await team(won, user, 1);
    await team(won, user, 4, { mode: 'quickplay' });
    // Two entries in one game, 3rd and 9th: one game, best rank 3.
    await team(third, user, 9);
    await team(third, user, 3, { entry: 2 });
    // Leading a live game is played, but neither a win nor a final rank yet.
    await team(live, user, 1);
    // A team no scoring pass has ranked has not played.
    await team(unscored, user, null);

    expect(await statsOf(user)).toMatchObject({ games_played: 3, wins: 1, best_rank: 1 });
  });

  it('counts a shared first place as a win for each, and gives the best rank without a win', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now(), status: 'CPL' });
    const [first, coFirst, fifth] = await Promise.all([newUser(t.app), newUser(t.app), newUser(t.app)]);
    await team(game, first, 1);
    await team(game, coFirst, 1);
    await team(game, fifth, 5);
    expect(await statsOf(first)).toMatchObject({ games_played: 1, wins: 1, best_rank: 1 });
    expect(await statsOf(coFirst)).toMatchObject({ games_played: 1, wins: 1, best_rank: 1 });
    expect(await statsOf(fifth)).toMatchObject({ games_played: 1, wins: 0, best_rank: 5 });
  });

  it('answers zeros and no best rank before the first game', async () => {
    const fresh = await newUser(t.app);
    expect(await statsOf(fresh)).toMatchObject({ games_played: 0, wins: 0, best_rank: null });
  });
});
