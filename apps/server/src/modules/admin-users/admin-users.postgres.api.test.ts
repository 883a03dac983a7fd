import type { AdminUserDetail } from '@shred/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athletes } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createGameFixture, newStaffUser } from '../../test/game-factories.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaffUser(t.app, t.database.db);
});
afterAll(() => t.close());

describe('linking an athlete under concurrent staff edits (R2.70)', () => {
  it('3 players linked to one athlete at once, all held at the athlete’s row lock: one 200, two 409, one holder', async () => {
    const players = [await newUser(t.app), await newUser(t.app), await newUser(t.app)];
    const athlete = (await createGameFixture(t.database.db, { now: t.clock.now(), athletes: 1 })).athletes[0];
    const athleteId = athlete?.id ?? 0;
    const answers = await raceAtLock(
      t.database,
      { sql: 'select 1 from athletes where id = $1 for update', params: [athleteId] },
      players.map(
        (p) => () =>
          t.app.inject({
            method: 'PATCH',
            url: `/api/admin/users/${p.username}/`,
            headers: staff.auth,
            payload: { athlete_id: athleteId },
          }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const [holder] = await t.database.db.select().from(athletes).where(eq(athletes.id, athleteId));
    const winner = players[answers.findIndex((a) => a.statusCode === 200)];
    expect(holder?.userId).toBe(winner?.id);
    const flags = [];
    for (const p of players) {
      const res = await t.app.inject({ url: `/api/admin/users/${p.username}/`, headers: staff.auth });
      flags.push(res.json<AdminUserDetail>().is_athlete);
    }
    expect(flags.filter(Boolean)).toHaveLength(1);
  });
});
