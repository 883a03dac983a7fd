import { setTimeout as pause } from 'node:timers/promises';
import type { Leaderboard, TeamList } from '@shred/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createGameFixture, type GameFixture, newStaffUser, teamBody } from '../../test/game-factories.ts';
import { awaitScoring } from '../../test/scoring-jobs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

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

const PASS_HOLD = 26_012;
/** Whether a scoring pass is waiting for the advisory lock the test holds. */
async function passWaiting(holder: pg.Client): Promise<boolean> {
  const { rows } = await holder.query<{ n: number }>(
    "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted",
    [PASS_HOLD],
  );
  return (rows[0]?.n ?? 0) > 0;
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

describe('concurrent results imports → scoring jobs (issue 12.1)', () => {
  it('a board read while a pass is held at its board flip answers the whole old board, never a half-ranked one', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    await enterField(game);
    await awaitScoring(t.app, staff, await importOrder(game, [0, 1, 2, 3, 4]));
    const before = await board(game);
    expect(before.count).toBe(5);
    // The pass waits at its flip for an advisory lock this connection holds until the read is done.
    const { connection } = t.database;
    if (connection.driver !== 'postgres') throw new Error('Holding a pass needs PostgreSQL');
    const holder = new pg.Client({ connectionString: connection.url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [PASS_HOLD]);
      const { imported, during } = await withPassHook(
        `perform pg_advisory_xact_lock(${PASS_HOLD})`,
        async () => {
          const res = await importOrder(game, [4, 3, 2, 1, 0]);
          expect(res.statusCode, res.body).toBe(200);
          while (!(await passWaiting(holder))) await pause(5);
          const read = await board(game);
          await holder.query('select pg_advisory_unlock($1)', [PASS_HOLD]);
          await awaitScoring(t.app, staff, res);
          return { imported: res, during: read };
        },
      );
      expect(during).toEqual(before);
      expect(imported.statusCode).toBe(200);
      expect(await board(game)).not.toEqual(before);
    } finally {
      await holder.end();
    }
  });

  it('runs the passes of concurrent imports of one game one after the other, ending with the last results', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const field = await enterField(game);
    await awaitScoring(t.app, staff, await importOrder(game, [0, 1, 2, 3, 4]));
    const jobs = await withPassHook('perform pg_sleep(0.3)', async () => {
      const imports = await Promise.all([
        importOrder(game, [4, 3, 2, 1, 0]),
        importOrder(game, [1, 0, 3, 2, 4]),
      ]);
      const finished = [];
      for (const res of imports) finished.push(...(await awaitScoring(t.app, staff, res)));
      return finished;
    });
    expect(jobs.map((job) => job.state)).toEqual(['completed', 'completed']);
    const outputs = await t.database.db.execute(
      sql`select output from pgboss.job where id = any(${`{${jobs.map((j) => j.id).join(',')}}`}::uuid[])`,
    );
    const spans = (
      outputs as unknown as { rows: Array<{ output: { started_at: string; finished_at: string } }> }
    ).rows
      .map((row) => [Date.parse(row.output.started_at), Date.parse(row.output.finished_at)] as const)
      .sort((a, b) => a[0] - b[0]);
    expect(spans[1]?.[0]).toBeGreaterThanOrEqual(spans[0]?.[1] ?? Number.POSITIVE_INFINITY);
    // Whatever order the imports committed in, the board is the one the stored results give.
    for (const user of field) {
      const mine = (
        await t.app.inject({ url: `/api/games/${game.gameId}/my-teams/`, headers: user.auth })
      ).json<TeamList>().results[0];
      expect(mine?.score).toBe(mine?.breakdown.total);
      expect(mine?.rank).not.toBeNull();
    }
  });
});
