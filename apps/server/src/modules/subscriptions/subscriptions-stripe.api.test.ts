import type { MySubscription, SubscriptionCheckout } from '@shred/contract';
import { DEFAULT_GAME_CONFIG } from '@shred/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../../test/factories.ts';
import { type FakeStripe, signStripe, startFakeStripe } from '../../test/fake-stripe.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { creditBalance } from '../credits/credit-ledger.ts';
import { auditLedger } from '../credits/ledger-audit.ts';
import { premiumCalls } from './subscriptions.testing.ts';

const WEBHOOK_SECRET = 'whsec_shred_premium_secret';
const MONTHLY = DEFAULT_GAME_CONFIG.subscription.monthlyCredits;

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_shred',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const { call, mine, rowsOf } = premiumCalls(() => t);

let eventCounter = 0;
const stripeEvent = (type: string, object: object, id = `evt_premium_${process.pid}_${++eventCounter}`) =>
  JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
  });
const deliver = async (payload: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook/',
    headers: { 'content-type': 'application/json', 'stripe-signature': signStripe(payload, WEBHOOK_SECRET) },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ received: true; handled: boolean }>().handled;
};
const completed = (subscriptionId: number, sub: string) =>
  stripeEvent('checkout.session.completed', {
    id: `cs_test_done_${sub}`,
    object: 'checkout.session',
    mode: 'subscription',
    payment_status: 'paid',
    subscription: sub,
    metadata: { subscription_id: String(subscriptionId) },
  });
const invoicePaid = (sub: string, periodEnd: Date) =>
  stripeEvent('invoice.paid', {
    id: `in_${sub}_${periodEnd.getTime()}`,
    object: 'invoice',
    parent: { type: 'subscription_details', subscription_details: { subscription: sub } },
    lines: { object: 'list', data: [{ period: { start: 0, end: Math.floor(periodEnd.getTime() / 1000) } }] },
  });
const subscriptionEvent = (type: string, sub: string, cancelAtPeriodEnd: boolean) =>
  stripeEvent(type, { id: sub, object: 'subscription', cancel_at_period_end: cancelAtPeriodEnd });

/** A user whose yearly Stripe checkout is open, with our subscription id and Stripe's `sub_…`. */
async function openCheckout(plan: 'monthly' | 'yearly' = 'yearly') {
  const user = await newUser(t.app);
  const res = await call(user, 'POST', 'checkout/', { plan });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = (await rowsOf(user.id)).filter((r) => r.status === 'pending');
  return {
    user,
    checkout: res.json<SubscriptionCheckout>(),
    id: row?.id ?? 0,
    sub: `sub_${row?.id}_${process.pid}`,
  };
}

