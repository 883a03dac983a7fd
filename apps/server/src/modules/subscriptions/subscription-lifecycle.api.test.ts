import type { CurrentUser, MySubscription, SubscriptionCheckout } from '@shred/contract';
import { addMonths } from '@shred/game';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, notifications } from '../../db/schema/index.ts';
import { newUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { isPremium } from './premium.ts';
import { runSubscriptionLifecycle } from './subscription-lifecycle.ts';
import { premiumCalls } from './subscriptions.testing.ts';

const HOUR_MS = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, rowsOf } = premiumCalls(() => t);
const noticesOf = async (userId: number, type: 'TRIAL_EXPIRING_SOON' | 'TRIAL_EXPIRED') =>
  t.database.db
    .select({ title: notifications.title, target: notifications.target })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
const rowOf = async (userId: number) => (await rowsOf(userId)).at(-1);
const premiumMonths = async (userId: number) =>
  (
    await t.database.db
      .select({ reason: creditLedger.reason, reference: creditLedger.reference })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
  )
    .filter((row) => row.reason === 'premium_monthly')
    .map((row) => row.reference)
    .sort();
/** The job at `hours` from the trial's or plan's end (negative: before it). */
const runAt = (endsAt: string | null, hours: number) =>
  runSubscriptionLifecycle(t.database.db, new Date(Date.parse(endsAt ?? '') + hours * HOUR_MS));

describe('the trial over time: notices and end (R1.31)', () => {
  it('tells the player once, 48 h before the end, and not before', async () => {
    const user = await newUser(t.app);
    const trial = (await call(user, 'POST', 'trial/')).json<MySubscription>();
    await runAt(trial.ends_at, -49);
    expect(await noticesOf(user.id, 'TRIAL_EXPIRING_SOON')).toEqual([]);
    await runAt(trial.ends_at, -47.9);
    await runAt(trial.ends_at, -30);
    expect(await noticesOf(user.id, 'TRIAL_EXPIRING_SOON')).toEqual([
      { title: 'Your premium trial ends soon', target: '/manager/subscribe' },
    ]);
    expect((await rowOf(user.id))?.status).toBe('trial');
  });

  it('ends the trial at ends_at with TRIAL_EXPIRED once: premium over, the trial used, no subscription on the user', async () => {
    const user = await newUser(t.app);
    const trial = (await call(user, 'POST', 'trial/')).json<MySubscription>();
    await runAt(trial.ends_at, -0.01);
    expect(await noticesOf(user.id, 'TRIAL_EXPIRED')).toEqual([]);
    await runAt(trial.ends_at, 0);
    await runAt(trial.ends_at, 5);
    expect(await noticesOf(user.id, 'TRIAL_EXPIRED')).toEqual([
      { title: 'Your premium trial has ended', target: '/manager/subscribe' },
    ]);
    expect((await rowOf(user.id))?.status).toBe('expired');
    expect(await isPremium(t.database.db, user.id, new Date(t.clock.now()))).toBe(false);
    expect((await call(user, 'GET', 'me/')).json<MySubscription>()).toMatchObject({
      status: 'none',
      trial_used: true,
      is_premium: false,
    });
    const me = await t.app.inject({ url: '/api/users/me/', headers: user.auth });
    expect(me.json<CurrentUser>().subscription).toBeNull();
    expect((await call(user, 'POST', 'trial/')).statusCode).toBe(409);
  });

  it('ends a cancelled trial at its end too, without the 48 h reminder', async () => {
    const user = await newUser(t.app);
    const trial = (await call(user, 'POST', 'trial/')).json<MySubscription>();
    await call(user, 'DELETE', 'me/');
    await runAt(trial.ends_at, -24);
    expect(await noticesOf(user.id, 'TRIAL_EXPIRING_SOON')).toEqual([]);
    await runAt(trial.ends_at, 1);
    expect(await noticesOf(user.id, 'TRIAL_EXPIRED')).toHaveLength(1);
    expect((await rowOf(user.id))?.status).toBe('expired');
  });

  it('sends no TRIAL_EXPIRED for a trial that became a plan', async () => {
    const user = await newUser(t.app);
    const trial = (await call(user, 'POST', 'trial/')).json<MySubscription>();
    await call(user, 'POST', 'checkout/', { plan: 'monthly' });
    await runAt(trial.ends_at, 1);
    expect(await noticesOf(user.id, 'TRIAL_EXPIRED')).toEqual([]);
  });
});

describe('paid plans over time (R1.31)', () => {
  it('closes a cancelled plan at its end, after which a new plan may start', async () => {
    const user = await newUser(t.app);
    const plan = (await call(user, 'POST', 'checkout/', { plan: 'monthly' })).json<SubscriptionCheckout>();
    await call(user, 'DELETE', 'me/');
    await runAt(plan.subscription.ends_at, -1);
    expect((await rowOf(user.id))?.status).toBe('cancelled');
    await runAt(plan.subscription.ends_at, 1);
    expect((await rowOf(user.id))?.status).toBe('expired');
    expect((await call(user, 'POST', 'checkout/', { plan: 'yearly' })).statusCode).toBe(201);
  });

  it('renews a dev plan for another period at its end, and pays each month’s credits once', async () => {
    const user = await newUser(t.app);
    const plan = (await call(user, 'POST', 'checkout/', { plan: 'monthly' })).json<SubscriptionCheckout>();
    const row = await rowOf(user.id);
    const startedAt = row?.startedAt ?? new Date();
    const firstEnd = new Date(plan.subscription.ends_at ?? '');
    await runAt(plan.subscription.ends_at, 0.5);
    expect((await rowOf(user.id))?.endsAt?.toISOString()).toBe(addMonths(firstEnd, 1).toISOString());
    expect(await premiumMonths(user.id)).toEqual([`subscription:${row?.id}:0`, `subscription:${row?.id}:1`]);
    // Two periods later, after a server that was down: the months between are paid too.
    await runSubscriptionLifecycle(t.database.db, new Date(addMonths(startedAt, 3).getTime() + HOUR_MS));
    expect((await rowOf(user.id))?.endsAt?.toISOString()).toBe(addMonths(startedAt, 4).toISOString());
    expect(await premiumMonths(user.id)).toEqual([0, 1, 2, 3].map((m) => `subscription:${row?.id}:${m}`));
  });

  it('pays nothing to a plan past its end or to a trial', async () => {
    const user = await newUser(t.app);
    await call(user, 'POST', 'trial/');
    const trial = await rowOf(user.id);
    await runSubscriptionLifecycle(t.database.db, new Date((trial?.endsAt?.getTime() ?? 0) - HOUR_MS));
    expect(await premiumMonths(user.id)).toEqual([]);
  });
});
