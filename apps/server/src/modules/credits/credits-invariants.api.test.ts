import type { ExtendContractResult, PurchaseResult, StaffGrantResult } from '@shred/contract';
import { CREDIT_BUNDLES, DEFAULT_DRAFTS, DEFAULT_GAME_CONFIG } from '@shred/game';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from '../../test/factories.ts';
import { giveCards, newStaffUser } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { insertAthletes } from '../events/game.fixtures.ts';
import { creditBalance } from './credit-ledger.ts';
import { auditLedger } from './ledger-audit.ts';

/** The sport whose drafts the random runs open: its pool holds the test's athletes. */
const DRAFT_SPORT = 'snowboarding';

let t: TestApp;
let staff: TestUser;
let athleteIds: number[];
beforeAll(async () => {
  // A random run buys and opens far faster than a player: the per-user limits (their own tests
  // in money-at-the-edges) would refuse it, and the model here predicts balances, not limits.
  t = await createTestApp({ CREDIT_PURCHASES_PER_MINUTE: '100000', DRAFT_OPENINGS_PER_MINUTE: '100000' });
  await seedCatalog(t.database.db);
  staff = await newStaffUser(t.app, t.database.db);
  athleteIds = await insertAthletes(t.database.db, { sport: DRAFT_SPORT, count: 4 });
  for (const id of athleteIds) {
    const pooled = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/drafts/pool/',
      headers: staff.auth,
      payload: { sport: DRAFT_SPORT, athlete_id: id, weight: 1 },
    });
    expect(pooled.statusCode).toBe(200);
  }
});
afterAll(() => t.close());

const post = (url: string, who: TestUser, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers: who.auth, payload });

const TIERS = ['common', 'rare', 'epic', 'legendary'] as const;
const COST_PER_GAME = DEFAULT_GAME_CONFIG.cards.extensionCostPerGame;

/** One step of a random run: what a player or staff does with credits. */
type Step =
  | { kind: 'purchase'; who: number; bundle: string }
  | { kind: 'grant'; who: number; amount: number }
  | { kind: 'extend'; who: number; card: number; games: number }
  | { kind: 'open'; who: number; tier: (typeof TIERS)[number] };

const stepArbitrary = (players: number, cardsEach: number): fc.Arbitrary<Step> =>
  fc.oneof(
    fc.record({
      kind: fc.constant('purchase' as const),
      who: fc.nat(players - 1),
      bundle: fc.constantFrom(...CREDIT_BUNDLES.map((b) => b.id)),
    }),
    fc.record({
      kind: fc.constant('grant' as const),
      who: fc.nat(players - 1),
      amount: fc.integer({ min: -1500, max: 800 }).filter((n) => n !== 0),
    }),
    fc.record({
      kind: fc.constant('extend' as const),
      who: fc.nat(players - 1),
      card: fc.nat(cardsEach - 1),
      games: fc.integer({ min: 1, max: 50 }),
    }),
    fc.record({
      kind: fc.constant('open' as const),
      who: fc.nat(players - 1),
      tier: fc.constantFrom(...TIERS),
    }),
  );

describe('a random run of purchases, staff grants, extensions and draft openings (GAME.md "Invariants", issue 13)', () => {
  it('keeps every balance ≥ 0 and equal to its ledger’s sum and last balance_after, as a model predicts', async () => {
    const PLAYERS = 3;
    const players: TestUser[] = [];
    const cards: Array<Array<{ id: number; cost: number }>> = [];
    for (let p = 0; p < PLAYERS; p++) {
      const player = await newUser(t.app);
      players.push(player);
      const owned: Array<{ id: number; cost: number }> = [];
      for (const tier of TIERS) {
        const [id] = await giveCards(t.database.db, player.id, [athleteIds[0] ?? 0], { tier });
        owned.push({ id: id ?? 0, cost: COST_PER_GAME[tier] });
      }
      cards.push(owned);
    }
    const model = new Map<number, number>(players.map((p) => [p.id, 0]));

    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArbitrary(PLAYERS, TIERS.length), { minLength: 1, maxLength: 12 }),
        async (steps) => {
          for (const step of steps) {
            const player = players[step.who] as TestUser;
            const before = model.get(player.id) ?? 0;
            if (step.kind === 'purchase') {
              const res = await post('cards/credits/purchase/', player, { bundle_id: step.bundle });
              expect(res.statusCode).toBe(201);
              const credits = CREDIT_BUNDLES.find((b) => b.id === step.bundle)?.credits ?? 0;
              model.set(player.id, before + credits);
              expect(res.json<PurchaseResult>().balance).toBe(before + credits);
            } else if (step.kind === 'grant') {
              const res = await post(`admin/users/${player.username}/credits/`, staff, {
                amount: step.amount,
                reason: 'Property run',
              });
              const affordable = before + step.amount >= 0;
              expect(res.statusCode).toBe(affordable ? 201 : 409);
              if (affordable) {
                model.set(player.id, before + step.amount);
                expect(res.json<StaffGrantResult>().balance).toBe(before + step.amount);
              }
            } else if (step.kind === 'open') {
              const res = await post('drafts/open/', player, { sport: DRAFT_SPORT, tier: step.tier });
              const price = DEFAULT_DRAFTS[step.tier].price;
              expect(res.statusCode).toBe(before >= price ? 201 : 409);
              if (before >= price) model.set(player.id, before - price);
            } else {
              const card = cards[step.who]?.[step.card] ?? { id: 0, cost: 0 };
              const res = await post('cards/contracts/extend/', player, {
                card_instance_id: card.id,
                games_to_add: step.games,
              });
              const cost = card.cost * step.games;
              expect(res.statusCode).toBe(before >= cost ? 200 : 402);
              if (before >= cost) {
                model.set(player.id, before - cost);
                expect(res.json<ExtendContractResult>().balance).toBe(before - cost);
              }
            }
          }
          expect(await auditLedger(t.database.db)).toEqual([]);
          for (const player of players) {
            expect(await creditBalance(t.database.db, player.id)).toBe(model.get(player.id));
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
