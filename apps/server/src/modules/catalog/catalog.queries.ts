import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { disciplines, rulesets, sports } from '../../db/schema/index.ts';

export type RulesetRow = typeof rulesets.$inferSelect;
export type SportRow = typeof sports.$inferSelect;
export type DisciplineRow = typeof disciplines.$inferSelect;

/** The name of the ruleset games use unless staff pick another (GAME.md default numbers). */
export const STANDARD_RULESET = 'Standard';

/** The only place that reads and writes sports, disciplines and rulesets. */
export function createCatalogQueries(db: Db) {
  return {
    async sportsWithDisciplines(): Promise<Array<SportRow & { disciplines: DisciplineRow[] }>> {
      const [sportRows, disciplineRows] = await Promise.all([
        db.select().from(sports).orderBy(asc(sports.name)),
        db.select().from(disciplines).orderBy(asc(disciplines.name)),
      ]);
      return sportRows.map((sport) => ({
        ...sport,
        disciplines: disciplineRows.filter((d) => d.sportId === sport.id),
      }));
    },
    sportsBySlugs: (slugs: string[]): Promise<SportRow[]> =>
      slugs.length ? db.select().from(sports).where(inArray(sports.slug, slugs)) : Promise.resolve([]),
    async discipline(
      sportSlug: string,
      disciplineSlug: string,
    ): Promise<{ sport: SportRow; discipline: DisciplineRow } | undefined> {
      const [row] = await db
        .select({ sport: sports, discipline: disciplines })
        .from(disciplines)
        .innerJoin(sports, eq(sports.id, disciplines.sportId))
        .where(and(eq(sports.slug, sportSlug), eq(disciplines.slug, disciplineSlug)))
        .limit(1);
      return row;
    },
    rulesets: (): Promise<RulesetRow[]> => db.select().from(rulesets).orderBy(asc(rulesets.id)),
    async ruleset(id: number): Promise<RulesetRow | undefined> {
      const [row] = await db.select().from(rulesets).where(eq(rulesets.id, id)).limit(1);
      return row;
    },
    /** The standard ruleset, or the oldest one when staff renamed it. */
    async defaultRuleset(): Promise<RulesetRow | undefined> {
      const [standard] = await db.select().from(rulesets).where(eq(rulesets.name, STANDARD_RULESET)).limit(1);
      if (standard) return standard;
      const [oldest] = await db.select().from(rulesets).orderBy(asc(rulesets.id)).limit(1);
      return oldest;
    },
  };
}

export type CatalogQueries = ReturnType<typeof createCatalogQueries>;
