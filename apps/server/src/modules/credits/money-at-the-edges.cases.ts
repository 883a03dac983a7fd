import type {
  LedgerPage,
  Listing,
  PurchasedListing,
  PurchaseResult,
  StaffGrantResult,
} from '@shred/contract';
import { creditBundle, sellerProceeds } from '@shred/game';
import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cardInstances,
  creditLedger,
  creditPurchases,
  marketListings,
  rewards,
} from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { giveCards } from '../../test/game-factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { grantCredits, insertAthletes, newStaff } from '../events/game.fixtures.ts';
import { BALANCE_MAX, creditBalance } from './credit-ledger.ts';
import { auditLedger } from './ledger-audit.ts';

/** The largest int4: a balance here made every credit to it overflow (issue 27.4). */
const INT4_MAX = 2_147_483_647;

const VAULT = creditBundle('vault') ?? { id: 'vault', credits: 0 };

/**
 * A fresh app's world for these tests: the catalog, and snowboarders in the snowboarding drafts'
 * pool, whose cards can be drawn and listed. Answers one of them.
 */
export async function seedSnowboarders(t: TestApp): Promise<number> {
  const db = t.database.db;
  await seedCatalog(db);
  const staff = await newStaff(t.app, db);
  const athleteIds = await insertAthletes(db, { sport: 'snowboarding', count: 3 });
  for (const athlete_id of athleteIds) {
    const pooled = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/drafts/pool/',
      headers: staff.auth,
      payload: { sport: 'snowboarding', athlete_id, weight: 1 },
    });
    expect(pooled.statusCode, pooled.body).toBe(200);
  }
  return athleteIds[0] ?? 0;
}

/** Calls of the API as one user, for the balance-edge and money-move-limit tests of either database. */
export function moneyCalls(t: () => TestApp) {
  const post = (url: string, who: TestUser, payload?: object) =>
    t().app.inject({ method: 'POST', url: `/api/${url}`, headers: who.auth, payload });
  return {
    post,
    purchase: (who: TestUser) => post('cards/credits/purchase/', who, { bundle_id: VAULT.id }),
    buy: (who: TestUser, listingId: number) => post(`market/listings/${listingId}/buy/`, who),
    open: (who: TestUser) => post('drafts/open/', who, { sport: 'snowboarding', tier: 'common' }),
    async listCard(seller: TestUser, athleteId: number, price: number): Promise<Listing> {
      const [card = 0] = await giveCards(t().database.db, seller.id, [athleteId]);
      const res = await post('market/listings/', seller, { card_instance_id: card, price, duration_days: 3 });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Listing>();
    },
    async purchasesOf(userId: number): Promise<number> {
      const db = t().database.db;
      const [row] = await db
        .select({ n: count() })
        .from(creditPurchases)
        .where(eq(creditPurchases.userId, userId));
      return row?.n ?? 0;
    },
  };
}

/**
 * Balances past int4 and up to the most a balance holds (issue 27.4), written once and run on
 * both databases: the api file on PGlite, the postgres file on PostgreSQL. `t` answers the file's
 * app, its catalog seeded; `athleteId` a snowboarder whose cards can be listed.
 */
