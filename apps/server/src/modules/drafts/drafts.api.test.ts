import type {
  AdminDraft,
  AdminPoolEntry,
  AthletePage,
  Draft,
  DraftDetail,
  DraftOpening,
  DraftOpeningPage,
  Fairness,
  OpenedDraft,
  RotatedSeed,
  Simulation,
} from '@shred/contract';
import { DEFAULT_DRAFTS, serverSeedHash, verifyDraw } from '@shred/game';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardInstances, creditBalances, creditLedger, draftOpenings } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { grantCredits, insertAthletes, newStaff } from '../events/game.fixtures.ts';

let t: TestApp;
let staff: TestUser;
let player: TestUser;
let snowboarders: number[];
let skater: number;

const api = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  who: TestUser | null,
  payload?: unknown,
  headers = {},
) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: { ...(who?.auth ?? {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const open = (
  who: TestUser | null,
  body: unknown = { sport: 'snowboarding', tier: 'common' },
  key?: string,
) => api('POST', 'drafts/open/', who, body, key ? { 'idempotency-key': key } : {});

async function balanceOf(userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ balance: creditBalances.balance })
    .from(creditBalances)
    .where(eq(creditBalances.userId, userId));
  return row?.balance ?? 0;
}
async function ledgerOf(userId: number) {
  const [row] = await t.database.db
    .select({ rows: count(), sum: sql<number>`coalesce(sum(${creditLedger.amount}), 0)`.mapWith(Number) })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return { rows: row?.rows ?? 0, sum: row?.sum ?? 0 };
}
async function cardsOf(userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(cardInstances)
    .where(eq(cardInstances.ownerId, userId));
  return row?.n ?? 0;
}
async function openingsOf(userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(draftOpenings)
    .where(eq(draftOpenings.userId, userId));
  return row?.n ?? 0;
}
const fairness = async (who: TestUser) => (await api('GET', 'drafts/fairness/', who)).json<Fairness>();
const setWeight = (sport: string, athlete_id: number, weight: number) =>
  api('PUT', 'admin/drafts/pool/', staff, { sport, athlete_id, weight });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCatalog(db);
  staff = await newStaff(t.app, db);
  player = await newUser(t.app);
  snowboarders = await insertAthletes(db, { sport: 'snowboarding', count: 5 });
  [skater = 0] = await insertAthletes(db, { sport: 'skateboarding', count: 1 });
});
afterAll(() => t.close());

describe('drafts on sale (INTERFACE.md Economy, R2.40)', () => {
  it('lists no draft of a sport whose pool is empty', async () => {
    const res = await api('GET', 'drafts/', null);
    expect(res.statusCode).toBe(200);
    expect(res.json<Draft[]>()).toEqual([]);
    expect((await api('GET', 'drafts/snowboarding/common/', null)).statusCode).toBe(404);
  });

  it('lists every tier of a sport once staff fill its pool, with published odds in tier order', async () => {
    for (const [i, id] of snowboarders.entries())
      expect((await setWeight('snowboarding', id, i + 1)).statusCode).toBe(200);
    const drafts = (await api('GET', 'drafts/', null)).json<Draft[]>();
    expect(drafts.map((d) => `${d.sport}/${d.tier}`)).toEqual([
      'snowboarding/common',
      'snowboarding/rare',
      'snowboarding/epic',
      'snowboarding/legendary',
    ]);
    const common = drafts[0];
    expect(common).toMatchObject({ price: DEFAULT_DRAFTS.common.price, cards_per_draft: 3 });
    expect(common?.odds).toEqual([
      { tier: 'common', weight: 8000, probability: 0.8 },
      { tier: 'rare', weight: 1600, probability: 0.16 },
      { tier: 'epic', weight: 350, probability: 0.035 },
      { tier: 'legendary', weight: 50, probability: 0.005 },
    ]);
    expect(drafts[1]?.odds.map((o) => o.tier)).toEqual(['rare', 'epic', 'legendary']);
  });

  it('shows one draft with its sport’s pool sorted by athlete id, each athlete as the athletes list shows them', async () => {
    const res = await api('GET', 'drafts/snowboarding/rare/', null);
    expect(res.statusCode).toBe(200);
    const draft = res.json<DraftDetail>();
    expect(draft.pool.map((p) => p.athlete_id)).toEqual([...snowboarders].sort((a, b) => a - b));
    const listed = (await api('GET', 'athletes/?sport=snowboarding&page_size=100', null)).json<AthletePage>();
    const byId = new Map(listed.results.map((a) => [a.id, a]));
    expect(draft.pool).toEqual(
      snowboarders.map((id, i) => {
        const { slug, first_name, last_name, gender, avatar, nationality, aspi } = byId.get(id) ?? {};
        return {
          athlete_id: id,
          weight: i + 1,
          slug,
          first_name,
          last_name,
          gender,
          avatar,
          nationality,
          aspi,
        };
      }),
    );
  });

  it('answers 404 for an unknown sport and 400 for an unknown tier', async () => {
    expect((await api('GET', 'drafts/curling/common/', null)).statusCode).toBe(404);
    const badTier = await api('GET', 'drafts/snowboarding/mythic/', null);
    expect(badTier.statusCode).toBe(400);
  });
});

