import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { intArray, queryRows } from '../scoring/sql-rows.ts';

let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  second = await createTestApp({}, { besides: t });
  // With its clock stopped, the second process's cached answers never go stale by time:
  // only the revocation notice can end a session there.
  second.clock.freeze();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const meStatus = async (app: TestApp, access: string) =>
  (await app.app.inject({ url: '/api/users/me/', headers: { authorization: `Bearer ${access}` } }))
    .statusCode;

describe('two server processes on one database (issue 11.5)', () => {
  it('a listening connection that was cut comes back and hears revocations again', async () => {
    const user = await newUser(t.app);
    expect(await meStatus(second, user.tokens.access)).toBe(200);
    const listening = async () => {
      const rows = await queryRows<{ pid: number }>(
        t.database.db,
        sql`select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN "session_revoked"'`,
      );
      return rows.map((row) => row.pid);
    };
    const cut = await listening();
    expect(cut).toHaveLength(2);
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from unnest(${intArray(cut)}::int[]) as pid`,
    );
    await expect
      .poll(async () => (await listening()).filter((pid) => !cut.includes(pid)), { timeout: 5000 })
      .toHaveLength(2);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout/',
      payload: {},
      headers: { authorization: `Bearer ${user.tokens.access}` },
    });
    expect(logout.statusCode).toBe(204);
    await expect.poll(() => meStatus(second, user.tokens.access), { timeout: 1000, interval: 20 }).toBe(401);
  });
});
