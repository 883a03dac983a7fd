/**
 * Quickplay prices and budget (GAME.md "Teams and the two modes"): no cards, a budget of
 * 100 credits, athlete price = 5 + round(ASPI / 5), so 5 to 25 credits.
 */
import { DEFAULT_GAME_CONFIG, type GameConfig } from './game-config.ts';
import { type Credits, credits } from './units.ts';

export type PriceConfig = Pick<GameConfig, 'quickplay' | 'aspi'>;

/**
 * The price of an athlete with this ASPI. ASPI outside 0–100 is clamped into it; halves
 * round up (ASPI 12.5 → 5 + 3 = 8). Throws on NaN.
 */
export function athletePrice(aspi: number, config: PriceConfig = DEFAULT_GAME_CONFIG): Credits {
  if (Number.isNaN(aspi)) throw new RangeError('ASPI must be a number, got NaN');
  const clamped = Math.min(config.aspi.max, Math.max(config.aspi.min, aspi));
  return credits(config.quickplay.basePrice + Math.round(clamped / config.quickplay.aspiPerCredit));
}

export function teamCost(prices: readonly Credits[]): Credits {
  return credits(prices.reduce((sum, price) => sum + price, 0));
}

/** Budget left after these picks; negative when the picks cost more than the budget. */
export function remainingBudget(
  prices: readonly Credits[],
  budget: Credits = DEFAULT_GAME_CONFIG.quickplay.budget,
): Credits {
  return credits(budget - teamCost(prices));
}

export interface BudgetedPick {
  readonly price: Credits;
  readonly remaining: Credits;
  /** Picks still to make after this one. */
  readonly picksLeftAfter: number;
  /** Prices of the athletes still available for those picks (this one excluded). */
  readonly otherPrices: readonly Credits[];
}

/**
 * Whether this pick fits the budget and still leaves enough for the cheapest athletes that
 * could fill the remaining picks. Picks are made one screen at a time with no going back,
 * so a pick that strands the team must be refused up front.
 */
export function canPickWithinBudget({
  price,
  remaining,
  picksLeftAfter,
  otherPrices,
}: BudgetedPick): boolean {
  if (price > remaining) return false;
  if (picksLeftAfter <= 0) return true;
  if (otherPrices.length < picksLeftAfter) return false;
  const cheapest = [...otherPrices].sort((a, b) => a - b).slice(0, picksLeftAfter);
  return remaining - price >= cheapest.reduce((sum, p) => sum + p, 0);
}
