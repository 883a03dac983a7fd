import type { Listing, OpenedDraft } from '@shred/contract';
import { creditBundle } from '@shred/game';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftOpenings } from '../../db/schema/index.ts';
import { newUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { grantCredits } from '../events/game.fixtures.ts';
import { creditBalance } from './credit-ledger.ts';
import { auditLedger } from './ledger-audit.ts';
import { describeBalanceEdges, moneyCalls, seedSnowboarders } from './money-at-the-edges.cases.ts';
import { DEFAULT_MONEY_MOVES_PER_MINUTE } from './money-move-limits.ts';

let t: TestApp;
let athleteId: number;
beforeAll(async () => {
  t = await createTestApp();
  athleteId = await seedSnowboarders(t);
  // The limits count in minute windows: a stopped clock keeps every test inside one.
  t.clock.freeze();
});
afterAll(() => t.close());

describeBalanceEdges(
  () => t,
  () => athleteId,
);

const calls = moneyCalls(() => t);
const VAULT_CREDITS = creditBundle('vault')?.credits ?? 0;

const refusedAsTooMany = (res: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
  expect(res.statusCode, res.body).toBe(429);
  expect(JSON.parse(res.body)).toEqual({
    detail: expect.stringMatching(/^Too many attempts\. Try again in /),
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
};

describe('per-user limits on the writes that move money (issue 27.4, R1.25, R1.26)', () => {
  it(`credit purchases: ${DEFAULT_MONEY_MOVES_PER_MINUTE.creditPurchase} a minute, then 429 with nothing bought; another player and the next minute are not held`, async () => {
    const [player, other] = [await newUser(t.app), await newUser(t.app)];
    for (let i = 0; i < DEFAULT_MONEY_MOVES_PER_MINUTE.creditPurchase; i++) {
      expect((await calls.purchase(player)).statusCode).toBe(201);
    }
    const held = DEFAULT_MONEY_MOVES_PER_MINUTE.creditPurchase * VAULT_CREDITS;
    refusedAsTooMany(await calls.purchase(player));
    expect(await creditBalance(t.database.db, player.id)).toBe(held);
    expect(await calls.purchasesOf(player.id)).toBe(DEFAULT_MONEY_MOVES_PER_MINUTE.creditPurchase);

    expect((await calls.purchase(other)).statusCode).toBe(201);
    t.clock.advance(60_000);
    expect((await calls.purchase(player)).statusCode).toBe(201);
    expect(await creditBalance(t.database.db, player.id)).toBe(held + VAULT_CREDITS);
  });

  it(`draft openings: ${DEFAULT_MONEY_MOVES_PER_MINUTE.draftOpening} a minute, then 429 with nothing spent or drawn`, async () => {
    const player = await newUser(t.app);
    await grantCredits(t.database.db, player.id, 100_000);
    let balance = 100_000;
    for (let i = 0; i < DEFAULT_MONEY_MOVES_PER_MINUTE.draftOpening; i++) {
      const res = await calls.open(player);
      expect(res.statusCode, res.body).toBe(201);
      balance = res.json<OpenedDraft>().balance;
    }
    refusedAsTooMany(await calls.open(player));
    expect(await creditBalance(t.database.db, player.id)).toBe(balance);
    const [openings] = await t.database.db
      .select({ n: count() })
      .from(draftOpenings)
      .where(eq(draftOpenings.userId, player.id));
    expect(openings?.n).toBe(DEFAULT_MONEY_MOVES_PER_MINUTE.draftOpening);
  });

  it(`market buys: ${DEFAULT_MONEY_MOVES_PER_MINUTE.marketBuy} a minute, then 429 with the listing unsold and nothing paid`, async () => {
    const [seller, buyer] = [await newUser(t.app), await newUser(t.app)];
    await grantCredits(t.database.db, buyer.id, 100_000);
    const listings: Listing[] = [];
    for (let i = 0; i <= DEFAULT_MONEY_MOVES_PER_MINUTE.marketBuy; i++) {
      listings.push(await calls.listCard(seller, athleteId, 10));
    }
    const last = listings.pop();
    for (const listing of listings) expect((await calls.buy(buyer, listing.id)).statusCode).toBe(200);
    refusedAsTooMany(await calls.buy(buyer, last?.id ?? 0));
    expect(await creditBalance(t.database.db, buyer.id)).toBe(
      100_000 - 10 * DEFAULT_MONEY_MOVES_PER_MINUTE.marketBuy,
    );
    const unsold = await t.app.inject({ method: 'GET', url: `/api/market/listings/${last?.id}/` });
    expect(unsold.json<{ status: string }>().status).toBe('active');
    expect(await auditLedger(t.database.db)).toEqual([]);
  });
});
