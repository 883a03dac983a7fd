import type { Db } from '../../db/client.ts';
import { athletes, sports } from '../../db/schema/index.ts';
import type { DemoRandom } from '../../seed/demo-random.ts';
import { slugify } from '../admin-events/slugs.ts';
import { NAME_POOLS, type NamePool, SPORT_FIELDS, SPORT_NATIONS } from './athlete-names.ts';

export interface DemoAthlete {
  id: number;
  sport: string;
  gender: 'M' | 'W';
  aspi: number;
}

const ASPI_TOP = 98;
const ASPI_BOTTOM = 10;

/**
 * ASPI for a field of n athletes, spread from 98 down to 10 with a little noise, so every
 * field has stars, a midfield and newcomers (and quickplay prices from 7 to 25).
 */
function fieldAspi(n: number, random: DemoRandom): number[] {
  const step = (ASPI_TOP - ASPI_BOTTOM) / Math.max(1, n - 1);
  return Array.from({ length: n }, (_, i) => {
    const jitter = i === 0 || i === n - 1 ? 0 : (random.next() - 0.5) * step;
    return Math.round((ASPI_TOP - i * step + jitter) * 10) / 10;
  });
}

/** Invented athletes for every sport and gender (SPORT_FIELDS), with unique names. */
export async function seedDemoAthletes(db: Db, random: DemoRandom): Promise<DemoAthlete[]> {
  const sportRows = await db.select({ id: sports.id, slug: sports.slug }).from(sports);
  const used = new Set<string>();
  const values: Array<typeof athletes.$inferInsert> = [];
  for (const [sport, field] of Object.entries(SPORT_FIELDS)) {
    const sportId = sportRows.find((s) => s.slug === sport)?.id;
    if (sportId === undefined) throw new Error(`demo athletes need the sport ${sport}`);
    for (const gender of ['M', 'W'] as const) {
      const size = gender === 'M' ? field.men : field.women;
      const ratings = random.shuffle(fieldAspi(size, random));
      for (const aspi of ratings) {
        let name: { pool: NamePool; firstName: string; lastName: string; slug: string };
        do {
          // The nation is drawn again too, so a small pool that runs out of names cannot stall.
          const pool = NAME_POOLS[random.pick(SPORT_NATIONS[sport] ?? ['USA'])];
          if (!pool) throw new Error(`no name pool for ${sport}`);
          const firstName = random.pick(gender === 'M' ? pool.men : pool.women);
          const lastName = random.pick(pool.last);
          name = { pool, firstName, lastName, slug: slugify(`${firstName} ${lastName}`) };
        } while (used.has(name.slug));
        used.add(name.slug);
        values.push({
          slug: name.slug,
          firstName: name.firstName,
          lastName: name.lastName,
          gender,
          primarySportId: sportId,
          nationality: name.pool.ioc,
          aspi,
        });
      }
    }
  }
  const rows = await db.insert(athletes).values(values).returning({
    id: athletes.id,
    gender: athletes.gender,
    aspi: athletes.aspi,
    sportId: athletes.primarySportId,
  });
  return rows.map((row) => ({
    id: row.id,
    sport: sportRows.find((s) => s.id === row.sportId)?.slug ?? '',
    gender: row.gender === 'M' ? 'M' : 'W',
    aspi: row.aspi,
  }));
}
