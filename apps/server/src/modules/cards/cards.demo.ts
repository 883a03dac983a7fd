import { CARD_TIERS, type CardTier, DEFAULT_GAME_CONFIG } from '@shred/game';
import { and, asc, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cardInstances, users } from '../../db/schema/index.ts';
import type { DemoRandom } from '../../seed/demo-random.ts';
import { grantFirstCredits } from '../credits/credit-ledger.ts';
import type { DemoField } from '../events/events.demo.ts';

/** Demo managers are the accounts of the demo domain (users.demo.ts). */
export const DEMO_EMAIL_DOMAIN = '@shredleague.app';
/** The account the README points newcomers to: it gets the richest collection. */
export const MAIN_DEMO_USERNAME = 'demo';

const CARDS_PER_LIVE_FIELD = DEFAULT_GAME_CONFIG.team.picks;
const EXTRA_CARDS_MAIN = 6;
const MAIN_CREDITS = 500;

/** Tier odds: the main demo account shows off every tier; the others hold mostly commons. */
const TIER_WEIGHTS: Record<'main' | 'other', Record<CardTier, number>> = {
  main: { common: 0.45, rare: 0.3, epic: 0.17, legendary: 0.08 },
  other: { common: 0.7, rare: 0.22, epic: 0.07, legendary: 0.01 },
};

function drawTier(random: DemoRandom, weights: Record<CardTier, number>): CardTier {
  let roll = random.next();
  for (const tier of CARD_TIERS) {
    roll -= weights[tier];
    if (roll < 0) return tier;
  }
  return 'common';
}

export const demoManagers = (db: Db) =>
  db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(like(users.email, `%${DEMO_EMAIL_DOMAIN}`), isNull(users.deletedAt)))
    .orderBy(asc(users.id));

/**
 * Cards for every demo manager: five of the core athletes of each field with an open game (so
 * each of them can enter every live game in manager mode), plus for the main account a few
 * cards of other fields, two of them with no contract games left to try extending. Starting
 * credits are staff grants in the ledger.
 */
export async function seedDemoCards(
  db: Db,
  random: DemoRandom,
  field: DemoField,
  season: string,
): Promise<void> {
  const managers = await demoManagers(db);
  const serials = new Map<string, number>();
  const cards: Array<typeof cardInstances.$inferInsert> = [];
  const mint = (ownerId: number, athleteId: number, tier: CardTier, contractGamesLeft: number) => {
    const key = `${athleteId}:${tier}`;
    const serial = (serials.get(key) ?? 0) + 1;
    serials.set(key, serial);
    cards.push({ athleteId, tier, season, serial, ownerId, contractGamesLeft });
  };
  const otherFields = [...field.core.keys()].filter((key) => !field.liveFields.includes(key));

  for (const manager of managers) {
    const main = manager.username === MAIN_DEMO_USERNAME;
    const weights = TIER_WEIGHTS[main ? 'main' : 'other'];
    let minted = 0;
    for (const key of field.liveFields) {
      for (const athleteId of random.shuffle(field.core.get(key) ?? []).slice(0, CARDS_PER_LIVE_FIELD)) {
        // The main account's first four cards cover every tier once.
        const tier =
          main && minted < CARD_TIERS.length ? (CARD_TIERS[minted] ?? 'common') : drawTier(random, weights);
        mint(manager.id, athleteId, tier, random.int(2, 10));
        minted += 1;
      }
    }
    if (!main) continue;
    for (let i = 0; i < EXTRA_CARDS_MAIN; i++) {
      const athleteId = random.pick(field.core.get(random.pick(otherFields)) ?? []);
      mint(manager.id, athleteId, drawTier(random, weights), i < 2 ? 0 : random.int(1, 10));
    }
  }
  if (cards.length) await db.insert(cardInstances).values(cards);
  if (managers.length) {
    await grantFirstCredits(
      db,
      managers.map((m, i) => ({
        userId: m.id,
        amount: m.username === MAIN_DEMO_USERNAME ? MAIN_CREDITS : 100 + 25 * i,
        reason: 'staff_grant' as const,
        reference: 'demo-welcome',
      })),
    );
  }
}

/**
 * Number every card series (athlete × tier × season) 1 to n again in one shuffled mint order
 * (fixed by the card id, so every seeding agrees), as if the demo managers and the generated
 * ones had drawn their cards turn by turn: otherwise the demo accounts, seeded first, would
 * hold #1 of every series. Serials step aside first so the unique index never sees two equal.
 */
export async function shuffleDemoSerials(db: Db): Promise<void> {
  await db.execute(sql`update card_instances set serial = -serial`);
  await db.execute(sql`
    update card_instances c set serial = n.serial
    from (
      select id, row_number() over (partition by athlete_id, tier, season order by md5(id::text)) as serial
      from card_instances
    ) n
    where c.id = n.id`);
}
