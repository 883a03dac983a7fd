import type { MarketBotSettings } from '@shred/contract';
import type { CardTier } from '@shred/game';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  athletes,
  cardInstances,
  draftPool,
  marketBotSettings,
  marketListings,
  sports,
  users,
} from '../../db/schema/index.ts';
import { activeAt, type ListingWithNames } from '../market/market.queries.ts';

export type BotSettingsRow = typeof marketBotSettings.$inferSelect;

export interface PoolEntry {
  sportId: number;
  athleteId: number;
  weight: number;
  aspi: number;
}

const sumOf = (column: typeof marketListings.price | typeof marketListings.fee) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

const buyers = alias(users, 'buyers');

/** The only place that reads and writes the market bot's settings and the market's staff figures. */
export function createMarketBotQueries(db: Db) {
  return {
    /** The one settings row; `lock` holds it until the transaction ends. */
    async settings(lock = false): Promise<BotSettingsRow> {
      const query = db.select().from(marketBotSettings).where(eq(marketBotSettings.id, 1));
      const [row] = await (lock ? query.for('update') : query);
      if (!row) throw new Error('The market bot settings row is missing (migration 0008 writes it)');
      return row;
    },

    async saveSettings(body: MarketBotSettings): Promise<void> {
      await db
        .update(marketBotSettings)
        .set({
          enabled: body.enabled,
          budget: body.budget,
          percentOfReference: body.percent_of_reference,
          maxActive: body.max_active,
          durationDays: body.duration_days,
          tiers: body.tiers,
          sports: body.sports,
          updatedAt: sql`now()`,
        })
        .where(eq(marketBotSettings.id, 1));
    },

    async markRun(at: Date): Promise<void> {
      await db.update(marketBotSettings).set({ lastRunAt: at }).where(eq(marketBotSettings.id, 1));
    },

    /** Which of these sport slugs exist. */
    async knownSports(slugs: readonly string[]): Promise<Set<string>> {
      if (slugs.length === 0) return new Set();
      const rows = await db
        .select({ slug: sports.slug })
        .from(sports)
        .where(inArray(sports.slug, [...slugs]));
      return new Set(rows.map((r) => r.slug));
    },

    /** The draft pools of these sports (every sport when null), weighted entries only, in a stable order. */
    pool: (sportSlugs: readonly string[] | null): Promise<PoolEntry[]> =>
      db
        .select({
          sportId: draftPool.sportId,
          athleteId: draftPool.athleteId,
          weight: draftPool.weight,
          aspi: athletes.aspi,
        })
        .from(draftPool)
        .innerJoin(sports, eq(sports.id, draftPool.sportId))
        .innerJoin(athletes, eq(athletes.id, draftPool.athleteId))
        .where(
          and(
            gt(draftPool.weight, 0),
            sportSlugs === null ? undefined : inArray(sports.slug, [...sportSlugs]),
          ),
        )
        .orderBy(asc(draftPool.sportId), asc(draftPool.athleteId)),

    /** How many house listings are on sale and what they ask in total: what counts against the budget. */
    async houseActive(at: Date): Promise<{ count: number; value: number }> {
      const [row] = await db
        .select({ count: count(), value: sumOf(marketListings.price) })
        .from(marketListings)
        .where(and(isNull(marketListings.sellerId), activeAt(at)));
      return { count: row?.count ?? 0, value: row?.value ?? 0 };
    },

    async houseSold(): Promise<{ count: number; revenue: number }> {
      const [row] = await db
        .select({ count: count(), revenue: sumOf(marketListings.price) })
        .from(marketListings)
        .where(and(isNull(marketListings.sellerId), eq(marketListings.status, 'sold')));
      return { count: row?.count ?? 0, revenue: row?.revenue ?? 0 };
    },

    /** The house's most recent listings, newest first, with their buyers' names. */
    recentHouseListings: (limit: number): Promise<ListingWithNames[]> =>
      db
        .select({ listing: marketListings, sellerUsername: sql<null>`null`, buyerUsername: buyers.username })
        .from(marketListings)
        .leftJoin(buyers, eq(buyers.id, marketListings.buyerId))
        .where(isNull(marketListings.sellerId))
        .orderBy(desc(marketListings.createdAt), desc(marketListings.id))
        .limit(limit),

    /**
     * Pool cards of an athlete and tier the house can list again: nobody owns them and none is
     * on sale (a house listing that expired leaves its card here).
     */
    async idlePoolCards(athleteId: number, tier: CardTier, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: cardInstances.id })
        .from(cardInstances)
        .where(
          and(
            isNull(cardInstances.ownerId),
            eq(cardInstances.athleteId, athleteId),
            eq(cardInstances.tier, tier),
            notExists(
              db
                .select({ one: sql`1` })
                .from(marketListings)
                .where(
                  and(
                    eq(marketListings.cardInstanceId, cardInstances.id),
                    eq(marketListings.status, 'active'),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(cardInstances.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async marketTotals(at: Date) {
      const [row] = await db
        .select({
          active: sql<number>`count(*) filter (where ${activeAt(at)})`.mapWith(Number),
          houseActive:
            sql<number>`count(*) filter (where ${activeAt(at)} and ${marketListings.sellerId} is null)`.mapWith(
              Number,
            ),
          sales: sql<number>`count(*) filter (where ${marketListings.status} = 'sold')`.mapWith(Number),
          volume:
            sql<number>`coalesce(sum(${marketListings.price}) filter (where ${marketListings.status} = 'sold'), 0)`.mapWith(
              Number,
            ),
          fees: sql<number>`coalesce(sum(${marketListings.fee}) filter (where ${marketListings.status} = 'sold'), 0)`.mapWith(
            Number,
          ),
        })
        .from(marketListings);
      return {
        active: row?.active ?? 0,
        houseActive: row?.houseActive ?? 0,
        sales: row?.sales ?? 0,
        volume: row?.volume ?? 0,
        fees: row?.fees ?? 0,
      };
    },

    /** Sales per UTC day since `from`, days without sales absent. */
    salesByDay: (from: Date) => {
      const day = sql<string>`to_char(${marketListings.closedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({ day, sales: count(), volume: sumOf(marketListings.price), fees: sumOf(marketListings.fee) })
        .from(marketListings)
        .where(and(eq(marketListings.status, 'sold'), gte(marketListings.closedAt, from)))
        .groupBy(day);
    },
  };
}
