import type { Leaderboard, ResultsImport } from '@shred/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameStandings, standings } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createGameFixture, type GameFixture, newStaffUser, teamBody } from '../../test/game-factories.ts';
import { awaitScoring } from '../../test/scoring-jobs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SCORING_JOB_NOT_FOUND } from '../results/scoring-job-status.ts';

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaffUser(t.app, t.database.db);
});
afterAll(() => t.close());

/** Five quickplay teams of the same riders with different captains; the last two tie. */
async function enterField(game: GameFixture): Promise<TestUser[]> {
  const field: TestUser[] = [];
  for (const captain of [0, 1, 2, 3, 3]) {
    const user = await newUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.gameId}/teams/`,
      headers: user.auth,
      payload: teamBody(game, { captain }),
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    field.push(user);
  }
  return field;
}

/** Places in the final: `order` lists athlete indexes, winner first. */
const importOrder = (game: GameFixture, order: number[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/events/${game.eventSlug}/results/`,
    headers: staff.auth,
    payload: {
      results: order.map((index, i) => ({
        competition_id: game.rounds.final,
        athlete_id: game.athletes[index]?.id,
        place: i + 1,
      })),
    },
  });

async function board(game: GameFixture) {
  const res = await t.app.inject({
    url: `/api/games/${game.gameId}/leaderboard/?mode=quickplay&page_size=50`,
  });
  const body = res.json<Leaderboard>();
  return { count: body.count, lines: body.results.map((r) => [r.team_id, r.rank, r.score]) };
}

/**
 * Run `work` while every scoring pass of the database first runs `body` (PL/pgSQL) as it
 * flips a game's board (a trigger on game_standings), so a pass can be held or made to fail.
 */
async function withPassHook<T>(body: string, work: () => Promise<T>): Promise<T> {
  const db = t.database.db;
  await db.execute(
    sql.raw(
      `create function test_pass_hook() returns trigger language plpgsql as $$ begin ${body}; return new; end $$`,
    ),
  );
  await db.execute(
    sql.raw(`create trigger test_pass_hook before update on game_standings for each row
      when (old.generation is distinct from new.generation) execute function test_pass_hook()`),
  );
  try {
    return await work();
  } finally {
    await db.execute(sql.raw('drop trigger test_pass_hook on game_standings'));
    await db.execute(sql.raw('drop function test_pass_hook()'));
  }
}

describe('results import → scoring job → whole board (issue 12.1)', () => {
  it('answers the import at once with one job per changed game; the job swaps in the whole new board, ties sharing a rank', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    await enterField(game);
    await awaitScoring(t.app, staff, await importOrder(game, [0, 1, 2, 3, 4]));
    const before = await board(game);
    expect(before.count).toBe(5);
    // Captains 0–3 score 100, 80, 65, 55 × 1.5 over a base of 350: the two captain-3 teams tie 4th.
    expect(before.lines.map(([, rank, score]) => [rank, score])).toEqual([
      [1, 400],
      [2, 390],
      [3, 382.5],
      [4, 377.5],
      [4, 377.5],
    ]);

    const { imported, answeredAt, during } = await withPassHook('perform pg_sleep(1)', async () => {
      const res = await importOrder(game, [4, 3, 2, 1, 0]);
      const answered = Date.now();
      expect(res.statusCode, res.body).toBe(200);
      // On PGlite the read waits for the one connection: the old board or the new, never a mix.
      return { imported: res, answeredAt: answered, during: await board(game) };
    });
    const body = imported.json<ResultsImport>();
    expect(body.scoring_jobs).toEqual([{ id: expect.any(String), game_id: game.gameId }]);
    expect(body.games).toEqual([expect.objectContaining({ id: game.gameId, teams_scored: 5 })]);
    const [job] = await awaitScoring(t.app, staff, imported);
    expect(job).toMatchObject({ state: 'completed', game_id: game.gameId, ranked: 5 });
    // The import answered before the pass finished.
    expect(Date.parse(job?.finished_at ?? '')).toBeGreaterThan(answeredAt);

    const after = await board(game);
    expect(after.lines.map(([, rank, score]) => [rank, score])).toEqual([
      [1, 390],
      [1, 390],
      [3, 382.5],
      [4, 377.5],
      [5, 375],
    ]);
    // Never a half-ranked board: the old one until the new one is whole.
    expect([before, after]).toContainEqual(during);
    // The follow-up job deletes the old board's rows; only the current ones stay.
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(standings).where(eq(standings.gameId, game.gameId))).length,
      )
      .toBe(5);
  });

  it('leaves the previous board whole when a pass fails, and marks the game for the next pass', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    await enterField(game);
    await awaitScoring(t.app, staff, await importOrder(game, [0, 1, 2, 3, 4]));
    const before = await board(game);
    const [job] = await withPassHook("raise exception 'injected scoring failure'", async () =>
      awaitScoring(t.app, staff, await importOrder(game, [4, 3, 2, 1, 0])),
    );
    expect(job).toMatchObject({ state: 'failed', ranked: null });
    expect(await board(game)).toEqual(before);
    const [pointer] = await t.database.db
      .select()
      .from(gameStandings)
      .where(eq(gameStandings.gameId, game.gameId));
    expect(pointer?.stale).toBe(true);
    // The next import of the same results finds the board stale and scores it.
    const again = await importOrder(game, [4, 3, 2, 1, 0]);
    expect((await awaitScoring(t.app, staff, again)).map((j) => j.state)).toEqual(['completed']);
    expect((await board(game)).lines[0]?.[2]).toBe(390);
  });

  it('answers 404 for a job the queue does not know', async () => {
    const res = await t.app.inject({
      url: '/api/admin/scoring-jobs/00000000-0000-4000-8000-000000000000/',
      headers: staff.auth,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: SCORING_JOB_NOT_FOUND });
  });
});
