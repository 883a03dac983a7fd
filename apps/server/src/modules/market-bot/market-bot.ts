import { randomInt } from 'node:crypto';
import type { MarketBotRun } from '@shred/contract';
import { type CardTier, DEFAULT_GAME_CONFIG, referencePrice, tierRank } from '@shred/game';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mintCard } from '../cards/card-mint.ts';
import { createDraftQueries } from '../drafts/drafts.queries.ts';
import { createListing } from '../market/listing-create.ts';
import { createMarketBotQueries, type PoolEntry } from './market-bot.queries.ts';

/** A float in [0, 1) from the operating system's generator. */
export const cryptoRandom = (): number => randomInt(2 ** 47) / 2 ** 47;

export interface PlannedListing {
  athleteId: number;
  tier: CardTier;
  price: number;
}

export interface BotPlanInput {
  budget: number;
  maxActive: number;
  percentOfReference: number;
  tiers: readonly CardTier[];
  /** The house's listings on sale now: how many, and their asking prices added up. */
  active: { count: number; value: number };
  /** Each sport's pool, weighted; sports without one left out. */
  pools: ReadonlyArray<readonly PoolEntry[]>;
  random: () => number;
}

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('pick from an empty list');
  return item;
}

function pickByWeight(pool: readonly PoolEntry[], random: () => number): PoolEntry {
  const total = pool.reduce((sum, entry) => sum + entry.weight, 0);
  let roll = random() * total;
  for (const entry of pool) {
    roll -= entry.weight;
    if (roll < 0) return entry;
  }
  return pick(pool, random);
}

/**
 * What the bot lists in one run (GAME.md "Economy"): a sport, a tier and an athlete of the
 * sport's pool by weight, at the reference price from the athlete's ASPI and the tier, until the
 * house holds `maxActive` listings or the next one would take its asking prices over the budget.
 */
export function planHouseListings(input: BotPlanInput): PlannedListing[] {
  const pools = input.pools.filter((pool) => pool.length > 0);
  if (pools.length === 0 || input.tiers.length === 0) return [];
  let { count, value } = input.active;
  const plan: PlannedListing[] = [];
  while (count < input.maxActive) {
    const pool = pick(pools, input.random);
    const tier = pick(input.tiers, input.random);
    const athlete = pickByWeight(pool, input.random);
    const price = referencePrice(athlete.aspi, tier, input.percentOfReference);
    if (value + price > input.budget) break;
    plan.push({ athleteId: athlete.athleteId, tier, price });
    count += 1;
    value += price;
  }
  return plan;
}

/** Two server processes never run the bot at once: its budget check reads what the other would write. */
const BOT_LOCK = 'market-bot';

/**
 * Run the market bot once inside the caller's transaction; null when staff have it switched
 * off. Pool cards nobody owns and nobody lists are listed again before new ones are minted,
 * and every listing goes through `createListing`, so price alerts fire for the house's too.
 */
export async function runMarketBot(
  tx: Db,
  options: { at: Date; random?: () => number },
): Promise<MarketBotRun | null> {
  const { at } = options;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${BOT_LOCK}, 0))`);
  const queries = createMarketBotQueries(tx);
  const settings = await queries.settings(true);
  if (!settings.enabled) return null;

  const bySport = new Map<number, PoolEntry[]>();
  for (const entry of await queries.pool(settings.sports.length > 0 ? settings.sports : null)) {
    bySport.set(entry.sportId, [...(bySport.get(entry.sportId) ?? []), entry]);
  }
  const plan = planHouseListings({
    budget: settings.budget,
    maxActive: settings.maxActive,
    percentOfReference: settings.percentOfReference,
    tiers: settings.tiers as CardTier[],
    active: await queries.houseActive(at),
    pools: [...bySport.values()],
    random: options.random ?? cryptoRandom,
  });

  const today = at.toISOString().slice(0, 10);
  const season = (await createDraftQueries(tx).currentSeason(today)) ?? today.slice(0, 4);
  // In athlete × tier order, as draft openings mint: each mint locks its series.
  const groups = new Map<string, PlannedListing[]>();
  for (const item of [...plan].sort(
    (a, b) => a.athleteId - b.athleteId || tierRank(a.tier) - tierRank(b.tier),
  )) {
    const key = `${item.athleteId}:${item.tier}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  for (const items of groups.values()) {
    const [first] = items;
    if (!first) continue;
    const idle = await queries.idlePoolCards(first.athleteId, first.tier, items.length);
    for (const [i, item] of items.entries()) {
      const cardId =
        idle[i] ??
        (await mintCard(tx, {
          athleteId: item.athleteId,
          tier: item.tier,
          season,
          ownerId: null,
          contractGamesLeft: DEFAULT_GAME_CONFIG.cards.newContractGames,
        }));
      await createListing(tx, {
        cardId,
        sellerId: null,
        body: { price: item.price, duration_days: settings.durationDays },
        at,
      });
    }
  }
  await queries.markRun(at);
  return { listed: plan.length, active_value: (await queries.houseActive(at)).value };
}
