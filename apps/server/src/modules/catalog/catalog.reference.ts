import { DEFAULT_GAME_CONFIG } from '@shred/game';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { disciplines, rulesets, sports } from '../../db/schema/index.ts';
import { seedDefaultDrafts } from '../drafts/drafts.reference.ts';
import { STANDARD_RULESET } from './catalog.queries.ts';

/** The seven sports of the game and their disciplines (GAME.md "Sports, athletes, events"). */
export const SPORTS = [
  { slug: 'skateboarding', name: 'Skateboarding', disciplines: ['street', 'park'] },
  { slug: 'snowboarding', name: 'Snowboarding', disciplines: ['slopestyle', 'halfpipe', 'big-air'] },
  { slug: 'surfing', name: 'Surfing', disciplines: ['shortboard'] },
  { slug: 'freeskiing', name: 'Freeskiing', disciplines: ['slopestyle', 'big-air', 'halfpipe'] },
  { slug: 'mountain-biking', name: 'Mountain Biking', disciplines: ['slopestyle', 'downhill'] },
  { slug: 'bmx', name: 'BMX', disciplines: ['park', 'flatland'] },
  { slug: 'wakeboarding', name: 'Wakeboarding', disciplines: ['park', 'cable'] },
] as const;

const disciplineName = (slug: string): string =>
  slug
    .split('-')
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');

/**
 * Reference data every installation needs, demo or not: staff cannot create events without
 * sports, nor games without a ruleset. Idempotent, so it runs at every start.
 */
export async function seedCatalog(db: Db): Promise<void> {
  await db
    .insert(sports)
    .values(SPORTS.map((s) => ({ slug: s.slug, name: s.name })))
    .onConflictDoNothing();
  const sportRows = await db
    .select()
    .from(sports)
    .where(
      inArray(
        sports.slug,
        SPORTS.map((s) => s.slug),
      ),
    );
  const values = SPORTS.flatMap((s) => {
    const sport = sportRows.find((row) => row.slug === s.slug);
    return sport
      ? s.disciplines.map((slug) => ({ sportId: sport.id, slug, name: disciplineName(slug) }))
      : [];
  });
  await db.insert(disciplines).values(values).onConflictDoNothing();
  await seedDefaultDrafts(
    db,
    sportRows.map((s) => s.id),
  );
  const ruleset = DEFAULT_GAME_CONFIG.ruleset;
  await db
    .insert(rulesets)
    .values({
      name: STANDARD_RULESET,
      placePoints: [...ruleset.placePoints],
      step: ruleset.dropPerPlaceAfterTable,
      minPoints: ruleset.minimumPoints,
      bonuses: { ...ruleset.bonuses },
    })
    .onConflictDoNothing();
}
