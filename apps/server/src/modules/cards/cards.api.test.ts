import type { AthleteCard, CreditsView, ExtendContractResult } from '@shred/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardInstances, creditLedger } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { grantCredits, insertAthletes, mintCard } from '../events/game.fixtures.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let athleteA: number;
let athleteB: number;
let commonA: number;
let legendaryA: number;
let rareA: number;
let cardB: number;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCatalog(db);
  owner = await newUser(t.app);
  other = await newUser(t.app);
  [athleteA = 0, athleteB = 0] = await insertAthletes(db, { count: 2 });
  commonA = await mintCard(db, {
    ownerId: owner.id,
    athleteId: athleteA,
    tier: 'common',
    contractGamesLeft: 9,
  });
  legendaryA = await mintCard(db, {
    ownerId: owner.id,
    athleteId: athleteA,
    tier: 'legendary',
    contractGamesLeft: 1,
  });
  rareA = await mintCard(db, { ownerId: owner.id, athleteId: athleteA, tier: 'rare', contractGamesLeft: 8 });
  cardB = await mintCard(db, { ownerId: other.id, athleteId: athleteB, tier: 'epic', contractGamesLeft: 2 });
});
afterAll(() => t.close());

const get = (url: string, who?: TestUser) => t.app.inject({ url: `/api/${url}`, headers: who?.auth ?? {} });
const extend = (who: TestUser | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cards/contracts/extend/',
    headers: who?.auth ?? {},
    payload: payload as object,
  });

async function ledgerSum(userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ sum: sql<number>`coalesce(sum(${creditLedger.amount}), 0)`.mapWith(Number) })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return row?.sum ?? 0;
}
const contractOf = async (id: number) =>
  (await t.database.db.select().from(cardInstances).where(eq(cardInstances.id, id)))[0]?.contractGamesLeft;

describe('GET cards/athlete-cards/ (R7.39, R3.29)', () => {
  it('answers the signed-in user’s cards: athletes extended with card_instance_id and games_to_add', async () => {
    const res = await get('cards/athlete-cards/', owner);
    expect(res.statusCode).toBe(200);
    const cards = res.json<AthleteCard[]>();
    expect(cards.map((c) => c.card_instance_id)).toEqual([legendaryA, rareA, commonA]);
    expect(cards[0]).toMatchObject({
      id: athleteA,
      card_instance_id: legendaryA,
      background: 'legendary',
      tier: 'legendary',
      contract_games_left: 1,
      games_to_add: 0,
      extension_cost_per_game: 8,
      owner: { id: owner.id, username: owner.username },
    });
    expect(cards[0]?.owned_instances.map((i) => i.id).sort()).toEqual([commonA, legendaryA, rareA].sort());
  });

  it('answers someone else’s cards with ?username=, 404 for an unknown user, 401 when anonymous without one', async () => {
    const theirs = (await get(`cards/athlete-cards/?username=${other.username}`, owner)).json<
      AthleteCard[]
    >();
    expect(theirs.map((c) => c.card_instance_id)).toEqual([cardB]);
    expect(theirs[0]?.games_to_add).toBe(0);
    expect((await get(`cards/athlete-cards/?username=${other.username}`)).statusCode).toBe(200);
    expect((await get('cards/athlete-cards/?username=nobody_here')).statusCode).toBe(404);
    expect((await get('cards/athlete-cards/')).statusCode).toBe(401);
    expect((await get('cards/athlete-cards/?username=a')).statusCode).toBe(400);
  });
});

