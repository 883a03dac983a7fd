import type { Db } from '../../db/client.ts';
import { demoRandom } from '../../seed/demo-random.ts';
import { seedDemoAthletes } from '../athletes/athletes.demo.ts';
import { seedDemoCards } from '../cards/cards.demo.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { seedDemoEvents } from './events.demo.ts';

/** Fixed, so every machine seeds the same demo season. */
const DEMO_SEED = 0x5eed_2026;

/**
 * The demo season (issue 4): athletes of all seven sports, 12 events around `now`, the demo
 * managers' cards and credits. Results and team scores of the past games are seeded after
 * this by the teams demo seeder, from the games this one marked complete.
 */
export async function seedDemoSeason(db: Db, now: number = Date.now()): Promise<void> {
  const random = demoRandom(DEMO_SEED);
  await seedCatalog(db);
  const athletes = await seedDemoAthletes(db, random);
  const field = await seedDemoEvents(db, random, athletes, now);
  await seedDemoCards(db, random, field, String(new Date(now).getUTCFullYear()));
}