export function describeBalanceEdges(t: () => TestApp, athleteId: () => number): void {
  const calls = moneyCalls(t);
  let staff: TestUser;
  beforeAll(async () => {
    staff = await newStaff(t().app, t().database.db);
  });

  const richUser = async (balance: number) => {
    const user = await newUser(t().app);
    await grantCredits(t().database.db, user.id, balance);
    return user;
  };
  const grant = (username: string, amount: number) =>
    calls.post(`admin/users/${username}/credits/`, staff, { amount, reason: 'edge of the balance' });
  const ledgerRowsOf = async (userId: number) =>
    t()
      .database.db.select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(asc(creditLedger.id));
  const lastLedgerEntry = async (who: TestUser) =>
    (
      await t().app.inject({ method: 'GET', url: '/api/cards/credits/ledger/', headers: who.auth })
    ).json<LedgerPage>().results[0];

  describe('a balance past int4 takes credits and reads back exactly (issue 27.4, R1.25, R1.26)', () => {
    it(`a staff grant to a user at ${INT4_MAX} credits moves, and the balance and ledger read back exactly`, async () => {
      const user = await richUser(INT4_MAX);
      const res = await grant(user.username, 1_000);
      expect(res.statusCode, res.body).toBe(201);
      const granted = res.json<StaffGrantResult>();
      expect(granted.balance).toBe(INT4_MAX + 1_000);
      expect(granted.movement).toMatchObject({ amount: 1_000, balance_after: INT4_MAX + 1_000 });
      expect(await creditBalance(t().database.db, user.id)).toBe(INT4_MAX + 1_000);
      expect(await lastLedgerEntry(user)).toMatchObject({ amount: 1_000, balance_after: INT4_MAX + 1_000 });
      expect(await auditLedger(t().database.db)).toEqual([]);
    });

    it(`a sale to a seller at ${INT4_MAX} credits pays the seller, and both balances read back exactly`, async () => {
      const seller = await richUser(INT4_MAX);
      const buyer = await richUser(5_000);
      const listing = await calls.listCard(seller, athleteId(), 4_000);
      const res = await calls.buy(buyer, listing.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<PurchasedListing>()).toMatchObject({ price: 4_000, balance: 1_000 });
      expect(await creditBalance(t().database.db, seller.id)).toBe(INT4_MAX + sellerProceeds(4_000));
      expect(await creditBalance(t().database.db, buyer.id)).toBe(1_000);
      expect(await auditLedger(t().database.db)).toEqual([]);
    });

    it(`a purchase of credits by a user at ${INT4_MAX} credits completes, and the balance reads back exactly`, async () => {
      const user = await richUser(INT4_MAX);
      const res = await calls.purchase(user);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<PurchaseResult>()).toMatchObject({
        status: 'completed',
        balance: INT4_MAX + VAULT.credits,
      });
      expect(await creditBalance(t().database.db, user.id)).toBe(INT4_MAX + VAULT.credits);
      const [purchase] = await t()
        .database.db.select()
        .from(creditPurchases)
        .where(eq(creditPurchases.userId, user.id));
      expect(purchase).toMatchObject({ status: 'completed', credits: VAULT.credits });
      expect(await auditLedger(t().database.db)).toEqual([]);
    });
  });

  describe(`no balance passes ${BALANCE_MAX} credits, the most JSON tells apart (issue 27.4)`, () => {
    it('a staff grant up to the ceiling moves; one credit past it answers 409 and moves nothing', async () => {
      const user = await richUser(BALANCE_MAX - 10);
      const reaching = await grant(user.username, 10);
      expect(reaching.statusCode, reaching.body).toBe(201);
      expect(reaching.json<StaffGrantResult>().balance).toBe(BALANCE_MAX);
      const ledgerBefore = await ledgerRowsOf(user.id);

      const past = await grant(user.username, 1);
      expect(past.statusCode, past.body).toBe(409);
      expect(past.json<{ detail: string }>().detail).toMatch(/the most an account can hold.*Nothing moved\./);
      expect(await creditBalance(t().database.db, user.id)).toBe(BALANCE_MAX);
      expect(await ledgerRowsOf(user.id)).toEqual(ledgerBefore);
    });

    it('a purchase that would pass the ceiling answers 409: no purchase, no credits', async () => {
      const user = await richUser(BALANCE_MAX - VAULT.credits + 1);
      const res = await calls.purchase(user);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json<{ detail: string }>().detail).toContain('the most an account can hold');
      expect(await creditBalance(t().database.db, user.id)).toBe(BALANCE_MAX - VAULT.credits + 1);
      expect(await calls.purchasesOf(user.id)).toBe(0);
      expect(await ledgerRowsOf(user.id)).toHaveLength(1);
    });

    it('a reward claim that would pass the ceiling answers 409: the reward stays unclaimed and nothing moves', async () => {
      const user = await richUser(BALANCE_MAX - 10);
      const [reward] = await t()
        .database.db.insert(rewards)
        .values({
          userId: user.id,
          source: 'challenge',
          reference: 1,
          title: 'Edge',
          kind: 'credits',
          amount: 11,
        })
        .returning({ id: rewards.id });
      const res = await calls.post(`rewards/${reward?.id}/claim/`, user);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json<{ detail: string }>().detail).toContain('the most an account can hold');
      const [after] = await t()
        .database.db.select()
        .from(rewards)
        .where(eq(rewards.id, reward?.id ?? 0));
      expect(after?.claimedAt).toBeNull();
      expect(await creditBalance(t().database.db, user.id)).toBe(BALANCE_MAX - 10);
    });

    it('a sale whose proceeds would take the seller past the ceiling answers 409: the card, the listing and both balances stay', async () => {
      const seller = await richUser(BALANCE_MAX - 10);
      const buyer = await richUser(5_000);
      const listing = await calls.listCard(seller, athleteId(), 1_000);
      const res = await calls.buy(buyer, listing.id);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json<{ detail: string }>().detail).toContain('the most an account can hold');
      expect(await creditBalance(t().database.db, seller.id)).toBe(BALANCE_MAX - 10);
      expect(await creditBalance(t().database.db, buyer.id)).toBe(5_000);
      const [row] = await t()
        .database.db.select()
        .from(marketListings)
        .where(eq(marketListings.id, listing.id));
      expect(row).toMatchObject({ status: 'active', buyerId: null });
      const [card] = await t()
        .database.db.select({ owner: cardInstances.ownerId })
        .from(cardInstances)
        .where(eq(cardInstances.id, row?.cardInstanceId ?? 0));
      expect(card?.owner).toBe(seller.id);
      expect(await auditLedger(t().database.db)).toEqual([]);
    });
  });
}
