import type { MySubscription, TokenPair } from '@shred/contract';
import { DEFAULT_GAME_CONFIG } from '@shred/game';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { creditBalance } from '../credits/credit-ledger.ts';
import { auditLedger } from '../credits/ledger-audit.ts';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/users.demo.ts';
import { runSubscriptionLifecycle } from './subscription-lifecycle.ts';
import { seedDemoSubscriptions } from './subscriptions.demo.ts';

const HOUR_MS = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction(async (tx) => {
    await seedDemoUsers(tx);
    await seedDemoSubscriptions(tx, t.clock.now());
  });
}, 120_000);
afterAll(() => t.close());

async function mineAs(email: string): Promise<MySubscription> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/token/',
    payload: { email, password: DEMO_PASSWORD },
  });
  const auth = { authorization: `Bearer ${login.json<TokenPair>().access}` };
  return (await t.app.inject({ url: '/api/subscriptions/me/', headers: auth })).json<MySubscription>();
}
const idOf = async (username: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id ?? 0;

describe('demo premium (R1.31)', () => {
  it('gives kai_slides a yearly plan with month 0’s credits, and leaves the main demo account without premium', async () => {
    expect(await mineAs('kai@shredleague.app')).toMatchObject({
      status: 'active',
      plan: 'yearly',
      is_premium: true,
      provider: 'dev',
    });
    expect(await creditBalance(t.database.db, await idOf('kai_slides'))).toBe(
      DEFAULT_GAME_CONFIG.subscription.monthlyCredits,
    );
    expect(await auditLedger(t.database.db)).toEqual([]);
    expect(await mineAs('demo@shredleague.app')).toMatchObject({ status: 'none', trial_used: false });
  });

  it('puts ayumi on a trial ending in about 40 hours, whose notice the job’s first run sends', async () => {
    const trial = await mineAs('ayumi@shredleague.app');
    expect(trial).toMatchObject({ status: 'trial', is_premium: true });
    const hoursLeft = (Date.parse(trial.ends_at ?? '') - t.clock.now()) / HOUR_MS;
    expect(hoursLeft).toBeGreaterThan(39);
    expect(hoursLeft).toBeLessThanOrEqual(40);
    await runSubscriptionLifecycle(t.database.db, new Date(t.clock.now()));
    const notices = await t.database.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(
        and(eq(notifications.userId, await idOf('ayumi')), eq(notifications.type, 'TRIAL_EXPIRING_SOON')),
      );
    expect(notices).toHaveLength(1);
  });
});
