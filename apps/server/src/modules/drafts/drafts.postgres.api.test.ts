import type { OpenedDraft } from '@shred/contract';
import { DEFAULT_DRAFTS } from '@shred/game';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardInstances, creditLedger } from '../../db/schema/index.ts';
import { newUser } from '../../test/factories.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { creditBalance } from '../credits/credit-ledger.ts';
import { auditLedger } from '../credits/ledger-audit.ts';
import { grantCredits, insertAthletes, newStaff } from '../events/game.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db);
  const staff = await newStaff(t.app, t.database.db);
  for (const id of await insertAthletes(t.database.db, { sport: 'snowboarding', count: 5 })) {
    const pooled = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/drafts/pool/',
      headers: staff.auth,
      payload: { sport: 'snowboarding', athlete_id: id, weight: 1 },
    });
    expect(pooled.statusCode).toBe(200);
  }
});
afterAll(() => t.close());

describe('concurrent openings (GAME.md Invariants, R2.72)', () => {
  it('8 openings by one player, all held at the balance’s conditional update: never negative, exactly as many succeed as it covers, nonces consecutive', async () => {
    const rusher = await newUser(t.app);
    const price = DEFAULT_DRAFTS.common.price;
    // Enough for 5 openings, and a remainder too small for a sixth.
    await grantCredits(t.database.db, rusher.id, 5 * price + 50);
    const fairness = async () =>
      (await t.app.inject({ url: '/api/drafts/fairness/', headers: rusher.auth })).json<{ nonce: number }>();
    const nonceBefore = (await fairness()).nonce;
    const answers = await raceAtLock(
      t.database,
      { sql: 'select 1 from credit_balances where user_id = $1 for no key update', params: [rusher.id] },
      Array.from(
        { length: 8 },
        () => () =>
          t.app.inject({
            method: 'POST',
            url: '/api/drafts/open/',
            headers: rusher.auth,
            payload: { sport: 'snowboarding', tier: 'common' },
          }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
    expect(await creditBalance(t.database.db, rusher.id)).toBe(50);
    const nonces = answers
      .filter((a) => a.statusCode === 201)
      .map((a) => a.json<OpenedDraft>().nonce)
      .sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: 5 }, (_, i) => nonceBefore + i));
    const [cards] = await t.database.db
      .select({ n: count() })
      .from(cardInstances)
      .where(eq(cardInstances.ownerId, rusher.id));
    expect(cards?.n).toBe(5 * 3);
    const [negative] = await t.database.db
      .select({ n: count() })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, rusher.id), sql`${creditLedger.balanceAfter} < 0`));
    expect(negative?.n).toBe(0);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });
});
