import type { CurrentUser, MySubscription, SubscriptionCheckout, SubscriptionPlan } from '@shred/contract';
import { DEFAULT_GAME_CONFIG } from '@shred/game';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../../db/schema/index.ts';
import { newUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { creditBalance } from '../credits/credit-ledger.ts';
import { isPremium } from './premium.ts';
import { premiumCalls } from './subscriptions.testing.ts';

const DAY_MS = 86_400_000;
const MONTHLY = DEFAULT_GAME_CONFIG.subscription.monthlyCredits;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, mine, rowsOf } = premiumCalls(() => t);
const premiumLedger = (userId: number) =>
  t.database.db
    .select({ amount: creditLedger.amount, reference: creditLedger.reference, reason: creditLedger.reason })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .then((rows) => rows.filter((row) => row.reason === 'premium_monthly'));

describe('GET subscriptions/plans/ (R1.31)', () => {
  it('lists monthly and yearly to anyone, with their credits and teams per game', async () => {
    const res = await t.app.inject({ url: '/api/subscriptions/plans/' });
    expect(res.statusCode).toBe(200);
    expect(res.json<SubscriptionPlan[]>()).toEqual([
      {
        id: 'monthly',
        label: 'Monthly',
        price_cents: 499,
        currency: 'EUR',
        months: 1,
        monthly_credits: MONTHLY,
        teams_per_game: 3,
      },
      {
        id: 'yearly',
        label: 'Yearly',
        price_cents: 4990,
        currency: 'EUR',
        months: 12,
        monthly_credits: MONTHLY,
        teams_per_game: 3,
      },
    ]);
  });
});

describe('the 7-day trial (R1.31)', () => {
  it('a new player has none and has not used the trial', async () => {
    const user = await newUser(t.app);
    expect(await mine(user)).toEqual({
      status: 'none',
      plan: null,
      ends_at: null,
      trial_used: false,
      is_premium: false,
      provider: null,
    });
  });

  it('starts once: 201 with ends_at 7 days on, premium at once; the second start is 409', async () => {
    const user = await newUser(t.app);
    const before = t.clock.now();
    const res = await call(user, 'POST', 'trial/');
    expect(res.statusCode).toBe(201);
    const trial = res.json<MySubscription>();
    expect(trial).toMatchObject({
      status: 'trial',
      plan: null,
      trial_used: true,
      is_premium: true,
      provider: null,
    });
    const endsAt = Date.parse(trial.ends_at ?? '');
    expect(endsAt - before).toBeGreaterThanOrEqual(7 * DAY_MS);
    expect(endsAt - before).toBeLessThan(7 * DAY_MS + 60_000);
    expect(await mine(user)).toEqual(trial);
    expect(await isPremium(t.database.db, user.id, new Date(t.clock.now()))).toBe(true);

    const again = await call(user, 'POST', 'trial/');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ detail: string }>().detail).toMatch(/already hold premium/);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('shows on the current user as its subscription while it runs, the cached read made stale by the start (R3.01)', async () => {
    const user = await newUser(t.app);
    const before = await t.app.inject({ url: '/api/users/me/', headers: user.auth });
    expect(before.json<CurrentUser>().subscription).toBeNull();
    const trial = (await call(user, 'POST', 'trial/')).json<MySubscription>();
    const me = await t.app.inject({ url: '/api/users/me/', headers: user.auth });
    expect(me.json<CurrentUser>().subscription).toEqual({
      plan: null,
      status: 'trial',
      ends_at: trial.ends_at,
    });
  });
});

