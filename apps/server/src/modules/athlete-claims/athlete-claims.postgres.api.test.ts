import type { AthleteClaim, MyAthleteClaim } from '@shred/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteClaims, athletes } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createGameFixture, type GameFixture, newStaffUser } from '../../test/game-factories.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let game: GameFixture;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  game = await createGameFixture(t.database.db, { now: t.clock.now(), athletes: 2 });
  staff = await newStaffUser(t.app, t.database.db);
});
afterAll(() => t.close());

const athleteId = (index: number) => game.athletes[index]?.id ?? 0;
const get = (url: string, who: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers: who.auth });
const post = (url: string, who: TestUser, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers: who.auth, payload });
const send = (who: TestUser, athlete: number) =>
  post('athlete-zone/claims/', who, { athlete_id: athlete, message: 'I ride for Team Laax.' });

describe('athlete claims at once (A7)', () => {
  it('one account sends 8 claims, all held at the claim’s insert: one waiting request stored, one 201 and seven 409', async () => {
    const manager = await newUser(t.app);
    const answers = await raceAtLock(
      t.database,
      // Inserts queue behind a share lock; on its release they meet at the partial unique index.
      { sql: 'lock table athlete_claims in share mode' },
      Array.from({ length: 8 }, () => () => send(manager, athleteId(0))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(7).fill(409)]);
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(athleteClaims)
      .where(eq(athleteClaims.userId, manager.id));
    expect(stored?.n).toBe(1);
  });

  it('two staff approve two claims of one athlete, both held at the athlete’s lock: linked once, the other claim waits on', async () => {
    const [first, second, otherStaff] = [
      await newUser(t.app),
      await newUser(t.app),
      await newStaffUser(t.app, t.database.db),
    ];
    const claims: AthleteClaim[] = [];
    for (const who of [first, second]) {
      const res = await send(who, athleteId(1));
      expect(res.statusCode).toBe(201);
      claims.push(res.json<AthleteClaim>());
    }
    const answers = await raceAtLock(
      t.database,
      { sql: 'select 1 from athletes where id = $1 for update', params: [athleteId(1)] },
      [
        () => post(`admin/athlete-claims/${claims[0]?.id}/approve/`, staff),
        () => post(`admin/athlete-claims/${claims[1]?.id}/approve/`, otherStaff),
      ],
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]?.statusCode === 200 ? first : second;
    const [linked] = await t.database.db
      .select({ userId: athletes.userId })
      .from(athletes)
      .where(eq(athletes.id, athleteId(1)));
    expect(linked?.userId).toBe(winner.id);
    const statuses: Array<string | undefined> = [];
    for (const who of [first, second]) {
      statuses.push((await get('athlete-zone/claims/mine/', who)).json<MyAthleteClaim>().claim?.status);
    }
    expect(statuses.sort()).toEqual(['approved', 'pending']);
  });
});
