import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeSets } from '../../db/schema/index.ts';
import type { TestUser } from '../../test/factories.ts';
import { newStaffUser } from '../../test/game-factories.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const DAY = 86_400_000;
let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaffUser(t.app, t.database.db);
});
afterAll(() => t.close());

describe('challenge set names under concurrent creates', () => {
  it('5 sets of one name in any case, all held at the set insert: one 201, four 409, one row', async () => {
    const name = 'Rush Hour';
    const create = (n: string) => () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/challenge-sets/',
        headers: staff.auth,
        payload: {
          name: n,
          description: 'Get going before the first stop.',
          starts_at: new Date(t.clock.now() - DAY).toISOString(),
          ends_at: new Date(t.clock.now() + 13 * DAY).toISOString(),
        },
      });
    const answers = await raceAtLock(
      t.database,
      { sql: 'lock table challenge_sets in share mode' },
      [name, name.toUpperCase(), name.toLowerCase(), name, name].map(create),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(challengeSets)
      .where(sql`lower(${challengeSets.name}) = ${name.toLowerCase()}`);
    expect(row?.n).toBe(1);
  });
});
