import { createHash } from 'node:crypto';
import type { DraftOpeningPage, TokenPair } from '@shred/contract';
import { serverSeedHash, verifyDraw } from '@shred/game';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athletes, creditBalances, creditLedger, draftPool } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoManagers } from '../cards/cards.demo.ts';
import { seedDemoSeason } from '../events/season.demo.ts';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/users.demo.ts';
import { seedDemoDrafts } from './drafts.demo.ts';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

let t: TestApp;
let balancesBefore: Map<number, number>;

async function balances(): Promise<Map<number, number>> {
  const rows = await t.database.db.select().from(creditBalances);
  return new Map(rows.map((r) => [r.userId, r.balance]));
}

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoUsers(tx));
  await t.database.db.transaction((tx) => seedDemoSeason(tx, t.clock.now()));
  balancesBefore = await balances();
  await t.database.db.transaction((tx) => seedDemoDrafts(tx, t.clock.now()));
}, 120_000);
afterAll(() => t.close());

async function signIn(email: string): Promise<{ authorization: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/token/',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json<TokenPair>().access}` };
}

describe('demo drafts (issue 13 item 6)', () => {
  it('fills a pool for every sport with athletes, the stars of a sport the rarest', async () => {
    const rows = await t.database.db
      .select({ sportId: draftPool.sportId, weight: draftPool.weight, aspi: athletes.aspi })
      .from(draftPool)
      .innerJoin(athletes, eq(athletes.id, draftPool.athleteId))
      .orderBy(asc(draftPool.sportId), desc(athletes.aspi));
    expect(rows.length).toBeGreaterThan(0);
    const bySport = new Map<number, typeof rows>();
    for (const row of rows) bySport.set(row.sportId, [...(bySport.get(row.sportId) ?? []), row]);
    for (const pool of bySport.values()) {
      expect(pool.map((p) => p.weight)).toEqual([...pool.map((p) => p.weight)].sort((a, b) => a - b));
      expect(pool[0]?.weight).toBeLessThan(pool.at(-1)?.weight ?? 0);
    }
    const drafts = await t.app.inject({ url: '/api/drafts/' });
    expect(drafts.json<unknown[]>()).toHaveLength(bySport.size * 4);
  });

  it('gives the main demo account openings of every tier whose revealed proofs verify', async () => {
    const res = await t.app.inject({
      url: '/api/drafts/history/',
      headers: await signIn('demo@shredleague.app'),
    });
    const openings = res.json<DraftOpeningPage>().results;
    expect(openings).toHaveLength(6);
    expect(new Set(openings.map((o) => o.tier))).toEqual(new Set(['common', 'rare', 'epic', 'legendary']));
    const revealed = openings.filter((o) => o.server_seed !== null);
    expect(revealed).toHaveLength(4);
    for (const opening of revealed) {
      const proof = verifyDraw({
        serverSeed: opening.server_seed ?? '',
        serverSeedHash: opening.server_seed_hash,
        clientSeed: opening.client_seed,
        nonce: opening.nonce,
        cardsPerDraft: 3,
        odds: opening.odds,
        pool: opening.pool.map((p) => ({ athleteId: p.athlete_id, weight: p.weight })),
        cards: opening.cards.map((c) => ({ tier: c.tier, athleteId: c.id })),
      });
      expect(proof).toMatchObject({ seedMatchesHash: true, cardsMatch: true });
    }
  });

  it('draws the same demo cards on every machine: demo seeds come from the account, not from chance', async () => {
    const res = await t.app.inject({
      url: '/api/drafts/history/',
      headers: await signIn('demo@shredleague.app'),
    });
    const openings = res.json<DraftOpeningPage>().results;
    const hashes = new Set(openings.map((o) => o.server_seed_hash));
    expect(hashes).toEqual(
      new Set([0, 1].map((pair) => serverSeedHash(sha256Hex(`shred-league-demo-draft:demo:${pair}`)))),
    );
    expect(openings.map((o) => o.client_seed)).toContain('demo-seed');
  });

  it('pays for every opening through the ledger: each ledger adds up to its balance, balances as before', async () => {
    const after = await balances();
    const sums = await t.database.db
      .select({
        userId: creditLedger.userId,
        sum: sql<number>`sum(${creditLedger.amount})`.mapWith(Number),
        drafts: sql<number>`count(*) filter (where ${creditLedger.reason} = 'draft')`.mapWith(Number),
      })
      .from(creditLedger)
      .groupBy(creditLedger.userId);
    for (const row of sums) expect(row.sum, `user ${row.userId}`).toBe(after.get(row.userId));
    const managers = await demoManagers(t.database.db);
    for (const manager of managers.slice(0, 5)) {
      expect(sums.find((s) => s.userId === manager.id)?.drafts).toBeGreaterThan(0);
      expect(after.get(manager.id)).toBe(balancesBefore.get(manager.id));
    }
  });
});