describe('GET cards/athlete-cards/{id}/ (R7.40)', () => {
  it('answers one card instance, 404 when it does not exist', async () => {
    const res = await get(`cards/athlete-cards/${cardB}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json<AthleteCard>()).toMatchObject({
      card_instance_id: cardB,
      background: 'epic',
      id: athleteB,
    });
    expect((await get('cards/athlete-cards/2147483647/')).statusCode).toBe(404);
    expect((await get('cards/athlete-cards/x/')).statusCode).toBe(400);
  });
});

describe('GET cards/athlete-cards/primary/{id}/ (R7.41)', () => {
  it('answers the viewer’s best card of the athlete: highest tier first', async () => {
    const res = await get(`cards/athlete-cards/primary/${athleteA}/`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json<AthleteCard>().card_instance_id).toBe(legendaryA);
  });

  it('breaks a tier tie by the most contract games, and answers 404 without a card, 401 anonymous', async () => {
    const better = await mintCard(t.database.db, {
      ownerId: other.id,
      athleteId: athleteB,
      tier: 'epic',
      contractGamesLeft: 7,
    });
    expect(
      (await get(`cards/athlete-cards/primary/${athleteB}/`, other)).json<AthleteCard>().card_instance_id,
    ).toBe(better);
    expect((await get(`cards/athlete-cards/primary/${athleteB}/`, owner)).statusCode).toBe(404);
    expect((await get(`cards/athlete-cards/primary/${athleteB}/`)).statusCode).toBe(401);
  });
});

describe('POST cards/contracts/extend/ (R1.32, R7.42, GAME.md "Economy")', () => {
  it('charges credits per game by tier, adds the games and records one negative ledger row', async () => {
    await grantCredits(t.database.db, owner.id, 100);
    const res = await extend(owner, { card_instance_id: legendaryA, games_to_add: 3 });
    expect(res.statusCode).toBe(200);
    const body = res.json<ExtendContractResult>();
    expect(body).toMatchObject({ cost: 24, balance: 76 });
    expect(body.card.contract_games_left).toBe(4);
    expect(body.card.games_to_add).toBe(9);
    const rows = await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, owner.id));
    expect(rows.map((r) => [r.amount, r.reason])).toContainEqual([-24, 'contract_extension']);
    expect(await ledgerSum(owner.id)).toBe(76);
  });

  it('answers 402 naming the cost and balance when credits are short, changing nothing', async () => {
    const ledgerBefore = await ledgerSum(owner.id);
    const res = await extend(owner, { card_instance_id: legendaryA, games_to_add: 10 });
    expect(res.statusCode).toBe(402);
    expect(res.json<{ detail: string }>().detail).toBe(
      'Not enough credits: 10 more contract games cost 80 credits and your balance is 76.',
    );
    expect(await contractOf(legendaryA)).toBe(4);
    expect(await ledgerSum(owner.id)).toBe(ledgerBefore);
  });

  it('refuses someone else’s card (403), a missing card (404), and bad games_to_add (400), changing nothing', async () => {
    const before = await ledgerSum(owner.id);
    expect((await extend(owner, { card_instance_id: cardB, games_to_add: 1 })).statusCode).toBe(403);
    expect((await extend(owner, { card_instance_id: 2147483647, games_to_add: 1 })).statusCode).toBe(404);
    for (const games of [0, -1, 51, 1.5, 'many', null, '3', '']) {
      expect((await extend(owner, { card_instance_id: commonA, games_to_add: games })).statusCode).toBe(400);
    }
    expect((await extend(owner, { card_instance_id: commonA })).statusCode).toBe(400);
    // JSON numbers only, as the published schema says: a numeric string is not a number.
    const quoted = await extend(owner, { card_instance_id: String(commonA), games_to_add: 1 });
    expect(quoted.statusCode).toBe(400);
    expect(quoted.json().fields.card_instance_id).toBeDefined();
    expect((await extend(null, { card_instance_id: commonA, games_to_add: 1 })).statusCode).toBe(401);
    expect(await contractOf(cardB)).toBe(2);
    expect(await contractOf(commonA)).toBe(9);
    expect(await ledgerSum(owner.id)).toBe(before);
  });
});

describe('GET cards/credits/ (GAME.md "Economy": ledger sum = balance)', () => {
  it('answers the balance, the latest movements newest first, and the extension prices', async () => {
    const res = await get('cards/credits/', owner);
    expect(res.statusCode).toBe(200);
    const body = res.json<CreditsView>();
    expect(body.balance).toBe(await ledgerSum(owner.id));
    expect(body.entries.map((e) => e.amount)).toEqual([-24, 100]);
    expect(body.extension_cost_per_game).toEqual({ common: 1, rare: 2, epic: 4, legendary: 8 });
    expect((await get('cards/credits/')).statusCode).toBe(401);
  });
});
