import type { MySubscription } from '@shred/contract';
import { addMonths, DEFAULT_GAME_CONFIG } from '@shred/game';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, notifications } from '../../db/schema/index.ts';
import { newUser } from '../../test/factories.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { creditBalance } from '../credits/credit-ledger.ts';
import { auditLedger } from '../credits/ledger-audit.ts';
import { runSubscriptionLifecycle } from './subscription-lifecycle.ts';
import { premiumCalls } from './subscriptions.testing.ts';

const HOUR_MS = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, rowsOf } = premiumCalls(() => t);

describe('the subscription lifecycle run several times at once (R1.31, GAME.md "Invariants")', () => {
  it('4 runs, all held at the trial’s conditional notice update: TRIAL_EXPIRING_SOON once', async () => {
    const user = await newUser(t.app);
    const trial = (await call(user, 'POST', 'trial/')).json<MySubscription>();
    const at = new Date(Date.parse(trial.ends_at ?? '') - 10 * HOUR_MS);
    await raceAtLock(
      t.database,
      { sql: 'select 1 from subscriptions where user_id = $1 for no key update', params: [user.id] },
      Array.from({ length: 4 }, () => () => runSubscriptionLifecycle(t.database.db, at)),
    );
    const notices = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'TRIAL_EXPIRING_SOON')));
    expect(notices).toHaveLength(1);
  });

  it('4 runs, all held at the monthly grant insert: each month paid once, and the ledger adds up to the balance', async () => {
    const user = await newUser(t.app);
    await call(user, 'POST', 'checkout/', { plan: 'yearly' });
    const row = (await rowsOf(user.id)).at(-1);
    const before = await creditBalance(t.database.db, user.id);
    const at = new Date(addMonths(row?.startedAt ?? new Date(), 2).getTime() + HOUR_MS);
    await raceAtLock(
      t.database,
      { sql: 'lock table subscription_credit_grants in share mode' },
      Array.from({ length: 4 }, () => () => runSubscriptionLifecycle(t.database.db, at)),
    );
    const months = await t.database.db
      .select({ reference: creditLedger.reference })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.reason, 'premium_monthly')));
    expect(months.map((m) => m.reference).sort()).toEqual(
      [0, 1, 2].map((m) => `subscription:${row?.id}:${m}`),
    );
    expect(await creditBalance(t.database.db, user.id)).toBe(
      before + 2 * DEFAULT_GAME_CONFIG.subscription.monthlyCredits,
    );
    expect(await auditLedger(t.database.db)).toEqual([]);
  });
});
