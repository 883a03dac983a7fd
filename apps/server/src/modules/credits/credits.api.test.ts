import type {
  CreditBundleView,
  CreditsView,
  LedgerPage,
  PurchasePage,
  PurchaseResult,
  StaffGrantResult,
} from '@shred/contract';
import { CREDIT_BUNDLES, WELCOME_CREDITS } from '@shred/game';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, creditPurchases, paymentEvents } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { newStaffUser } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { grantCredits } from '../events/game.fixtures.ts';
import { creditBalance } from './credit-ledger.ts';
import { auditLedger } from './ledger-audit.ts';

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db);
  staff = await newStaffUser(t.app, t.database.db);
});
afterAll(() => t.close());

const get = (url: string, who?: TestUser) => t.app.inject({ url: `/api/${url}`, headers: who?.auth ?? {} });
const buy = (who: TestUser, bundleId: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cards/credits/purchase/',
    headers: { ...who.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { bundle_id: bundleId },
  });
const grant = (who: TestUser | null, username: string, amount: number, reason = 'Tournament prize') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${username}/credits/`,
    headers: who?.auth ?? {},
    payload: { amount, reason },
  });
const purchasesOf = async (userId: number) =>
  (
    await t.database.db.select({ n: count() }).from(creditPurchases).where(eq(creditPurchases.userId, userId))
  )[0]?.n;
const ledgerRowsOf = async (userId: number) =>
  (await t.database.db.select({ n: count() }).from(creditLedger).where(eq(creditLedger.userId, userId)))[0]
    ?.n;

describe('GET cards/credits/bundles/ (issue 13.2)', () => {
  it('answers every bundle on sale with its credits and price, to anyone', async () => {
    const res = await get('cards/credits/bundles/');
    expect(res.statusCode).toBe(200);
    expect(res.json<CreditBundleView[]>()).toEqual(
      CREDIT_BUNDLES.map((b) => ({
        id: b.id,
        credits: b.credits,
        price_cents: b.priceCents,
        currency: b.currency,
        label: b.label,
      })),
    );
  });
});

describe('POST cards/credits/purchase/ with the dev provider (issue 13.2)', () => {
  it('completes at once: 201, the bundle’s credits in the ledger with reason purchase, and the balance', async () => {
    const user = await newUser(t.app);
    const res = await buy(user, 'stack');
    expect(res.statusCode).toBe(201);
    const result = res.json<PurchaseResult>();
    expect(result).toEqual({ purchase_id: expect.any(Number), status: 'completed', balance: 550 });
    const ledger = (await get('cards/credits/ledger/', user)).json<LedgerPage>();
    expect(ledger.results).toEqual([
      {
        id: expect.any(Number),
        amount: 550,
        reason: 'purchase',
        reference: `purchase:${result.purchase_id}`,
        balance_after: 550,
        created_at: expect.any(String),
      },
    ]);
    expect(await creditBalance(t.database.db, user.id)).toBe(550);
  });

  it('refuses an unknown bundle with 400 naming bundle_id, and nothing moves', async () => {
    const user = await newUser(t.app);
    const res = await buy(user, 'treasure-chest');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual(['bundle_id']);
    expect(await purchasesOf(user.id)).toBe(0);
    expect(await creditBalance(t.database.db, user.id)).toBe(0);
  });

  it('replays the first answer to a repeated Idempotency-Key and buys once', async () => {
    const user = await newUser(t.app);
    const first = await buy(user, 'handful', 'buy-once-1');
    const again = await buy(user, 'handful', 'buy-once-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await purchasesOf(user.id)).toBe(1);
    expect(await creditBalance(t.database.db, user.id)).toBe(100);
  });

  it('answers 422 to the same Idempotency-Key with another body, and nothing moves', async () => {
    const user = await newUser(t.app);
    expect((await buy(user, 'handful', 'reused-key')).statusCode).toBe(201);
    const reused = await buy(user, 'vault', 'reused-key');
    expect(reused.statusCode).toBe(422);
    expect(await purchasesOf(user.id)).toBe(1);
    expect(await creditBalance(t.database.db, user.id)).toBe(100);
  });

  it('keeps keys per user: another user’s equal key is a purchase of its own', async () => {
    const [a, b] = [await newUser(t.app), await newUser(t.app)];
    expect((await buy(a, 'handful', 'shared-key')).statusCode).toBe(201);
    expect((await buy(b, 'handful', 'shared-key')).json<PurchaseResult>().balance).toBe(100);
  });

  it('takes no webhook without Stripe: 404, and nothing is recorded', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' }),
    });
    expect(res.statusCode).toBe(404);
    expect((await t.database.db.select({ n: count() }).from(paymentEvents))[0]?.n).toBe(0);
  });

  it('refuses anonymous buyers with 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cards/credits/purchase/',
      payload: { bundle_id: 'handful' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET cards/credits/ledger/ and purchases/ (issue 13.1, 13.2)', () => {
  it('pages the ledger newest first with balance_after, and cards/credits/ shows the same rows', async () => {
    const user = await newUser(t.app);
    await buy(user, 'handful');
    await buy(user, 'stack');
    await grant(staff, user.username, -30, 'Refund of a double charge');
    const first = (await get('cards/credits/ledger/?page_size=2', user)).json<LedgerPage>();
    expect(first.count).toBe(3);
    expect(first.next).toBe(2);
    expect(first.results.map((m) => [m.amount, m.reason, m.balance_after])).toEqual([
      [-30, 'staff_grant', 620],
      [550, 'purchase', 650],
    ]);
    const second = (await get('cards/credits/ledger/?page_size=2&page=2', user)).json<LedgerPage>();
    expect(second.next).toBeNull();
    expect(second.results.map((m) => m.balance_after)).toEqual([100]);
    const credits = (await get('cards/credits/', user)).json<CreditsView>();
    expect(credits.balance).toBe(620);
    expect(credits.entries.map((e) => e.balance_after)).toEqual([620, 650, 100]);
  });

  it('lists the viewer’s purchases newest first, and none of another user’s', async () => {
    const [user, other] = [await newUser(t.app), await newUser(t.app)];
    await buy(user, 'handful');
    await buy(user, 'vault');
    await buy(other, 'stack');
    const page = (await get('cards/credits/purchases/', user)).json<PurchasePage>();
    expect(page.count).toBe(2);
    expect(page.next).toBeNull();
    expect(page.results.map((p) => [p.bundle_id, p.credits, p.price_cents, p.status, p.provider])).toEqual([
      ['vault', 1200, 999, 'completed', 'dev'],
      ['handful', 100, 99, 'completed', 'dev'],
    ]);
    expect(page.results[0]?.completed_at).toEqual(expect.any(String));
  });

  it('refuses anonymous callers of the ledger and the purchases with 401', async () => {
    expect((await get('cards/credits/ledger/')).statusCode).toBe(401);
    expect((await get('cards/credits/purchases/')).statusCode).toBe(401);
  });
});

describe('POST admin/users/{username}/credits/: the staff grant (issue 13.5)', () => {
  it('grants credits with reason staff_grant and the staff member and reason in the reference', async () => {
    const user = await newUser(t.app);
    const res = await grant(staff, user.username, 250, 'Bug bounty');
    expect(res.statusCode).toBe(201);
    expect(res.json<StaffGrantResult>()).toEqual({
      movement: {
        id: expect.any(Number),
        amount: 250,
        reason: 'staff_grant',
        reference: `staff:${staff.username}: Bug bounty`,
        balance_after: 250,
        created_at: expect.any(String),
      },
      balance: 250,
    });
  });

  it('takes credits back with a negative amount, and refuses with 409 one that would overdraw', async () => {
    const user = await newUser(t.app);
    await grantCredits(t.database.db, user.id, 40);
    const taken = await grant(staff, user.username, -15, 'Chargeback');
    expect(taken.json<StaffGrantResult>().balance).toBe(25);
    const overdraw = await grant(staff, user.username, -26, 'Chargeback');
    expect(overdraw.statusCode).toBe(409);
    expect(overdraw.json<{ detail: string }>().detail).toContain('below zero');
    expect(await creditBalance(t.database.db, user.id)).toBe(25);
    expect(await ledgerRowsOf(user.id)).toBe(2);
  });

  it('answers 404 for an unknown username and 400 for a zero amount or no reason', async () => {
    expect((await grant(staff, 'nobody-here-at-all', 10)).statusCode).toBe(404);
    const user = await newUser(t.app);
    expect((await grant(staff, user.username, 0)).statusCode).toBe(400);
    expect((await grant(staff, user.username, 10, '   ')).statusCode).toBe(400);
    expect(await ledgerRowsOf(user.id)).toBe(0);
  });

  it('refuses anonymous callers with 401 and managers with 403, and nothing moves', async () => {
    const user = await newUser(t.app);
    expect((await grant(null, user.username, 10)).statusCode).toBe(401);
    expect((await grant(user, user.username, 10)).statusCode).toBe(403);
    expect(await ledgerRowsOf(user.id)).toBe(0);
  });
});

describe('the welcome grant on finishing onboarding (issue 13.6, GAME.md "Invariants")', () => {
  const finishWelcome = (user: TestUser, value: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/profile/${user.id}/`,
      headers: user.auth,
      payload: { completed_manager_welcome: value },
    });

  it('grants WELCOME_CREDITS once, reason welcome, even when onboarding is finished again', async () => {
    const user = await newUser(t.app);
    expect(await creditBalance(t.database.db, user.id)).toBe(0);
    expect((await finishWelcome(user, true)).statusCode).toBe(200);
    expect((await finishWelcome(user, false)).statusCode).toBe(200);
    expect((await finishWelcome(user, true)).statusCode).toBe(200);
    const ledger = (await get('cards/credits/ledger/', user)).json<LedgerPage>();
    expect(ledger.results.map((m) => [m.amount, m.reason, m.balance_after])).toEqual([
      [WELCOME_CREDITS, 'welcome', WELCOME_CREDITS],
    ]);
  });

  it('grants it in the transaction of the onboarding: both or neither', async () => {
    const user = await newUser(t.app);
    const badSport = await t.app.inject({
      method: 'PUT',
      url: `/api/users/profile/${user.id}/`,
      headers: user.auth,
      payload: { completed_manager_welcome: true, followed_sports: ['underwater-chess'] },
    });
    expect(badSport.statusCode).toBe(400);
    expect(await creditBalance(t.database.db, user.id)).toBe(0);
  });

  it('leaves every ledger adding up to its balance', async () => {
    expect(await auditLedger(t.database.db)).toEqual([]);
  });
});
