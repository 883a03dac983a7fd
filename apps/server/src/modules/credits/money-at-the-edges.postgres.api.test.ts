import type { Listing } from '@shred/contract';
import { creditBundle, DEFAULT_DRAFTS } from '@shred/game';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftOpenings } from '../../db/schema/index.ts';
import { newUser } from '../../test/factories.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { grantCredits } from '../events/game.fixtures.ts';
import { creditBalance } from './credit-ledger.ts';
import { auditLedger } from './ledger-audit.ts';
import { describeBalanceEdges, moneyCalls, seedSnowboarders } from './money-at-the-edges.cases.ts';
import { DEFAULT_MONEY_MOVES_PER_MINUTE, type MoneyMove } from './money-move-limits.ts';

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
/** More than the limit leaves, fewer than the app's 10 connections: each waiting call holds one. */
const RACERS = 4;
/** The calls the limit still allows when the race starts: the other racers must be refused. */
const LEFT = 2;

/**
 * Use up all but LEFT of a user's minute of `move` one call at a time, then race RACERS more
 * calls, all held at the throttle's counter until every one waits there: exactly LEFT go through.
 */
async function raceOverTheLimit(move: MoneyMove, call: (i: number) => Promise<{ statusCode: number }>) {
  const limit = DEFAULT_MONEY_MOVES_PER_MINUTE[move];
  for (let i = 0; i < limit - LEFT; i++) expect((await call(i)).statusCode).toBeLessThan(300);
  const answers = await raceAtLock(
    t.database,
    // The counter's upsert queues behind a share lock on its table; released, they count one by one.
    { sql: 'lock table throttle_counters in share mode' },
    Array.from({ length: RACERS }, (_, i) => () => call(limit - LEFT + i)),
  );
  const statuses = answers.map((res) => res.statusCode);
  expect(statuses.filter((s) => s < 300)).toHaveLength(LEFT);
  expect(statuses.filter((s) => s === 429)).toHaveLength(RACERS - LEFT);
}

describe('per-user limits on money moves hold when the calls race (issue 27.4, R1.25, R1.26)', () => {
  it(`credit purchases: of ${RACERS} racing past the limit, ${LEFT} buy and the rest are refused with nothing bought`, async () => {
    const player = await newUser(t.app);
    await raceOverTheLimit('creditPurchase', () => calls.purchase(player));
    expect(await calls.purchasesOf(player.id)).toBe(DEFAULT_MONEY_MOVES_PER_MINUTE.creditPurchase);
    expect(await creditBalance(t.database.db, player.id)).toBe(
      DEFAULT_MONEY_MOVES_PER_MINUTE.creditPurchase * VAULT_CREDITS,
    );
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it(`draft openings: of ${RACERS} racing past the limit, ${LEFT} open and the rest are refused with nothing spent`, async () => {
    const player = await newUser(t.app);
    await grantCredits(t.database.db, player.id, 100_000);
    await raceOverTheLimit('draftOpening', () => calls.open(player));
    const [openings] = await t.database.db
      .select({ n: count() })
      .from(draftOpenings)
      .where(eq(draftOpenings.userId, player.id));
    expect(openings?.n).toBe(DEFAULT_MONEY_MOVES_PER_MINUTE.draftOpening);
    expect(await creditBalance(t.database.db, player.id)).toBe(
      100_000 - DEFAULT_MONEY_MOVES_PER_MINUTE.draftOpening * DEFAULT_DRAFTS.common.price,
    );
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it(`market buys: of ${RACERS} racing past the limit, ${LEFT} buy and the rest are refused with their listings unsold`, async () => {
    const [seller, buyer] = [await newUser(t.app), await newUser(t.app)];
    await grantCredits(t.database.db, buyer.id, 100_000);
    const total = DEFAULT_MONEY_MOVES_PER_MINUTE.marketBuy - LEFT + RACERS;
    const listings: Listing[] = [];
    for (let i = 0; i < total; i++) listings.push(await calls.listCard(seller, athleteId, 10));
    await raceOverTheLimit('marketBuy', (i) => calls.buy(buyer, listings[i]?.id ?? 0));
    expect(await creditBalance(t.database.db, buyer.id)).toBe(
      100_000 - 10 * DEFAULT_MONEY_MOVES_PER_MINUTE.marketBuy,
    );
    const statuses = await Promise.all(
      listings.map(
        async (listing) =>
          (await t.app.inject({ method: 'GET', url: `/api/market/listings/${listing.id}/` })).json<{
            status: string;
          }>().status,
      ),
    );
    expect(statuses.filter((s) => s === 'sold')).toHaveLength(DEFAULT_MONEY_MOVES_PER_MINUTE.marketBuy);
    expect(statuses.filter((s) => s === 'active')).toHaveLength(RACERS - LEFT);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });
});