describe('premium through Stripe Billing (R1.31)', () => {
  it('opens a subscription-mode Checkout Session with a recurring yearly price and our id, and changes nothing yet', async () => {
    const { user, checkout, id } = await openCheckout('yearly');
    expect(checkout.status).toBe('pending');
    expect(checkout.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(checkout.subscription.status).toBe('none');
    const sent = fake.forms.at(-1);
    expect(sent?.path).toBe('/v1/checkout/sessions');
    expect(Object.fromEntries(sent?.form ?? [])).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '4990',
      'line_items[0][price_data][recurring][interval]': 'year',
      'metadata[subscription_id]': String(id),
      'subscription_data[metadata][subscription_id]': String(id),
      success_url: `http://shred.test/settings/subscription?subscription=${id}`,
    });
    expect(await mine(user)).toMatchObject({ status: 'none', is_premium: false });
    expect(await creditBalance(t.database.db, user.id)).toBe(0);
  });

  it('asks a monthly plan to recur each month', async () => {
    await openCheckout('monthly');
    expect(fake.forms.at(-1)?.form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
  });

  it('answers 502 when Stripe refuses the session, and keeps no row', async () => {
    const user = await newUser(t.app);
    fake.failNext = true;
    expect((await call(user, 'POST', 'checkout/', { plan: 'monthly' })).statusCode).toBe(502);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('activates on checkout.session.completed once: active, Stripe’s subscription id, month 0’s credits', async () => {
    const { user, id, sub } = await openCheckout('yearly');
    const event = completed(id, sub);
    expect(await deliver(event)).toBe(true);
    expect(await deliver(event)).toBe(false);
    expect(await deliver(completed(id, sub))).toBe(false);
    expect(await mine(user)).toMatchObject({
      status: 'active',
      plan: 'yearly',
      provider: 'stripe',
      is_premium: true,
    });
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ status: 'active', providerSubscriptionId: sub });
    expect(await creditBalance(t.database.db, user.id)).toBe(MONTHLY);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('keeps a running trial until the plan is paid, then the plan replaces it', async () => {
    const user = await newUser(t.app);
    await call(user, 'POST', 'trial/');
    const res = await call(user, 'POST', 'checkout/', { plan: 'monthly' });
    expect(res.json<SubscriptionCheckout>().subscription.status).toBe('trial');
    const pending = (await rowsOf(user.id)).find((r) => r.status === 'pending');
    expect(await deliver(completed(pending?.id ?? 0, `sub_trial_${pending?.id}`))).toBe(true);
    expect((await rowsOf(user.id)).map((r) => [r.kind, r.status])).toEqual([
      ['trial', 'expired'],
      ['paid', 'active'],
    ]);
  });

  it('extends ends_at to a paid invoice’s period end, never shortening it', async () => {
    const { user, id, sub } = await openCheckout('monthly');
    await deliver(completed(id, sub));
    const first = Date.parse((await mine(user)).ends_at ?? '');
    // Stripe's times are whole seconds.
    const next = new Date(Math.floor(first / 1000 + 30 * 86_400) * 1000);
    expect(await deliver(invoicePaid(sub, next))).toBe(true);
    expect((await mine(user)).ends_at).toBe(next.toISOString());
    await deliver(invoicePaid(sub, new Date(first)));
    expect((await mine(user)).ends_at).toBe(next.toISOString());
  });

  it('cancels through Stripe (cancel_at_period_end) and keeps the benefits; Stripe’s echo changes nothing more', async () => {
    const { user, id, sub } = await openCheckout('monthly');
    await deliver(completed(id, sub));
    const res = await call(user, 'DELETE', 'me/');
    expect(res.statusCode).toBe(200);
    expect(res.json<MySubscription>()).toMatchObject({ status: 'cancelled', is_premium: true });
    expect(fake.forms.at(-1)).toMatchObject({ path: `/v1/subscriptions/${sub}` });
    expect(fake.forms.at(-1)?.form.get('cancel_at_period_end')).toBe('true');
    expect(await deliver(subscriptionEvent('customer.subscription.updated', sub, true))).toBe(false);
  });

  it('answers 502 when Stripe cannot cancel, and the plan stays active', async () => {
    const { user, id, sub } = await openCheckout('monthly');
    await deliver(completed(id, sub));
    fake.failNext = true;
    expect((await call(user, 'DELETE', 'me/')).statusCode).toBe(502);
    expect((await mine(user)).status).toBe('active');
  });

  it('follows a cancel made at Stripe, and ends the plan on customer.subscription.deleted', async () => {
    const { user, id, sub } = await openCheckout('monthly');
    await deliver(completed(id, sub));
    expect(await deliver(subscriptionEvent('customer.subscription.updated', sub, false))).toBe(false);
    expect(await deliver(subscriptionEvent('customer.subscription.updated', sub, true))).toBe(true);
    expect((await mine(user)).status).toBe('cancelled');
    expect(await deliver(subscriptionEvent('customer.subscription.deleted', sub, true))).toBe(true);
    expect(await mine(user)).toMatchObject({ status: 'none', is_premium: false });
    expect((await rowsOf(user.id))[0]?.status).toBe('expired');
  });
});
