import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PurchasePage, PurchaseResult } from '@shred/contract';
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, creditPurchases, paymentEvents } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { creditBalance } from './credit-ledger.ts';
import { auditLedger } from './ledger-audit.ts';

const WEBHOOK_SECRET = 'whsec_shred_test_secret';
const signer = new Stripe('sk_test_signer_only');

/**
 * Stripe's API at the network boundary: a local server answers Checkout Session creation the
 * way Stripe does, so the real adapter and SDK run without the internet. It keeps every form
 * it received; `failNext` makes the next creation fail like a Stripe outage would.
 */
interface FakeStripe {
  server: Server;
  url: string;
  sessions: URLSearchParams[];
  failNext: boolean;
}
async function startFakeStripe(): Promise<FakeStripe> {
  const fake: FakeStripe = { server: createServer(), url: '', sessions: [], failNext: false };
  const read = async (request: IncomingMessage) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    return new URLSearchParams(body);
  };
  fake.server.on('request', async (request, response) => {
    const form = await read(request);
    response.setHeader('content-type', 'application/json');
    if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
      response.statusCode = 404;
      response.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request' } }),
      );
      return;
    }
    if (fake.failNext) {
      fake.failNext = false;
      response.statusCode = 400;
      response.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'Currency not enabled' } }),
      );
      return;
    }
    fake.sessions.push(form);
    const id = `cs_test_${fake.sessions.length}_${Math.floor(Math.random() * 1e9)}`;
    response.end(
      JSON.stringify({
        id,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'unpaid',
        status: 'open',
        client_reference_id: form.get('client_reference_id'),
        url: `https://checkout.stripe.com/c/pay/${id}`,
      }),
    );
  });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  return fake;
}

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
  await new Promise((resolve) => fake.server.close(resolve));
});

const buy = (who: TestUser, bundleId: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cards/credits/purchase/',
    headers: { ...who.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { bundle_id: bundleId },
  });

let eventCounter = 0;
/** A Checkout Session event as Stripe sends it, with a fresh event id unless one is given. */
const sessionEvent = (type: string, sessionId: string, extra: { id?: string; paymentStatus?: string } = {}) =>
  JSON.stringify({
    id: extra.id ?? `evt_test_${process.pid}_${++eventCounter}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    type,
    data: {
      object: { id: sessionId, object: 'checkout.session', payment_status: extra.paymentStatus ?? 'paid' },
    },
  });

const deliver = (payload: string, signature: string | null = sign(payload)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook/',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
function sign(payload: string, timestamp = Math.floor(Date.now() / 1000), secret = WEBHOOK_SECRET): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

async function purchaseRow(id: number) {
  const [row] = await t.database.db.select().from(creditPurchases).where(eq(creditPurchases.id, id));
  if (!row) throw new Error(`no purchase ${id}`);
  return row;
}
/** A pending Stripe purchase of `bundle` and its Checkout session id. */
async function pendingPurchase(user: TestUser, bundle = 'stack') {
  const res = await buy(user, bundle);
  expect(res.statusCode).toBe(201);
  const result = res.json<PurchaseResult>();
  const row = await purchaseRow(result.purchase_id);
  return { result, sessionId: row.providerSessionId ?? '' };
}
const eventsRecorded = async () =>
  (await t.database.db.select({ n: count() }).from(paymentEvents))[0]?.n ?? 0;

describe('buying credits through Stripe Checkout (issue 13.2)', () => {
  it('answers 201 pending with the Checkout URL, opens a payment-mode session for the bundle, and moves nothing yet', async () => {
    const user = await newUser(t.app);
    const { result, sessionId } = await pendingPurchase(user, 'vault');
    expect(result).toEqual({
      purchase_id: expect.any(Number),
      status: 'pending',
      checkout_url: `https://checkout.stripe.com/c/pay/${sessionId}`,
    });
    const form = fake.sessions.at(-1);
    const back = `http://shred.test/manager/market/drafts/credits?purchase=${result.purchase_id}`;
    expect(Object.fromEntries(form ?? [])).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '999',
      client_reference_id: String(result.purchase_id),
      'metadata[purchase_id]': String(result.purchase_id),
      success_url: back,
      cancel_url: back,
    });
    const row = await purchaseRow(result.purchase_id);
    expect(row).toMatchObject({ provider: 'stripe', status: 'pending', credits: 1200 });
    expect(await creditBalance(t.database.db, user.id)).toBe(0);
  });

  it('answers 502 when Stripe refuses the session, and keeps no purchase', async () => {
    const user = await newUser(t.app);
    fake.failNext = true;
    const res = await buy(user, 'handful', 'outage-key');
    expect(res.statusCode).toBe(502);
    const [left] = await t.database.db
      .select({ n: count() })
      .from(creditPurchases)
      .where(eq(creditPurchases.userId, user.id));
    expect(left?.n).toBe(0);
    // The rolled-back key is free again: the retry buys.
    expect((await buy(user, 'handful', 'outage-key')).statusCode).toBe(201);
  });

  it('keeps a Checkout session to one purchase: the session id is unique', async () => {
    const user = await newUser(t.app);
    const { sessionId } = await pendingPurchase(user);
    await expect(
      t.database.db.insert(creditPurchases).values({
        userId: user.id,
        bundleId: 'handful',
        credits: 100,
        priceCents: 99,
        currency: 'EUR',
        provider: 'stripe',
        providerSessionId: sessionId,
      }),
    ).rejects.toThrow();
  });
});

