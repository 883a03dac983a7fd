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

/** A league of `members` (the first creates it): only league members' scores are kept. */
async function leagueOf(members: TestUser[]): Promise<string> {
  const [owner, ...others] = members;
  if (!owner) throw new Error('a league needs an owner');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/leagues/',
    headers: owner.auth,
    payload: { name: `Best scores ${owner.id}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { slug } = res.json<{ slug: string }>();
  for (const member of others) await join(slug, member);
  return slug;
}

async function join(slug: string, member: TestUser): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/leagues/${slug}/join/`,
    headers: member.auth,
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('league standings read each league member’s stored best score per game (issue 15.1)', () => {
  it('R1.27 the stored score follows every scoring pass: first results, a rescore, a withdrawn board and a deleted game', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const field = await enterField(game);
    const [first, second, third, quickplay] = field as [TestUser, TestUser, TestUser, TestUser];
    const slug = await leagueOf([first, second, quickplay]);
    expect(await stored(game.gameId)).toEqual([]);

    await importRows(game, results(game, 0));
    const board = await onBoard(game.gameId);
    // League members in manager mode only: the third manager is in no league, the quickplay
    // player has no manager team.
    const members = (rows: typeof board) => rows.filter((row) => row.userId !== third.id);
    expect(await stored(game.gameId)).toEqual(members(board));
    expect(board.map((row) => row.userId)).toEqual([first.id, second.id, third.id]);
    expect(board.some((row) => row.hundredths > 0)).toBe(true);

    // Joining a league brings the manager's scores of the current boards along.
    await join(slug, third);
    expect(await stored(game.gameId)).toEqual(board);

    await importRows(game, results(game, 3));
    const rescored = await stored(game.gameId);
    expect(rescored).toEqual(await onBoard(game.gameId));
    expect(rescored).not.toEqual(board);

    // A board withdrawn (no results any more): the game's scores go with it.
    await t.database.db
      .update(gameStandings)
      .set({ generation: null })
      .where(eq(gameStandings.gameId, game.gameId));
    expect(await stored(game.gameId)).toEqual([]);

    // Scored again, then the game deleted: its scores go with its board.
    await importRows(game, results(game, 1));
    expect(await stored(game.gameId)).toEqual(await onBoard(game.gameId));
    await t.database.db.delete(fantasyGames).where(eq(fantasyGames.id, game.gameId));
    expect(await stored(game.gameId)).toEqual([]);
  });
});
