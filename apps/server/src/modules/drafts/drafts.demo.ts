import { createHash } from 'node:crypto';
import type { CardTier } from '@shred/game';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { athletes, draftPool, sports } from '../../db/schema/index.ts';
import { demoManagers, MAIN_DEMO_USERNAME } from '../cards/cards.demo.ts';
import { moveCredits } from '../credits/credit-ledger.ts';
import { openDraft } from './draft-opening.ts';
import { createDraftQueries } from './drafts.queries.ts';
import { createSeedPairService } from './seed-pairs.ts';

/** The demo managers who have opened drafts (the first ones; the newcomer account comes last). */
const OPENERS = 5;
/** The main account opens one of each tier, rotates its seed (so those proofs verify), then opens again. */
const MAIN_BEFORE_ROTATION: readonly CardTier[] = ['common', 'rare', 'epic', 'legendary'];
const MAIN_AFTER_ROTATION: readonly CardTier[] = ['common', 'rare'];
const OTHERS: readonly CardTier[] = ['common', 'rare', 'common'];
/** The least weight in a pool, given to the best athlete of the sport. */
const STAR_WEIGHT = 4;

/**
 * Demo server seeds derived from the account, not drawn at random: the demo managers' cards are
 * then the same on every machine, as the rest of the demo world is. They are no secret: demo only.
 */
const demoServerSeed = (username: string, pair: number): string =>
  createHash('sha256').update(`shred-league-demo-draft:${username}:${pair}`).digest('hex');

/**
 * A pool per sport from its athletes, the stars rarer: the weight grows with the ASPI rank, so
 * the best athlete of a sport is drawn least and the last most. Answers the sports with a pool.
 */
async function seedPools(db: Db): Promise<string[]> {
  const rows = await db
    .select({ athleteId: athletes.id, sportId: athletes.primarySportId, sport: sports.slug })
    .from(athletes)
    .innerJoin(sports, eq(sports.id, athletes.primarySportId))
    .orderBy(asc(athletes.primarySportId), desc(athletes.aspi), asc(athletes.id));
  const rank = new Map<number, number>();
  const entries = rows.map((row) => {
    const place = (rank.get(row.sportId) ?? 0) + 1;
    rank.set(row.sportId, place);
    return { sportId: row.sportId, athleteId: row.athleteId, weight: STAR_WEIGHT + place - 1 };
  });
  if (entries.length > 0) await db.insert(draftPool).values(entries).onConflictDoNothing();
  return [...new Set(rows.map((r) => r.sport))];
}

/**
 * Demo drafts (issue 13 item 6): pools for every sport with athletes, and openings by the demo
 * managers through the same path as the API, so their proofs verify. Their price is granted
 * first through the ledger, so every ledger still adds up to its balance.
 */
export async function seedDemoDrafts(db: Db, now: number = Date.now()): Promise<void> {
  const sportsWithPool = await seedPools(db);
  if (sportsWithPool.length === 0) return;
  const queries = createDraftQueries(db);
  const prices = new Map((await queries.allConfigs()).map((c) => [`${c.sport}:${c.tier}`, c.price]));
  const today = new Date(now).toISOString().slice(0, 10);
  const seedPairs = createSeedPairService(db);
  const managers = (await demoManagers(db)).slice(0, OPENERS);

  for (const [m, manager] of managers.entries()) {
    const main = manager.username === MAIN_DEMO_USERNAME;
    const plan = (main ? [...MAIN_BEFORE_ROTATION, ...MAIN_AFTER_ROTATION] : OTHERS).map((tier, i) => ({
      sport: sportsWithPool[(m + i) % sportsWithPool.length] ?? '',
      tier,
    }));
    const cost = plan.reduce((sum, draft) => sum + (prices.get(`${draft.sport}:${draft.tier}`) ?? 0), 0);
    await moveCredits(db, { userId: manager.id, amount: cost, reason: 'staff_grant', reference: 'demo' });
    await seedPairs.start(manager.id, {
      clientSeed: `${manager.username}-seed`,
      serverSeed: demoServerSeed(manager.username, 0),
    });
    for (const [i, draft] of plan.entries()) {
      if (main && i === MAIN_BEFORE_ROTATION.length)
        await seedPairs.rotate(manager.id, 'dana-demo-seed', demoServerSeed(manager.username, 1));
      await openDraft(db, { userId: manager.id, draft, today });
    }
  }
}
