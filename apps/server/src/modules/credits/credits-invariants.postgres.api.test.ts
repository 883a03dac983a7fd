import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from '../../test/factories.ts';
import { giveCards } from '../../test/game-factories.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { grantCredits, insertAthletes } from '../events/game.fixtures.ts';
import { creditBalance } from './credit-ledger.ts';
import { auditLedger } from './ledger-audit.ts';

let t: TestApp;
let athleteIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db);
  athleteIds = await insertAthletes(t.database.db, { sport: 'snowboarding', count: 4 });
});
afterAll(() => t.close());

const post = (url: string, who: TestUser, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers: { ...who.auth, ...headers }, payload });

describe('credits never go below zero under concurrent spends (GAME.md "Invariants", issue 13)', () => {
  it('8 contract extensions by one user, all held at the balance’s conditional update: exactly the affordable 5 go through, and the ledger adds up', async () => {
    const user = await newUser(t.app);
    const cards = await giveCards(
      t.database.db,
      user.id,
      Array.from({ length: 8 }, (_, i) => athleteIds[i % athleteIds.length] ?? 0),
    );
    // Each extension costs 3 credits; 17 pay for 5 of them and leave 2.
    await grantCredits(t.database.db, user.id, 17);
    const answers = await raceAtLock(
      t.database,
      { sql: 'select 1 from credit_balances where user_id = $1 for no key update', params: [user.id] },
      cards.map(
        (id) => () => post('cards/contracts/extend/', user, { card_instance_id: id, games_to_add: 3 }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(3);
    expect(await creditBalance(t.database.db, user.id)).toBe(2);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });
});

describe('one purchase per Idempotency-Key under concurrent repeats (issue 13.2)', () => {
  it('8 repeats of one key, all held at the key’s insert: the same 201 to each, and one purchase', async () => {
    const user = await newUser(t.app);
    const answers = await raceAtLock(
      t.database,
      // Inserts queue behind a share lock; on its release they meet at the key's unique index.
      { sql: 'lock table idempotency_keys in share mode' },
      Array.from(
        { length: 8 },
        () => () =>
          post(
            'cards/credits/purchase/',
            user,
            { bundle_id: 'stack' },
            { 'idempotency-key': 'double-click' },
          ),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(await creditBalance(t.database.db, user.id)).toBe(550);
  });
});