describe('POST payments/stripe/webhook/ (issue 13.2, GAME.md "Invariants")', () => {
  it('fulfils a paid session once: credits with reason purchase, the purchase completed', async () => {
    const user = await newUser(t.app);
    const { result, sessionId } = await pendingPurchase(user, 'stack');
    const res = await deliver(sessionEvent('checkout.session.completed', sessionId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, handled: true });
    expect(await creditBalance(t.database.db, user.id)).toBe(550);
    const history = (
      await t.app.inject({ url: '/api/cards/credits/purchases/', headers: user.auth })
    ).json<PurchasePage>();
    expect(history.results[0]).toMatchObject({
      id: result.purchase_id,
      status: 'completed',
      provider: 'stripe',
    });
    const ledger = await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(ledger.map((r) => [r.amount, r.reason, r.reference])).toEqual([
      [550, 'purchase', `purchase:${result.purchase_id}`],
    ]);
  });

  it('changes nothing on a repeated event, nor on another event for a session already paid', async () => {
    const user = await newUser(t.app);
    const { sessionId } = await pendingPurchase(user, 'handful');
    const event = sessionEvent('checkout.session.completed', sessionId);
    expect((await deliver(event)).json()).toEqual({ received: true, handled: true });
    const repeat = await deliver(event);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({ received: true, handled: false });
    const another = await deliver(sessionEvent('checkout.session.async_payment_succeeded', sessionId));
    expect(another.json()).toEqual({ received: true, handled: false });
    expect(await creditBalance(t.database.db, user.id)).toBe(100);
  });

  it('refuses a forged, a missing and a stale signature with 400, and records nothing', async () => {
    const user = await newUser(t.app);
    const { result, sessionId } = await pendingPurchase(user, 'vault');
    const before = await eventsRecorded();
    const payload = sessionEvent('checkout.session.completed', sessionId);
    const forged = await deliver(payload, sign(payload, undefined, 'whsec_someone_else'));
    const missing = await deliver(payload, null);
    const stale = await deliver(payload, sign(payload, Math.floor(Date.now() / 1000) - 600));
    const tampered = await deliver(payload.replace('"paid"', '"paid" '), sign(payload));
    for (const res of [forged, missing, stale, tampered]) {
      expect(res.statusCode).toBe(400);
      expect(res.json<{ detail: string }>().detail).toMatch(/^Webhook refused/);
    }
    expect(await eventsRecorded()).toBe(before);
    expect((await purchaseRow(result.purchase_id)).status).toBe('pending');
    expect(await creditBalance(t.database.db, user.id)).toBe(0);
  });

  it('marks an expired session’s purchase expired, with no credits', async () => {
    const user = await newUser(t.app);
    const { result, sessionId } = await pendingPurchase(user);
    const res = await deliver(
      sessionEvent('checkout.session.expired', sessionId, { paymentStatus: 'unpaid' }),
    );
    expect(res.json()).toEqual({ received: true, handled: true });
    expect((await purchaseRow(result.purchase_id)).status).toBe('expired');
    // A late payment event for an expired purchase fulfils nothing.
    expect((await deliver(sessionEvent('checkout.session.completed', sessionId))).json()).toEqual({
      received: true,
      handled: false,
    });
    expect(await creditBalance(t.database.db, user.id)).toBe(0);
  });

  it('acknowledges an unknown session, an unpaid completion and other event types without moving anything', async () => {
    const user = await newUser(t.app);
    const { result, sessionId } = await pendingPurchase(user);
    for (const payload of [
      sessionEvent('checkout.session.completed', 'cs_test_nobody_knows'),
      sessionEvent('checkout.session.completed', sessionId, { paymentStatus: 'unpaid' }),
      sessionEvent('customer.created', sessionId),
    ]) {
      const res = await deliver(payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, handled: false });
    }
    expect((await purchaseRow(result.purchase_id)).status).toBe('pending');
    expect(await creditBalance(t.database.db, user.id)).toBe(0);
  });

  it('leaves every ledger adding up to its balance', async () => {
    expect(await auditLedger(t.database.db)).toEqual([]);
  });
});
