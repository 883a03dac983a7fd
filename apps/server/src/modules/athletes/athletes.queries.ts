import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { athletes, cardInstances, sports } from '../../db/schema/index.ts';
import { type AthleteSummaryRow, athleteSummaryColumns } from './athlete-summary.ts';

/** The columns every athlete answer is built from (spec §3 "Athlete"): the summary and the ASPI. */
export const athleteColumns = { ...athleteSummaryColumns, aspi: athletes.aspi };

export interface AthleteRow extends AthleteSummaryRow {
  aspi: number;
}

export interface OwnedCardRow {
  id: number;
  athleteId: number;
  tier: 'common' | 'rare' | 'epic' | 'legendary';
  contractGamesLeft: number;
}

export interface AthleteFilter {
  q?: string | undefined;
  sport?: string | undefined;
  gender?: 'M' | 'W' | 'F' | undefined;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterWhere(filter: AthleteFilter): SQL | undefined {
  const words = (filter.q ?? '').split(/\s+/).filter(Boolean).slice(0, 4);
  return and(
    ...words.map((word) =>
      or(
        ilike(athletes.firstName, `%${escapeLike(word)}%`),
        ilike(athletes.lastName, `%${escapeLike(word)}%`),
      ),
    ),
    filter.sport ? eq(sports.slug, filter.sport) : undefined,
    // W and F both mean the women's field (A12).
    filter.gender === 'M' ? eq(athletes.gender, 'M') : undefined,
    filter.gender && filter.gender !== 'M' ? inArray(athletes.gender, ['W', 'F']) : undefined,
  );
}

/** The only place that reads athletes and the viewer's cards of them. */
export function createAthleteQueries(db: Db) {
  return {
    async page(
      filter: AthleteFilter,
      paging: { limit: number; offset: number },
    ): Promise<{ count: number; rows: AthleteRow[] }> {
      const where = filterWhere(filter);
      const [total, rows] = await Promise.all([
        db
          .select({ n: count() })
          .from(athletes)
          .innerJoin(sports, eq(sports.id, athletes.primarySportId))
          .where(where),
        db
          .select(athleteColumns)
          .from(athletes)
          .innerJoin(sports, eq(sports.id, athletes.primarySportId))
          .where(where)
          .orderBy(desc(athletes.aspi), asc(athletes.lastName), asc(athletes.id))
          .limit(paging.limit)
          .offset(paging.offset),
      ]);
      return { count: total[0]?.n ?? 0, rows };
    },
    byIds: (ids: number[]): Promise<AthleteRow[]> =>
      ids.length
        ? db
            .select(athleteColumns)
            .from(athletes)
            .innerJoin(sports, eq(sports.id, athletes.primarySportId))
            .where(inArray(athletes.id, ids))
        : Promise.resolve([]),
    /** The owner's cards of these athletes, best first (highest tier, then most contract games). */
    ownedCards: (ownerId: number | null, athleteIds: number[]): Promise<OwnedCardRow[]> =>
      ownerId && athleteIds.length
        ? db
            .select({
              id: cardInstances.id,
              athleteId: cardInstances.athleteId,
              tier: cardInstances.tier,
              contractGamesLeft: cardInstances.contractGamesLeft,
            })
            .from(cardInstances)
            .where(and(eq(cardInstances.ownerId, ownerId), inArray(cardInstances.athleteId, athleteIds)))
            .orderBy(
              sql`array_position(array['legendary','epic','rare','common'], ${cardInstances.tier}::text)`,
              desc(cardInstances.contractGamesLeft),
              asc(cardInstances.id),
            )
        : Promise.resolve([]),
  };
}

export type AthleteQueries = ReturnType<typeof createAthleteQueries>;
