import type { CardTier, TierWeight } from '@shred/game';
import { and, asc, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  athletes,
  draftConfigs,
  draftOpenings,
  draftPool,
  draftSeedPairs,
  sports,
} from '../../db/schema/index.ts';
import { domainEvent, publish } from '../../platform/domain-events/publish.ts';
import { queryRows } from '../scoring/sql-rows.ts';

export interface DraftConfigRow {
  sportId: number;
  sport: string;
  sportName: string;
  tier: CardTier;
  price: number;
  odds: TierWeight[];
  onSale: boolean;
}

export interface PoolRow {
  athleteId: number;
  weight: number;
}

export interface PoolAthleteRow extends PoolRow {
  sport: string;
  slug: string;
  firstName: string;
  lastName: string;
  gender: 'M' | 'W' | 'F';
  avatar: string | null;
  nationality: string;
  aspi: number;
}

/** An opening with its sport and its seed pair; the server seed only once the pair is revealed. */
const selectOpenings = (db: Db, where: SQL | undefined) =>
  db
    .select({
      id: draftOpenings.id,
      sport: sports.slug,
      tier: draftOpenings.tier,
      price: draftOpenings.price,
      odds: draftOpenings.odds,
      pool: draftOpenings.pool,
      nonce: draftOpenings.nonce,
      cardIds: draftOpenings.cardIds,
      createdAt: draftOpenings.createdAt,
      serverSeedHash: draftSeedPairs.serverSeedHash,
      clientSeed: draftSeedPairs.clientSeed,
      serverSeed: sql<
        string | null
      >`case when ${draftSeedPairs.revealedAt} is not null then ${draftSeedPairs.serverSeed} end`,
    })
    .from(draftOpenings)
    .innerJoin(sports, eq(sports.id, draftOpenings.sportId))
    .innerJoin(draftSeedPairs, eq(draftSeedPairs.id, draftOpenings.seedPairId))
    .where(where);
export type OpeningWithProof = Awaited<ReturnType<typeof selectOpenings>>[number];

/** Tiers in CARD_TIERS order, as SQL sorts them. */
const tierOrder = sql`array_position(array['common','rare','epic','legendary'], ${draftConfigs.tier}::text)`;

const configColumns = {
  sportId: draftConfigs.sportId,
  sport: sports.slug,
  sportName: sports.name,
  tier: draftConfigs.tier,
  price: draftConfigs.price,
  odds: draftConfigs.odds,
  onSale: draftConfigs.onSale,
};

/** A sport has something to draw when its pool holds at least one athlete. */
const sportHasPool = sql`exists (select 1 from ${draftPool} where ${draftPool.sportId} = ${sports.id})`;