describe('seed pairs (INTERFACE.md Provably fair draw)', () => {
  it('makes the current pair on first look and keeps it: a hash, a client seed and nonce 0', async () => {
    const first = await fairness(player);
    expect(first.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.client_seed.length).toBeGreaterThan(0);
    expect(first.nonce).toBe(0);
    expect(await fairness(player)).toEqual(first);
  });

  it('needs a signed-in player', async () => {
    expect((await api('GET', 'drafts/fairness/', null)).statusCode).toBe(401);
    expect((await api('PUT', 'drafts/fairness/', null, { client_seed: 'x' })).statusCode).toBe(401);
    expect((await open(null)).statusCode).toBe(401);
  });

  it('refuses a client seed with spaces or too long', async () => {
    expect((await api('PUT', 'drafts/fairness/', player, { client_seed: 'two words' })).statusCode).toBe(400);
    expect((await api('PUT', 'drafts/fairness/', player, { client_seed: 'x'.repeat(65) })).statusCode).toBe(
      400,
    );
  });
});

describe('POST drafts/open/ (GAME.md Economy, issue 13)', () => {
  it('spends the price and mints three cards of the pool, drawn with the pair’s next nonce', async () => {
    await grantCredits(t.database.db, player.id, 250);
    const before = await fairness(player);
    const res = await open(player);
    expect(res.statusCode).toBe(201);
    const opened = res.json<OpenedDraft>();
    expect(opened).toMatchObject({
      sport: 'snowboarding',
      tier: 'common',
      price: 100,
      balance: 150,
      server_seed_hash: before.server_seed_hash,
      client_seed: before.client_seed,
      nonce: 0,
    });
    expect(opened.cards).toHaveLength(3);
    for (const card of opened.cards) {
      expect(snowboarders).toContain(card.id);
      expect(card.owner).toEqual({ id: player.id, username: player.username });
      expect(card.contract_games_left).toBe(10);
    }
    expect((await fairness(player)).nonce).toBe(1);
    const [spend] = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, player.id), eq(creditLedger.reason, 'draft')));
    expect(spend).toMatchObject({ amount: -100, reference: `draft:${opened.id}`, balanceAfter: 150 });
    expect(await balanceOf(player.id)).toBe((await ledgerOf(player.id)).sum);
  });

  it('refuses short credits with 409 and moves nothing: no card, no ledger row, the nonce unchanged', async () => {
    const poor = await newUser(t.app);
    await grantCredits(t.database.db, poor.id, 60);
    const nonce = (await fairness(poor)).nonce;
    const res = await open(poor);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ detail: string }>().detail).toBe(
      'Not enough credits: this draft costs 100 credits and your balance is 60.',
    );
    expect(await cardsOf(poor.id)).toBe(0);
    expect(await ledgerOf(poor.id)).toEqual({ rows: 1, sum: 60 });
    expect(await balanceOf(poor.id)).toBe(60);
    expect(await openingsOf(poor.id)).toBe(0);
    expect((await fairness(poor)).nonce).toBe(nonce);
  });

  it('answers 404 for an unknown sport or a draft off sale, 400 for a bad tier, and moves nothing', async () => {
    const ledger = await ledgerOf(player.id);
    expect((await open(player, { sport: 'curling', tier: 'common' })).statusCode).toBe(404);
    expect((await open(player, { sport: 'skateboarding', tier: 'common' })).statusCode).toBe(404);
    expect((await open(player, { sport: 'snowboarding', tier: 'mythic' })).statusCode).toBe(400);
    expect(await ledgerOf(player.id)).toEqual(ledger);
  });

  it('replays a repeated Idempotency-Key with the first answer and opens once (R2.63)', async () => {
    const buyer = await newUser(t.app);
    await grantCredits(t.database.db, buyer.id, 500);
    const first = await open(buyer, undefined, 'open-once-1');
    const again = await open(buyer, undefined, 'open-once-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await openingsOf(buyer.id)).toBe(1);
    expect(await balanceOf(buyer.id)).toBe(400);
    expect((await open(buyer, { sport: 'snowboarding', tier: 'rare' }, 'open-once-1')).statusCode).toBe(422);
    expect(await openingsOf(buyer.id)).toBe(1);
  });
});