describe('POST subscriptions/checkout/ with the dev provider (R1.31)', () => {
  it('activates at once for the plan’s months, with month 0’s credits, and answers 409 the second time', async () => {
    const user = await newUser(t.app);
    const balanceBefore = await creditBalance(t.database.db, user.id);
    const res = await call(user, 'POST', 'checkout/', { plan: 'yearly' });
    expect(res.statusCode).toBe(201);
    const checkout = res.json<SubscriptionCheckout>();
    expect(checkout).toMatchObject({
      status: 'active',
      subscription: {
        status: 'active',
        plan: 'yearly',
        is_premium: true,
        provider: 'dev',
        trial_used: false,
      },
    });
    expect(checkout.checkout_url).toBeUndefined();
    const endsAt = new Date(checkout.subscription.ends_at ?? '');
    const expected = new Date(t.clock.now());
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(Math.abs(endsAt.getTime() - expected.getTime())).toBeLessThan(60_000);
    expect(await creditBalance(t.database.db, user.id)).toBe(balanceBefore + MONTHLY);
    const [row] = await rowsOf(user.id);
    expect(await premiumLedger(user.id)).toEqual([
      { amount: MONTHLY, reference: `subscription:${row?.id}:0`, reason: 'premium_monthly' },
    ]);

    const again = await call(user, 'POST', 'checkout/', { plan: 'monthly' });
    expect(again.statusCode).toBe(409);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('replaces a running trial in the same transaction: the trial row ends, the plan is the one live row', async () => {
    const user = await newUser(t.app);
    await call(user, 'POST', 'trial/');
    const res = await call(user, 'POST', 'checkout/', { plan: 'monthly' });
    expect(res.statusCode).toBe(201);
    expect(res.json<SubscriptionCheckout>().subscription).toMatchObject({
      status: 'active',
      plan: 'monthly',
      trial_used: true,
    });
    expect((await rowsOf(user.id)).map((row) => [row.kind, row.status])).toEqual([
      ['trial', 'expired'],
      ['paid', 'active'],
    ]);
    // A trial once converted is still the one trial.
    expect((await call(user, 'POST', 'trial/')).statusCode).toBe(409);
  });

  it('refuses an unknown plan with 400', async () => {
    const user = await newUser(t.app);
    expect((await call(user, 'POST', 'checkout/', { plan: 'weekly' })).statusCode).toBe(400);
  });
});

describe('DELETE subscriptions/me/ (R1.31)', () => {
  it('cancels a plan at its period’s end: status cancelled, same ends_at, benefits kept; 409 the second time', async () => {
    const user = await newUser(t.app);
    const active = (await call(user, 'POST', 'checkout/', { plan: 'monthly' })).json<SubscriptionCheckout>();
    const res = await call(user, 'DELETE', 'me/');
    expect(res.statusCode).toBe(200);
    expect(res.json<MySubscription>()).toMatchObject({
      status: 'cancelled',
      plan: 'monthly',
      ends_at: active.subscription.ends_at,
      is_premium: true,
    });
    expect(await isPremium(t.database.db, user.id, new Date(t.clock.now()))).toBe(true);
    const me = await t.app.inject({ url: '/api/users/me/', headers: user.auth });
    expect(me.json<CurrentUser>().subscription).toEqual({
      plan: 'monthly',
      status: 'cancelled',
      ends_at: active.subscription.ends_at,
    });
    expect((await call(user, 'DELETE', 'me/')).statusCode).toBe(409);
    // Still subscribed until the end: no second plan meanwhile.
    expect((await call(user, 'POST', 'checkout/', { plan: 'yearly' })).statusCode).toBe(409);
  });

  it('cancels a trial: it still ends when it would have, and counts as the one trial', async () => {
    const user = await newUser(t.app);
    const trial = (await call(user, 'POST', 'trial/')).json<MySubscription>();
    const res = await call(user, 'DELETE', 'me/');
    expect(res.statusCode).toBe(200);
    expect(res.json<MySubscription>()).toMatchObject({
      status: 'cancelled',
      ends_at: trial.ends_at,
      is_premium: true,
    });
    expect((await call(user, 'POST', 'trial/')).statusCode).toBe(409);
  });

  it('answers 409 with nothing to cancel', async () => {
    const user = await newUser(t.app);
    const res = await call(user, 'DELETE', 'me/');
    expect(res.statusCode).toBe(409);
    expect(res.json<{ detail: string }>().detail).toMatch(/no running premium/);
  });
});
