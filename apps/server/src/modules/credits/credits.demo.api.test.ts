import type { LedgerPage, PurchasePage, TokenPair } from '@shred/contract';
import { WELCOME_CREDITS } from '@shred/game';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBalances } from '../../db/schema/index.ts';
import { seed } from '../../seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../users/users.demo.ts';
import { auditLedger } from './ledger-audit.ts';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  // The whole first start of a server with demo data, as main runs it.
  await seed(t.database.db, { admin: null, demoData: true, log: t.app.log });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/token/',
    payload: { email: 'demo@shredleague.app', password: DEMO_PASSWORD },
  });
  auth = { authorization: `Bearer ${login.json<TokenPair>().access}` };
}, 180_000);
afterAll(() => t.close());

describe('demo credits on first start (issue 13.6, GAME.md "Invariants")', () => {
  it('leaves the ledger sum equal to the balance for every user of the whole demo database', async () => {
    const [holders] = await t.database.db.select({ n: count() }).from(creditBalances);
    expect(holders?.n).toBeGreaterThan(3);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('shows the demo account a purchase history: two bundles bought and a checkout that expired', async () => {
    const page = (
      await t.app.inject({ url: '/api/cards/credits/purchases/', headers: auth })
    ).json<PurchasePage>();
    expect(page.results.map((p) => [p.bundle_id, p.status])).toEqual([
      ['vault', 'expired'],
      ['handful', 'completed'],
      ['stack', 'completed'],
    ]);
    // Paid at once by the dev provider, when it was bought.
    for (const purchase of page.results.filter((p) => p.status === 'completed')) {
      expect(purchase.completed_at).toBe(purchase.created_at);
    }
  });

  it('shows the demo account a ledger with its welcome grant and both purchases', async () => {
    const ledger = (
      await t.app.inject({ url: '/api/cards/credits/ledger/?page_size=100', headers: auth })
    ).json<LedgerPage>();
    // Other demo seeders (cards, drafts) grant and spend too: these rows are this seeder's.
    const economy = ledger.results.filter((m) => m.reason === 'purchase' || m.reason === 'welcome');
    expect(economy.map((m) => [m.reason, m.amount])).toEqual([
      ['purchase', 100],
      ['purchase', 550],
      ['welcome', WELCOME_CREDITS],
    ]);
  });
});
