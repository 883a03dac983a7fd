import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardInstances } from '../../db/schema/index.ts';
import { newUser } from '../../test/factories.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { creditBalance } from '../credits/credit-ledger.ts';
import { auditLedger } from '../credits/ledger-audit.ts';
import { grantCredits, insertAthletes, mintCard } from '../events/game.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db);
});
afterAll(() => t.close());

describe('contract extensions of a few cards under concurrent spends (GAME.md "Invariants")', () => {
  it('8 extensions of 3 cards racing for 35 credits, all held at the balance’s conditional update: 3 paid, 5 refused, 30 games added', async () => {
    const buyer = await newUser(t.app);
    const [athlete = 0] = await insertAthletes(t.database.db);
    const cards: number[] = [];
    for (let i = 0; i < 3; i++)
      cards.push(
        await mintCard(t.database.db, { ownerId: buyer.id, athleteId: athlete, contractGamesLeft: 1 }),
      );
    await grantCredits(t.database.db, buyer.id, 35);
    // Each extension of 10 common games costs 10 credits: 35 pay for exactly 3.
    const results = await raceAtLock(
      t.database,
      { sql: 'select 1 from credit_balances where user_id = $1 for no key update', params: [buyer.id] },
      Array.from(
        { length: 8 },
        (_, i) => () =>
          t.app.inject({
            method: 'POST',
            url: '/api/cards/contracts/extend/',
            headers: buyer.auth,
            payload: { card_instance_id: cards[i % 3], games_to_add: 10 },
          }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(5);
    expect(await creditBalance(t.database.db, buyer.id)).toBe(5);
    expect(await auditLedger(t.database.db)).toEqual([]);
    const contracts = await t.database.db
      .select({ games: cardInstances.contractGamesLeft })
      .from(cardInstances)
      .where(inArray(cardInstances.id, cards));
    expect(contracts.reduce((sum, row) => sum + row.games - 1, 0)).toBe(30);
    expect(await t.database.db.$count(cardInstances, eq(cardInstances.ownerId, buyer.id))).toBe(3);
  });
});
