import type { ListingQuery, ListingStatus } from '@shred/contract';
import type { CardTier } from '@shred/game';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { athletes, marketAlerts, marketListings, sports, users } from '../../db/schema/index.ts';
import type { ListingRow } from './listing-sale.ts';

/** A listing with the names of its seller and buyer (null for the house, and before a sale). */
export interface ListingWithNames {
  listing: ListingRow;
  sellerUsername: string | null;
  buyerUsername: string | null;
}

export interface AlertRow {
  alert: typeof marketAlerts.$inferSelect;
  athlete: {
    id: number;
    slug: string;
    firstName: string;
    lastName: string;
    avatar: string | null;
    gender: string;
  };
}

export interface Paging {
  limit: number;
  offset: number;
}

/** How many athletes a name search may resolve to before the listings are searched. */
const NAME_MATCHES_MAX = 500;

const sellers = alias(users, 'sellers');
const buyers = alias(users, 'buyers');

/** Listed now: active and not yet past its expiry (the sweep that marks it expired may lag). */
export const activeAt = (at: Date): SQL =>
  and(eq(marketListings.status, 'active'), gt(marketListings.expiresAt, at)) as SQL;

/** "%…%" for ILIKE, with the user's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The only place that reads the market's listings, alerts and sales. */
export function createMarketQueries(db: Db) {
  const withNames = (where: SQL | undefined) =>
    db
      .select({ listing: marketListings, sellerUsername: sellers.username, buyerUsername: buyers.username })
      .from(marketListings)
      .leftJoin(sellers, eq(sellers.id, marketListings.sellerId))
      .leftJoin(buyers, eq(buyers.id, marketListings.buyerId))
      .where(where);

  const alertRows = (where: SQL | undefined) =>
    db
      .select({
        alert: marketAlerts,
        athlete: {
          id: athletes.id,
          slug: athletes.slug,
          firstName: athletes.firstName,
          lastName: athletes.lastName,
          avatar: athletes.avatar,
          gender: athletes.gender,
        },
      })
      .from(marketAlerts)
      .innerJoin(athletes, eq(athletes.id, marketAlerts.athleteId))
      .where(where);

  async function page(where: SQL | undefined, order: SQL[], paging: Paging) {
    const [total, rows] = await Promise.all([
      db.select({ n: count() }).from(marketListings).where(where),
      withNames(where)
        .orderBy(...order)
        .limit(paging.limit)
        .offset(paging.offset),
    ]);
    return { count: total[0]?.n ?? 0, rows: rows as ListingWithNames[] };
  }

  return {
    async sportId(slug: string): Promise<number | undefined> {
      const [row] = await db.select({ id: sports.id }).from(sports).where(eq(sports.slug, slug)).limit(1);
      return row?.id;
    },

    /** Athletes whose first, last or full name contains the text, whatever its case. */
    async athleteIdsNamed(text: string): Promise<number[]> {
      const pattern = containing(text);
      const rows = await db
        .select({ id: athletes.id })
        .from(athletes)
        .where(
          or(
            ilike(athletes.firstName, pattern),
            ilike(athletes.lastName, pattern),
            sql`(${athletes.firstName} || ' ' || ${athletes.lastName}) ilike ${pattern}`,
          ),
        )
        .limit(NAME_MATCHES_MAX);
      return rows.map((r) => r.id);
    },

    /**
     * Listings on sale now. Every filter and order is one the partial indexes on active
     * listings serve: price (price, id), newest (id), athlete and sport (… tier, price).
     */
    search(
      filters: {
        at: Date;
        sportId?: number;
        tier?: CardTier;
        athleteIds?: readonly number[];
        minPrice?: number;
        maxPrice?: number;
        sort: ListingQuery['sort'];
      },
      paging: Paging,
    ) {
      const where = and(
        activeAt(filters.at),
        filters.sportId === undefined ? undefined : eq(marketListings.sportId, filters.sportId),
        filters.tier === undefined ? undefined : eq(marketListings.tier, filters.tier),
        filters.athleteIds === undefined
          ? undefined
          : inArray(marketListings.athleteId, [...filters.athleteIds]),
        filters.minPrice === undefined ? undefined : gte(marketListings.price, filters.minPrice),
        filters.maxPrice === undefined ? undefined : lte(marketListings.price, filters.maxPrice),
      );
      const order =
        filters.sort === 'price'
          ? [asc(marketListings.price), asc(marketListings.id)]
          : filters.sort === '-price'
            ? [desc(marketListings.price), desc(marketListings.id)]
            : [desc(marketListings.id)];
      return page(where, order, paging);
    },

    /**
     * A seller's listings, newest first. An active listing past its expiry counts as expired,
     * as it shows, until the sweep marks it so.
     */
    ofSeller(sellerId: number, status: ListingStatus | undefined, at: Date, paging: Paging) {
      const stale = and(eq(marketListings.status, 'active'), lte(marketListings.expiresAt, at));
      const byStatus =
        status === undefined
          ? undefined
          : status === 'active'
            ? activeAt(at)
            : status === 'expired'
              ? or(eq(marketListings.status, 'expired'), stale)
              : eq(marketListings.status, status);
      return page(and(eq(marketListings.sellerId, sellerId), byStatus), [desc(marketListings.id)], paging);
    },

    async listing(id: number): Promise<ListingWithNames | undefined> {
      const [row] = await withNames(eq(marketListings.id, id)).limit(1);
      return row;
    },

    /** Take a listing off sale: only its seller's, only while on sale. Answers it when it was. */
    async cancel(id: number, sellerId: number, at: Date): Promise<ListingRow | undefined> {
      const [row] = await db
        .update(marketListings)
        .set({ status: 'cancelled', closedAt: at })
        .where(and(eq(marketListings.id, id), eq(marketListings.sellerId, sellerId), activeAt(at)))
        .returning();
      return row;
    },

    async bareListing(id: number): Promise<ListingRow | undefined> {
      const [row] = await db.select().from(marketListings).where(eq(marketListings.id, id));
      return row;
    },

    /** Per tier: how many are on sale now and the lowest ask (the active athlete index). */
    asks: (athleteId: number, at: Date) =>
      db
        .select({
          tier: marketListings.tier,
          listings: count(),
          lowestAsk: sql<number>`min(${marketListings.price})`.mapWith(Number),
        })
        .from(marketListings)
        .where(and(eq(marketListings.athleteId, athleteId), activeAt(at)))
        .groupBy(marketListings.tier),

    /** Per tier: how many sold, and the last sale (the sold index: athlete, tier, closed_at). */
    salesByTier: (athleteId: number) =>
      db
        .select({
          tier: marketListings.tier,
          sales: count(),
          lastPrice:
            sql<number>`(array_agg(${marketListings.price} order by ${marketListings.closedAt} desc, ${marketListings.id} desc))[1]`.mapWith(
              Number,
            ),
          lastSoldAt: sql<Date>`max(${marketListings.closedAt})`.mapWith(marketListings.closedAt),
        })
        .from(marketListings)
        .where(and(eq(marketListings.athleteId, athleteId), eq(marketListings.status, 'sold')))
        .groupBy(marketListings.tier),

    /** An athlete's sales, oldest first (the sold index: athlete, tier, closed_at). */
    sales: (athleteId: number) =>
      db
        .select({
          price: marketListings.price,
          tier: marketListings.tier,
          soldAt: sql<Date>`${marketListings.closedAt}`.mapWith(marketListings.closedAt),
        })
        .from(marketListings)
        .where(and(eq(marketListings.athleteId, athleteId), eq(marketListings.status, 'sold')))
        .orderBy(asc(marketListings.closedAt), asc(marketListings.id)),

    async athleteExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: athletes.id }).from(athletes).where(eq(athletes.id, id)).limit(1);
      return row !== undefined;
    },

    async alertsOf(userId: number, paging: Paging): Promise<{ count: number; rows: AlertRow[] }> {
      const mine = eq(marketAlerts.userId, userId);
      const [total, rows] = await Promise.all([
        db.select({ n: count() }).from(marketAlerts).where(mine),
        alertRows(mine).orderBy(desc(marketAlerts.id)).limit(paging.limit).offset(paging.offset),
      ]);
      return { count: total[0]?.n ?? 0, rows };
    },

    async alert(id: number): Promise<AlertRow | undefined> {
      const [row] = await alertRows(eq(marketAlerts.id, id)).limit(1);
      return row;
    },

    /** The user's row, locked: one user's alert creations run one at a time, so the cap holds. */
    async lockUser(userId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async alertCount(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(marketAlerts).where(eq(marketAlerts.userId, userId));
      return row?.n ?? 0;
    },

    async insertAlert(values: typeof marketAlerts.$inferInsert): Promise<number> {
      const [row] = await db.insert(marketAlerts).values(values).returning({ id: marketAlerts.id });
      if (!row) throw new Error('Inserting an alert returned nothing');
      return row.id;
    },

    async deleteAlert(id: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(marketAlerts)
        .where(and(eq(marketAlerts.id, id), eq(marketAlerts.userId, userId)))
        .returning({ id: marketAlerts.id });
      return rows.length > 0;
    },
  };
}

export type MarketQueries = ReturnType<typeof createMarketQueries>;
