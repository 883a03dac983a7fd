import type { GameDetail } from '@shred/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fantasyGames } from '../../db/schema/index.ts';
import { createGameFixture } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { intArray, queryRows } from '../scoring/sql-rows.ts';

let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  second = await createTestApp({}, { besides: t });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const gameName = async (gameId: number) =>
  (await second.app.inject({ url: `/api/games/${gameId}/` })).json<GameDetail>().name;

describe('cached reads on a second server process (issue 12.3)', () => {
  it('forgets every cached answer when its listening connection was cut: writes meanwhile went unheard', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now(), status: 'OPN' });
    expect(await gameName(game.gameId)).not.toBe('Unheard');
    const listening = async () =>
      (
        await queryRows<{ pid: number }>(
          t.database.db,
          sql`select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN "read_cache"'`,
        )
      ).map((row) => row.pid);
    const cut = await listening();
    expect(cut).toHaveLength(2);
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from unnest(${intArray(cut)}::int[]) as pid`,
    );
    // Written behind the app's back, as a write whose notification the cut lost.
    await t.database.db.update(fantasyGames).set({ name: 'Unheard' }).where(eq(fantasyGames.id, game.gameId));
    await expect.poll(() => gameName(game.gameId), { timeout: 5000 }).toBe('Unheard');
    // Both processes listen again, and keep answers again.
    await expect
      .poll(async () => (await listening()).filter((pid) => !cut.includes(pid)), { timeout: 5000 })
      .toHaveLength(2);
  });
});
