import type { TokenPair } from '@shred/contract';
import { REFERRAL_CREDITS } from '@shred/game';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../../db/schema/index.ts';
import { newUser } from '../../test/factories.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { creditBalance } from '../credits/credit-ledger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the referral reward under concurrent onboarding (GAME.md "Referrals")', () => {
  it('2 welcomes of one invitee, both held at the invitee’s row after each saw the welcome unfinished: the inviter is paid REFERRAL_CREDITS once', async () => {
    const inviter = await newUser(t.app);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: {
        credentials: { email: `invitee${inviter.id}@example.com`, password: 'a-long-password' },
        inviterId: String(inviter.id),
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const auth = { authorization: `Bearer ${registered.json<TokenPair>().access}` };
    const invitee = (await t.app.inject({ url: '/api/users/me/', headers: auth })).json<{ id: number }>();
    const before = await creditBalance(t.database.db, inviter.id);
    const welcome = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/profile/${invitee.id}/`,
        headers: auth,
        payload: { completed_manager_welcome: true },
      });
    const finishes = await raceAtLock(
      t.database,
      { sql: 'select 1 from users where id = $1 for no key update', params: [invitee.id] },
      [welcome, welcome],
    );
    expect(finishes.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await creditBalance(t.database.db, inviter.id)).toBe(before + REFERRAL_CREDITS);
    const rows = await t.database.db
      .select({ amount: creditLedger.amount, reference: creditLedger.reference })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, inviter.id), eq(creditLedger.reason, 'referral')));
    expect(rows).toEqual([{ amount: REFERRAL_CREDITS, reference: `referral:${invitee.id}` }]);
  });
});
