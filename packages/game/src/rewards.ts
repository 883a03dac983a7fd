/**
 * Placing rewards (GAME.md "Engagement"): when a game completes, the managers whose best
 * manager-mode team finished in the top 1 %, 10 % or 25 % (at least the top 1, 3 and 10) earn a
 * reward that waits in /manager/rewards until claimed. The bands are the XP placing bands
 * (xp.ts), so a rank earns placing XP and a reward of the same band.
 */
import { DEFAULT_DRAFTS } from './economy.ts';
import { DEFAULT_GAME_CONFIG, type RewardBand } from './game-config.ts';
import { formatCount } from './numbers.ts';
import type { CardTier } from './tiers.ts';
import { bandCutoff, placingBand } from './xp.ts';

/** What a reward gives. */
export const REWARD_KINDS = ['credits', 'card', 'xp'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** Where a reward came from: placing in a completed game, or completing a challenge. */
export const REWARD_SOURCES = ['game', 'challenge'] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

/** The placing bands, best first, as the rewards table names them. */
export const PLACING_BANDS = ['top1', 'top10', 'top25'] as const;
export type PlacingBand = (typeof PLACING_BANDS)[number];

/** What a reward gives: `amount` credits or XP, or one card of `cardTier` (amount 1). */
export type RewardPrize =
  | { readonly kind: 'credits'; readonly amount: number; readonly cardTier: null }
  | { readonly kind: 'xp'; readonly amount: number; readonly cardTier: null }
  | { readonly kind: 'card'; readonly amount: 1; readonly cardTier: CardTier };

/**
 * The prize of each placing band, best first. The winner's card is an epic one: a single epic
 * card is worth about a third of an epic draft (750 credits for 3), more than the top 10 %
 * earn. The top 10 % earn one common draft's price (100), the top 25 % a quarter of it, so a
 * few good finishes buy a draft but a reward never outweighs what playing costs.
 */
export const PLACING_PRIZES: readonly RewardPrize[] = [
  { kind: 'card', amount: 1, cardTier: 'epic' },
  { kind: 'credits', amount: DEFAULT_DRAFTS.common.price, cardTier: null },
  { kind: 'credits', amount: DEFAULT_DRAFTS.common.price / 4, cardTier: null },
];

/** How a band reads on a reward ("Top 1% in Park Men"). */
export const PLACING_BAND_LABELS: Readonly<Record<PlacingBand, string>> = {
  top1: 'Top 1%',
  top10: 'Top 10%',
  top25: 'Top 25%',
};

export interface PlacingReward {
  readonly band: PlacingBand;
  readonly prize: RewardPrize;
}

/**
 * The reward a manager's best final rank earns in a field of `fieldSize` manager-mode teams,
 * or null outside the bands. Tied teams share a rank, so all of them inside a band earn it.
 */
export function rewardForPlacing(
  rank: number,
  fieldSize: number,
  bands: readonly RewardBand[] = DEFAULT_GAME_CONFIG.rewards,
  prizes: readonly RewardPrize[] = PLACING_PRIZES,
): PlacingReward | null {
  const index = placingBand(rank, fieldSize, bands);
  if (index === null) return null;
  const band = PLACING_BANDS[index];
  const prize = prizes[index];
  return band && prize ? { band, prize } : null;
}

/** One band of a field as a query applies it: every best rank up to `lastRank` not in a better band. */
export interface PlacingSchedule {
  readonly band: PlacingBand;
  readonly lastRank: number;
  readonly prize: RewardPrize;
}

/**
 * The bands of a field of `fieldSize` teams with the last rank each covers, best first: what
 * the server needs to reward a whole board in one statement (a rank earns the first band whose
 * `lastRank` it does not pass). Bands covering no rank beyond a better one are left out.
 */
export function placingSchedule(
  fieldSize: number,
  bands: readonly RewardBand[] = DEFAULT_GAME_CONFIG.rewards,
  prizes: readonly RewardPrize[] = PLACING_PRIZES,
): PlacingSchedule[] {
  const schedule: PlacingSchedule[] = [];
  let covered = 0;
  bands.forEach((rewardBand, index) => {
    const band = PLACING_BANDS[index];
    const prize = prizes[index];
    const lastRank = bandCutoff(rewardBand, fieldSize);
    if (!band || !prize || lastRank <= covered) return;
    schedule.push({ band, lastRank, prize });
    covered = lastRank;
  });
  return schedule;
}

/** The title a placing reward carries in the rewards list. */
export function placingRewardTitle(band: PlacingBand, gameName: string): string {
  return `${PLACING_BAND_LABELS[band]} in ${gameName}`;
}

/** How a prize reads ("100 credits", "1 epic card", "250 XP"). */
export function describePrize(prize: Pick<RewardPrize, 'kind' | 'amount' | 'cardTier'>): string {
  if (prize.kind === 'card') return `1 ${prize.cardTier ?? 'common'} card`;
  if (prize.kind === 'xp') return `${formatCount(prize.amount)} XP`;
  return `${formatCount(prize.amount)} ${prize.amount === 1 ? 'credit' : 'credits'}`;
}
