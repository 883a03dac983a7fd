import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, creditPurchases } from '../../db/schema/index.ts';
import { newUser } from '../../test/factories.ts';
import { type FakeStripe, signStripe, startFakeStripe } from '../../test/fake-stripe.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { creditBalance } from './credit-ledger.ts';

const WEBHOOK_SECRET = 'whsec_shred_test_secret';

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

const deliver = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook/',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signStripe(payload, WEBHOOK_SECRET),
    },
    payload,
  });

describe('Stripe webhooks under concurrent redelivery (issue 13.2)', () => {
  it('one completed-checkout event delivered 8 times, all held at the event’s insert: fulfilled once', async () => {
    const user = await newUser(t.app);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/cards/credits/purchase/',
      headers: user.auth,
      payload: { bundle_id: 'vault' },
    });
    expect(bought.statusCode).toBe(201);
    const [purchase] = await t.database.db
      .select()
      .from(creditPurchases)
      .where(eq(creditPurchases.id, bought.json<{ purchase_id: number }>().purchase_id));
    const payload = JSON.stringify({
      id: `evt_test_${process.pid}_race`,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type: 'checkout.session.completed',
      data: {
        object: { id: purchase?.providerSessionId, object: 'checkout.session', payment_status: 'paid' },
      },
    });
    const answers = await raceAtLock(
      t.database,
      // Inserts queue behind a share lock; on its release they meet at the event id's unique index.
      { sql: 'lock table payment_events in share mode' },
      Array.from({ length: 8 }, () => () => deliver(payload)),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(answers.filter((res) => res.json<{ handled: boolean }>().handled)).toHaveLength(1);
    expect(await creditBalance(t.database.db, user.id)).toBe(1200);
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(creditLedger)
      .where(eq(creditLedger.userId, user.id));
    expect(rows?.n).toBe(1);
  });
});
