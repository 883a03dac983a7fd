import { athletePrice, type CardTier, canPickWithinBudget, credits, DEFAULT_GAME_CONFIG } from '@shred/game';
import type { DemoRandom } from '../../seed/demo-random.ts';

/**
 * Pure planning of the demo's results and teams: who places where, and which valid teams the
 * demo managers enter. Seeded randomness only, so every machine seeds the same season.
 */
export interface DemoAthlete {
  id: number;
  aspi: number;
}

export interface PlannedResult {
  athleteId: number;
  place: number;
  score: number;
  bonuses: string[];
}

const FINALISTS = 8;
const PICKS = DEFAULT_GAME_CONFIG.team.picks;

/** Higher ASPI tends to place higher; luck decides the rest. */
const ranked = (athletes: readonly DemoAthlete[], random: DemoRandom, luck: number) =>
  athletes
    .map((a) => ({ a, form: a.aspi + random.next() * luck }))
    .sort((x, y) => y.form - x.form || x.a.id - y.a.id)
    .map((x) => x.a);

/**
 * A qualifier for the whole startlist and a final for its top 8. The best run of each round
 * earns `bestRun`; every finalist earns `madeFinal` (bonus names as the ruleset spells them,
 * null when it has no such bonus).
 */
export function planRounds(
  startlist: readonly DemoAthlete[],
  random: DemoRandom,
  bonus: { bestRun: string | null; madeFinal: string | null },
): { qualifier: PlannedResult[]; final: PlannedResult[] } {
  const judged = (place: number) => Math.round((95 - place * 2.5 + random.next() * 2) * 10) / 10;
  const qualifierOrder = ranked(startlist, random, 30);
  const qualifier = qualifierOrder.map((a, i) => ({
    athleteId: a.id,
    place: i + 1,
    score: judged(i + 1),
    bonuses: i === 0 && bonus.bestRun ? [bonus.bestRun] : [],
  }));
  const final = ranked(qualifierOrder.slice(0, FINALISTS), random, 40).map((a, i) => ({
    athleteId: a.id,
    place: i + 1,
    score: judged(i + 1),
    bonuses: [
      ...(i === 0 && bonus.bestRun ? [bonus.bestRun] : []),
      ...(bonus.madeFinal ? [bonus.madeFinal] : []),
    ],
  }));
  return { qualifier, final };
}

/** Five athletes, stars more likely: a manager's picks (cards are minted for them if needed). */
export function planManagerPicks(startlist: readonly DemoAthlete[], random: DemoRandom): DemoAthlete[] {
  return ranked(startlist, random, 120).slice(0, PICKS);
}

/**
 * Five athletes within the quickplay budget, chosen one at a time as the quickplay screens
 * do: each pick must leave enough for the cheapest athletes that can fill the rest.
 */
export function planQuickplayPicks(
  startlist: readonly DemoAthlete[],
  random: DemoRandom,
): DemoAthlete[] | null {
  let remaining = DEFAULT_GAME_CONFIG.quickplay.budget;
  const chosen: DemoAthlete[] = [];
  for (const candidate of ranked(startlist, random, 80)) {
    if (chosen.length === PICKS) break;
    const price = athletePrice(candidate.aspi);
    const others = startlist
      .filter((a) => a !== candidate && !chosen.includes(a))
      .map((a) => athletePrice(a.aspi));
    if (
      canPickWithinBudget({
        price,
        remaining,
        picksLeftAfter: PICKS - chosen.length - 1,
        otherPrices: others,
      })
    ) {
      chosen.push(candidate);
      remaining = credits(remaining - price);
    }
  }
  return chosen.length === PICKS ? chosen : null;
}

/** The captain: the pick with the best ASPI, sometimes a gamble on another. */
export function planCaptain(picks: readonly DemoAthlete[], random: DemoRandom): number {
  const best = [...picks].sort((a, b) => b.aspi - a.aspi || a.id - b.id)[0];
  return random.next() < 0.7 ? (best?.id ?? 0) : random.pick(picks).id;
}

const TIER_ODDS: ReadonlyArray<[CardTier, number]> = [
  ['legendary', 0.02],
  ['epic', 0.08],
  ['rare', 0.25],
];

export function drawTier(random: DemoRandom): CardTier {
  let roll = random.next();
  for (const [tier, odds] of TIER_ODDS) {
    if (roll < odds) return tier;
    roll -= odds;
  }
  return 'common';
}

const FIRST = [
  'powder',
  'slope',
  'ramp',
  'wave',
  'dirt',
  'rail',
  'kicker',
  'pipe',
  'cable',
  'flow',
  'grind',
  'carve',
];
const SECOND = [
  'hound',
  'wizard',
  'pilot',
  'monk',
  'fox',
  'kid',
  'ghost',
  'shark',
  'yeti',
  'otter',
  'raven',
  'comet',
];

/** Handles of the generated managers: unique, readable, the same on every machine. */
export function managerHandles(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST[i % FIRST.length];
    const second = SECOND[Math.floor(i / FIRST.length) % SECOND.length];
    return `${first}_${second}${i >= FIRST.length * SECOND.length ? `_${i}` : ''}`;
  });
}