describe('history and proofs (INTERFACE.md Provably fair draw)', () => {
  let tester: TestUser;
  beforeAll(async () => {
    tester = await newUser(t.app);
    await grantCredits(t.database.db, tester.id, 1000);
    for (const tier of ['common', 'rare', 'common'] as const) {
      expect((await open(tester, { sport: 'snowboarding', tier })).statusCode).toBe(201);
    }
  });

  it('lists a player’s openings newest first, the server seed hidden until the pair is rotated', async () => {
    const page = (await api('GET', 'drafts/history/?page_size=2', tester)).json<DraftOpeningPage>();
    expect(page.count).toBe(3);
    expect(page.next).toBe(2);
    expect(page.results.map((o) => o.nonce)).toEqual([2, 1]);
    expect(page.results.map((o) => o.tier)).toEqual(['common', 'rare']);
    expect(page.results.every((o) => o.server_seed === null && o.cards.length === 3)).toBe(true);
    const rest = (await api('GET', 'drafts/history/?page=2&page_size=2', tester)).json<DraftOpeningPage>();
    expect(rest.next).toBeNull();
    expect(rest.results.map((o) => o.nonce)).toEqual([0]);
  });

  it('rotating reveals the old server seed, whose hash is the one committed, and starts at nonce 0', async () => {
    const before = await fairness(tester);
    const res = await api('PUT', 'drafts/fairness/', tester, { client_seed: 'my-lucky-seed' });
    expect(res.statusCode).toBe(200);
    const rotated = res.json<RotatedSeed>();
    expect(rotated.revealed_server_seed_hash).toBe(before.server_seed_hash);
    expect(serverSeedHash(rotated.revealed_server_seed)).toBe(before.server_seed_hash);
    expect(rotated).toMatchObject({ client_seed: 'my-lucky-seed', nonce: 0 });
    expect(rotated.server_seed_hash).not.toBe(before.server_seed_hash);
    expect(await fairness(tester)).toEqual({
      server_seed_hash: rotated.server_seed_hash,
      client_seed: 'my-lucky-seed',
      nonce: 0,
    });
  });

  it('a draw recomputed from the revealed seed equals the stored cards (R2.71)', async () => {
    const history = (await api('GET', 'drafts/history/', tester)).json<DraftOpeningPage>().results;
    expect(history).toHaveLength(3);
    for (const opening of history) {
      expect(opening.server_seed).toMatch(/^[0-9a-f]{64}$/);
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
      // The stored pool is the proof's input as it was drawn: ids and weights, nothing else.
      for (const entry of opening.pool) expect(Object.keys(entry).sort()).toEqual(['athlete_id', 'weight']);
    }
  });

  it('opens with the new pair after rotating, its seed hidden again', async () => {
    const opened = (await open(tester)).json<OpenedDraft>();
    expect(opened).toMatchObject({ client_seed: 'my-lucky-seed', nonce: 0 });
    const one = await api('GET', `drafts/history/${opened.id}/`, tester);
    expect(one.statusCode).toBe(200);
    expect(one.json<DraftOpening>()).toMatchObject({ id: opened.id, server_seed: null });
  });

  it('shows a player only their own openings', async () => {
    const mine = (await api('GET', 'drafts/history/', tester)).json<DraftOpeningPage>().results[0];
    const res = await api('GET', `drafts/history/${mine?.id}/`, player);
    expect(res.statusCode).toBe(404);
    expect((await api('GET', 'drafts/history/999999/', tester)).statusCode).toBe(404);
    expect((await api('GET', 'drafts/history/', null)).statusCode).toBe(401);
  });
});

