/**
 * Every default number of the game (GAME.md: "Numbers here are defaults … keep them in one
 * config module"). Functions take the part of the config they need as a parameter that
 * defaults to DEFAULT_GAME_CONFIG, so staff-changed values can be passed in.
 * Client-side constants of the spec (§9: score colours, gestures, short numbers) live beside
 * the rule that uses them, because staff do not change them.
 */
import type { Ruleset } from './ruleset.ts';
import type { CardTier, TierBoosts } from './tiers.ts';
import { type Credits, credits } from './units.ts';

export interface RewardBand {
  /** Share of the field that earns this band, e.g. 0.01 for the top 1 %. */
  readonly topShare: number;
  /** The band always covers at least this many places. */
  readonly atLeast: number;
}

export interface GameConfig {
  readonly team: {
    readonly picks: number;
    readonly captainMultiplier: number;
    readonly teamsPerGame: { readonly standard: number; readonly premium: number };
  };
  readonly cardTierBoosts: TierBoosts;
  readonly ruleset: Ruleset;
  readonly quickplay: {
    readonly budget: Credits;
    readonly basePrice: Credits;
    /** price = basePrice + round(ASPI / aspiPerCredit) */
    readonly aspiPerCredit: number;
  };
  readonly aspi: { readonly min: number; readonly max: number };
  readonly season: { readonly countedGames: number };
  readonly schedule: { readonly entryWindowDaysBeforeFirstCompetition: number };
  readonly cards: {
    readonly newContractGames: number;
    readonly extensionCostPerGame: Readonly<Record<CardTier, Credits>>;
    /** The cards a manager receives on finishing onboarding, so a newcomer can enter games at once. */
    readonly starterSquad: {
      readonly tier: CardTier;
      /** How many cards: a full team for the nearest open game, the rest over the followed sports. */
      readonly cards: number;
    };
  };
  readonly drafts: { readonly cardsPerOpening: number };
  readonly market: { readonly maxListingDays: number; readonly feeRate: number };
  readonly rewards: readonly RewardBand[];
  readonly subscription: {
    readonly trialDays: number;
    readonly trialEndingNoticeHours: number;
    /** Draft credits each paid month of premium brings (a yearly plan gets them monthly too). */
    readonly monthlyCredits: number;
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

export const DEFAULT_GAME_CONFIG: GameConfig = deepFreeze({
  team: { picks: 5, captainMultiplier: 1.5, teamsPerGame: { standard: 1, premium: 3 } },
  cardTierBoosts: { common: 1, rare: 1.05, epic: 1.1, legendary: 1.2 },
  ruleset: {
    placePoints: [100, 80, 65, 55, 50, 45, 40, 36],
    dropPerPlaceAfterTable: 2,
    minimumPoints: 2,
    bonuses: { bestRun: 10, madeFinal: 5 },
  },
  quickplay: { budget: credits(100), basePrice: credits(5), aspiPerCredit: 5 },
  aspi: { min: 0, max: 100 },
  season: { countedGames: 10 },
  schedule: { entryWindowDaysBeforeFirstCompetition: 7 },
  cards: {
    newContractGames: 10,
    extensionCostPerGame: { common: credits(1), rare: credits(2), epic: credits(4), legendary: credits(8) },
    starterSquad: { tier: 'common', cards: 10 },
  },
  drafts: { cardsPerOpening: 3 },
  market: { maxListingDays: 7, feeRate: 0.05 },
  rewards: [
    { topShare: 0.01, atLeast: 1 },
    { topShare: 0.1, atLeast: 3 },
    { topShare: 0.25, atLeast: 10 },
  ],
  subscription: { trialDays: 7, trialEndingNoticeHours: 48, monthlyCredits: 300 },
});
