import type { AdminAthleteClaimPage, MyAthleteClaim, TokenPair } from '@shred/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGameFixture, newStaffUser } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/users.demo.ts';
import { seedDemoAthleteClaims } from './athlete-claims.demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createGameFixture(t.database.db, { now: t.clock.now(), athletes: 3 });
  await t.database.db.transaction(async (tx) => {
    await seedDemoUsers(tx);
    await seedDemoAthleteClaims(tx, t.clock.now());
  });
}, 120_000);
afterAll(() => t.close());

async function authOf(email: string) {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/token/',
    payload: { email, password: DEMO_PASSWORD },
  });
  return { authorization: `Bearer ${login.json<TokenPair>().access}` };
}

describe('demo athlete claims (requirements A7)', () => {
  it('leaves one request of ayumi waiting for staff, and none of the main demo account', async () => {
    const staff = await newStaffUser(t.app, t.database.db);
    const waiting = (
      await t.app.inject({ url: '/api/admin/athlete-claims/?status=pending', headers: staff.auth })
    ).json<AdminAthleteClaimPage>();
    expect(waiting.count).toBe(1);
    expect(waiting.results[0]).toMatchObject({ status: 'pending', user: { username: 'ayumi' } });
    expect(waiting.results[0]?.message).not.toBe('');
    const ayumi = (
      await t.app.inject({
        url: '/api/athlete-zone/claims/mine/',
        headers: await authOf('ayumi@shredleague.app'),
      })
    ).json<MyAthleteClaim>();
    expect(ayumi.claim?.id).toBe(waiting.results[0]?.id);
    const demo = (
      await t.app.inject({
        url: '/api/athlete-zone/claims/mine/',
        headers: await authOf('demo@shredleague.app'),
      })
    ).json<MyAthleteClaim>();
    expect(demo.claim).toBeNull();
  });
});