describe('staff: drafts, pools and the simulator (issue 13 item 5)', () => {
  const staffCalls = [
    ['GET', 'admin/drafts/', undefined],
    [
      'PUT',
      'admin/drafts/snowboarding/rare/',
      { price: 300, odds: [{ tier: 'rare', weight: 1 }], on_sale: true },
    ],
    ['GET', 'admin/drafts/pool/', undefined],
    ['PUT', 'admin/drafts/pool/', { sport: 'snowboarding', athlete_id: 1, weight: 1 }],
    ['POST', 'admin/drafts/simulate/', { sport: 'snowboarding', tier: 'common', openings: 10 }],
  ] as const;

  it('answers 401 to anonymous callers and 403 to players', async () => {
    for (const [method, url, body] of staffCalls) {
      expect((await api(method, url, null, body)).statusCode, url).toBe(401);
      expect((await api(method, url, player, body)).statusCode, url).toBe(403);
    }
  });

  it('lists every sport × tier, on sale or not, with the sport’s name', async () => {
    const drafts = (await api('GET', 'admin/drafts/', staff)).json<AdminDraft[]>();
    expect(drafts).toHaveLength(7 * 4);
    expect(drafts.find((d) => d.sport === 'skateboarding' && d.tier === 'epic')).toMatchObject({
      sport_name: 'Skateboarding',
      on_sale: true,
      price: DEFAULT_DRAFTS.epic.price,
    });
  });

  it('refuses odds below the draft’s tier: a rare draft never gives commons', async () => {
    const res = await api('PUT', 'admin/drafts/snowboarding/rare/', staff, {
      price: 300,
      odds: [
        { tier: 'common', weight: 10 },
        { tier: 'rare', weight: 90 },
      ],
      on_sale: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string[]> }>().fields.odds?.[0]).toContain(
      'rare, epic, legendary',
    );
    expect((await api('PUT', 'admin/drafts/curling/rare/', staff, staffCalls[1][2])).statusCode).toBe(404);
    const noWeight = await api('PUT', 'admin/drafts/snowboarding/rare/', staff, {
      price: 300,
      odds: [{ tier: 'rare', weight: 0 }],
      on_sale: true,
    });
    expect(noWeight.statusCode).toBe(400);
  });

  it('changes price and odds for later openings only: a past opening keeps its snapshot and proof', async () => {
    const buyer = await newUser(t.app);
    await grantCredits(t.database.db, buyer.id, 1250);
    const past = (await open(buyer, { sport: 'snowboarding', tier: 'epic' })).json<OpenedDraft>();
    const res = await api('PUT', 'admin/drafts/snowboarding/epic/', staff, {
      price: 500,
      odds: [
        { tier: 'legendary', weight: 1 },
        { tier: 'epic', weight: 3 },
      ],
      on_sale: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminDraft>()).toMatchObject({
      price: 500,
      odds: [
        { tier: 'epic', weight: 3, probability: 0.75 },
        { tier: 'legendary', weight: 1, probability: 0.25 },
      ],
    });
    const kept = (await api('GET', `drafts/history/${past.id}/`, buyer)).json<DraftOpening>();
    expect(kept.price).toBe(DEFAULT_DRAFTS.epic.price);
    expect(kept.odds.map((o) => [o.tier, o.weight])).toEqual([
      ['epic', 9000],
      ['legendary', 1000],
    ]);
    expect((await open(buyer, { sport: 'snowboarding', tier: 'epic' })).json<OpenedDraft>().price).toBe(500);
  });

  it('takes a draft off sale: players no longer see or open it', async () => {
    const body = { price: 2000, odds: [{ tier: 'legendary', weight: 1 }], on_sale: false };
    expect((await api('PUT', 'admin/drafts/snowboarding/legendary/', staff, body)).statusCode).toBe(200);
    const onSale = (await api('GET', 'drafts/', null)).json<Draft[]>();
    expect(onSale.map((d) => d.tier)).not.toContain('legendary');
    expect((await api('GET', 'drafts/snowboarding/legendary/', null)).statusCode).toBe(404);
    await grantCredits(t.database.db, player.id, 2000);
    const ledger = await ledgerOf(player.id);
    expect((await open(player, { sport: 'snowboarding', tier: 'legendary' })).statusCode).toBe(404);
    expect(await ledgerOf(player.id)).toEqual(ledger);
    const admin = (await api('GET', 'admin/drafts/', staff)).json<AdminDraft[]>();
    expect(admin.find((d) => d.sport === 'snowboarding' && d.tier === 'legendary')?.on_sale).toBe(false);
  });

  it('sets pool weights: 0 removes, the athlete must exist and ride that sport', async () => {
    const [extra = 0] = await insertAthletes(t.database.db, { sport: 'snowboarding', count: 1 });
    const added = await setWeight('snowboarding', extra, 7);
    expect(added.statusCode).toBe(200);
    expect(added.json<AdminPoolEntry[]>().find((e) => e.athlete_id === extra)).toMatchObject({
      sport: 'snowboarding',
      weight: 7,
    });
    const removed = (await setWeight('snowboarding', extra, 0)).json<AdminPoolEntry[]>();
    expect(removed.map((e) => e.athlete_id)).not.toContain(extra);
    expect((await setWeight('snowboarding', 999_999, 3)).statusCode).toBe(404);
    expect((await setWeight('curling', extra, 3)).statusCode).toBe(404);
    const wrongSport = await setWeight('snowboarding', skater, 3);
    expect(wrongSport.statusCode).toBe(409);
    expect(wrongSport.json<{ detail: string }>().detail).toContain('snowboarding');
    expect((await setWeight('snowboarding', extra, -1)).statusCode).toBe(400);
  });

  it('lists the pool per sport with each athlete’s name, portrait fields and ASPI, or all pools', async () => {
    const one = (await api('GET', 'admin/drafts/pool/?sport=snowboarding', staff)).json<AdminPoolEntry[]>();
    expect(one.map((e) => e.athlete_id)).toEqual(snowboarders);
    expect(one[0]).toEqual({
      sport: 'snowboarding',
      athlete_id: snowboarders[0],
      weight: expect.any(Number),
      slug: expect.stringMatching(/^rider-/),
      first_name: 'Rider0',
      last_name: expect.stringMatching(/^Test/),
      gender: 'M',
      avatar: null,
      nationality: { ioc: 'SUI' },
      aspi: 20,
    });
    expect((await api('GET', 'admin/drafts/pool/?sport=skateboarding', staff)).json()).toEqual([]);
    expect((await api('GET', 'admin/drafts/pool/', staff)).json<AdminPoolEntry[]>()).toHaveLength(5);
    expect((await api('GET', 'admin/drafts/pool/?sport=curling', staff)).statusCode).toBe(404);
  });

  it('simulates openings without storing anything, counting every tier and athlete', async () => {
    const openings = await t.database.db.select({ n: count() }).from(draftOpenings);
    const res = await api('POST', 'admin/drafts/simulate/', staff, {
      sport: 'snowboarding',
      tier: 'rare',
      openings: 2000,
    });
    expect(res.statusCode).toBe(200);
    const sim = res.json<Simulation>();
    expect(Object.keys(sim.tiers).sort()).toEqual(['common', 'epic', 'legendary', 'rare']);
    expect(sim.tiers.common).toBe(0);
    expect(Object.values(sim.tiers).reduce((a, b) => a + b, 0)).toBe(6000);
    expect(sim.tiers.rare).toBeGreaterThan(sim.tiers.epic ?? 0);
    expect(sim.athletes.map((a) => a.athlete_id)).toEqual(snowboarders);
    expect(sim.athletes.reduce((sum, a) => sum + a.count, 0)).toBe(6000);
    expect(sim.odds.map((o) => o.tier)).toEqual(['rare', 'epic', 'legendary']);
    expect(sim.pool).toHaveLength(5);
    expect(await t.database.db.select({ n: count() }).from(draftOpenings)).toEqual(openings);
  });

  it('refuses to simulate a sport with an empty pool (409) or an unknown sport (404)', async () => {
    const body = { tier: 'common', openings: 10 };
    expect(
      (await api('POST', 'admin/drafts/simulate/', staff, { ...body, sport: 'skateboarding' })).statusCode,
    ).toBe(409);
    expect(
      (await api('POST', 'admin/drafts/simulate/', staff, { ...body, sport: 'curling' })).statusCode,
    ).toBe(404);
    expect(
      (await api('POST', 'admin/drafts/simulate/', staff, { ...body, sport: 'snowboarding', openings: 0 }))
        .statusCode,
    ).toBe(400);
  });
});
