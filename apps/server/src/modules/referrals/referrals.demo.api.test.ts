import type { AdminReferralPage, TokenPair } from '@shred/contract';
import { REFERRAL_CREDITS } from '@shred/game';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, users } from '../../db/schema/index.ts';
import { seed } from '../../seed/seed.ts';
import { newStaffUser } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../users/users.demo.ts';

let t: TestApp;
let staff: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  // The whole first start of a server with demo data, as main runs it.
  await seed(t.database.db, { admin: null, demoData: true, log: t.app.log });
  staff = (await newStaffUser(t.app, t.database.db)).auth;
}, 180_000);
afterAll(() => t.close());

const referrals = async (query = '') => {
  const res = await t.app.inject({ url: `/api/admin/referrals/${query}`, headers: staff });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminReferralPage>();
};

describe('demo referrals on first start (issue 15.5, R2.80, R2.87)', () => {
  it('fills /admin/referrals: more than a page, paid rewards through the ledger and league invites', async () => {
    const page = await referrals();
    expect(page.count).toBeGreaterThan(page.results.length);
    expect(page.summary.referrals).toBe(page.count);
    expect(page.summary.onboarded).toBe(page.count - 1);
    expect(page.summary.credits_paid).toBe(page.summary.onboarded * REFERRAL_CREDITS);
    expect(page.summary.top_inviters.map((top) => top.user.username)).toEqual(
      expect.arrayContaining(['demo', 'kai_slides', 'mia.rips']),
    );
    expect(page.results.some((row) => row.league !== null && row.reward !== null)).toBe(true);
  });

  it('pays the demo account when newbie, invited by it, finishes the welcome', async () => {
    const pending = await referrals('?query=newbie');
    expect(pending.results).toMatchObject([
      { invitee: { username: 'newbie' }, inviter: { username: 'demo' }, onboarded: false, reward: null },
    ]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/token/',
      payload: { email: 'newbie@shredleague.app', password: DEMO_PASSWORD },
    });
    const auth = { authorization: `Bearer ${login.json<TokenPair>().access}` };
    const [newbie] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'newbie'));
    const welcome = await t.app.inject({
      method: 'PUT',
      url: `/api/users/profile/${newbie?.id}/`,
      headers: auth,
      payload: { completed_manager_welcome: true },
    });
    expect(welcome.statusCode, welcome.body).toBe(200);
    const paid = await referrals('?query=newbie');
    expect(paid.results).toMatchObject([{ onboarded: true, reward: { credits: REFERRAL_CREDITS } }]);
    const rows = await t.database.db
      .select({ amount: creditLedger.amount })
      .from(creditLedger)
      .where(and(eq(creditLedger.reason, 'referral'), eq(creditLedger.reference, `referral:${newbie?.id}`)));
    expect(rows).toEqual([{ amount: REFERRAL_CREDITS }]);
  });
});