/** The only place that reads and writes drafts' configuration, pools and openings. */
export function createDraftQueries(db: Db) {
  return {
    async sportBySlug(slug: string): Promise<{ id: number; slug: string; name: string } | undefined> {
      const [row] = await db.select().from(sports).where(eq(sports.slug, slug)).limit(1);
      return row;
    },

    /** Every sport × tier, on sale or not, sports in their catalog order. */
    allConfigs: (): Promise<DraftConfigRow[]> =>
      db
        .select(configColumns)
        .from(draftConfigs)
        .innerJoin(sports, eq(sports.id, draftConfigs.sportId))
        .orderBy(asc(sports.id), tierOrder),

    /** The drafts a player can open: on sale, with a sport whose pool is not empty. */
    configsOnSale: (): Promise<DraftConfigRow[]> =>
      db
        .select(configColumns)
        .from(draftConfigs)
        .innerJoin(sports, eq(sports.id, draftConfigs.sportId))
        .where(and(eq(draftConfigs.onSale, true), sportHasPool))
        .orderBy(asc(sports.id), tierOrder),

    async config(sport: string, tier: CardTier): Promise<DraftConfigRow | undefined> {
      const [row] = await db
        .select(configColumns)
        .from(draftConfigs)
        .innerJoin(sports, eq(sports.id, draftConfigs.sportId))
        .where(and(eq(sports.slug, sport), eq(draftConfigs.tier, tier)))
        .limit(1);
      return row;
    },

    async saveConfig(row: {
      sportId: number;
      tier: CardTier;
      price: number;
      odds: TierWeight[];
      onSale: boolean;
    }) {
      const set = { price: row.price, odds: row.odds, onSale: row.onSale, updatedAt: sql`now()` };
      await db
        .insert(draftConfigs)
        .values(row)
        .onConflictDoUpdate({ target: [draftConfigs.sportId, draftConfigs.tier], set });
    },

    /** A sport's pool sorted by athlete id, the order the draw reads it in. */
    pool: (sportId: number): Promise<PoolRow[]> =>
      db
        .select({ athleteId: draftPool.athleteId, weight: draftPool.weight })
        .from(draftPool)
        .where(and(eq(draftPool.sportId, sportId), gt(draftPool.weight, 0)))
        .orderBy(asc(draftPool.athleteId)),

    /** The pools with what screens show of their athletes, sorted by athlete id; one sport or all. */
    poolAthletes: (sportId: number | null): Promise<PoolAthleteRow[]> =>
      db
        .select({
          sport: sports.slug,
          athleteId: draftPool.athleteId,
          weight: draftPool.weight,
          slug: athletes.slug,
          firstName: athletes.firstName,
          lastName: athletes.lastName,
          gender: athletes.gender,
          avatar: athletes.avatar,
          nationality: athletes.nationality,
          aspi: athletes.aspi,
        })
        .from(draftPool)
        .innerJoin(sports, eq(sports.id, draftPool.sportId))
        .innerJoin(athletes, eq(athletes.id, draftPool.athleteId))
        .where(sportId === null ? undefined : eq(draftPool.sportId, sportId))
        .orderBy(asc(sports.id), asc(draftPool.athleteId)),

    async athlete(id: number): Promise<{ id: number; primarySportId: number } | undefined> {
      const [row] = await db
        .select({ id: athletes.id, primarySportId: athletes.primarySportId })
        .from(athletes)
        .where(eq(athletes.id, id))
        .limit(1);
      return row;
    },

    async setPoolWeight(sportId: number, athleteId: number, weight: number): Promise<void> {
      if (weight === 0) {
        await db
          .delete(draftPool)
          .where(and(eq(draftPool.sportId, sportId), eq(draftPool.athleteId, athleteId)));
        return;
      }
      await db
        .insert(draftPool)
        .values({ sportId, athleteId, weight })
        .onConflictDoUpdate({ target: [draftPool.sportId, draftPool.athleteId], set: { weight } });
    },

    /** The season of the latest event that has begun, else the latest season there is. */
    async currentSeason(today: string): Promise<string | null> {
      const [row] = await queryRows<{ season: string }>(
        db,
        sql`select season from events order by (date_from <= ${today}::date) desc, date_from desc limit 1`,
      );
      return row?.season ?? null;
    },

    /** Reserve the id of an opening about to be written, so its ledger row can name it. */
    async nextOpeningId(): Promise<number> {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`select nextval(pg_get_serial_sequence('draft_openings', 'id'))::text as id`,
      );
      if (!row) throw new Error('Reserving an opening id returned nothing');
      return Number(row.id);
    },

    async insertOpening(row: typeof draftOpenings.$inferInsert): Promise<void> {
      await db.insert(draftOpenings).values(row);
      if (row.id !== undefined)
        await publish(db, domainEvent('draft.opened', { user_id: row.userId, opening_id: row.id }));
    },

    async openingsOf(userId: number, page: { limit: number; offset: number }) {
      const [total, rows] = await Promise.all([
        db.select({ n: count() }).from(draftOpenings).where(eq(draftOpenings.userId, userId)),
        selectOpenings(db, eq(draftOpenings.userId, userId))
          .orderBy(desc(draftOpenings.id))
          .limit(page.limit)
          .offset(page.offset),
      ]);
      return { count: total[0]?.n ?? 0, rows };
    },

    async opening(userId: number, id: number): Promise<OpeningWithProof | undefined> {
      const [row] = await selectOpenings(
        db,
        and(eq(draftOpenings.id, id), eq(draftOpenings.userId, userId)),
      ).limit(1);
      return row;
    },
  };
}

export type DraftQueries = ReturnType<typeof createDraftQueries>;
