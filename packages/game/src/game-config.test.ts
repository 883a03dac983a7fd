import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_CONFIG } from './game-config.ts';
import { rulesetProblems } from './ruleset.ts';

describe('DEFAULT_GAME_CONFIG pins the defaults of GAME.md', () => {
  const config = DEFAULT_GAME_CONFIG;
  it('teams: 5 picks, captain ×1.5, 1 team per game or 3 for premium managers', () => {
    expect(config.team).toEqual({
      picks: 5,
      captainMultiplier: 1.5,
      teamsPerGame: { standard: 1, premium: 3 },
    });
  });
  it('ruleset: 100, 80, 65, 55, 50, 45, 40, 36, then −2 per place, minimum 2, bonuses +10 / +5', () => {
    expect(config.ruleset).toEqual({
      placePoints: [100, 80, 65, 55, 50, 45, 40, 36],
      dropPerPlaceAfterTable: 2,
      minimumPoints: 2,
      bonuses: { bestRun: 10, madeFinal: 5 },
    });
    expect(rulesetProblems(config.ruleset)).toEqual([]);
  });
  it('quickplay: budget 100 credits, price 5 + round(ASPI / 5), ASPI 0–100', () => {
    expect(config.quickplay).toEqual({ budget: 100, basePrice: 5, aspiPerCredit: 5 });
    expect(config.aspi).toEqual({ min: 0, max: 100 });
  });
  it('season ranking counts the best 10 game scores; the entry window opens 7 days ahead', () => {
    expect(config.season.countedGames).toBe(10);
    expect(config.schedule.entryWindowDaysBeforeFirstCompetition).toBe(7);
  });
  it('economy: 10 contract games, extension 1/2/4/8 per game, 3 cards per draft, 7-day listings, 5 % fee', () => {
    expect(config.cards).toEqual({
      newContractGames: 10,
      extensionCostPerGame: { common: 1, rare: 2, epic: 4, legendary: 8 },
      starterSquad: { tier: 'common', cards: 10 },
    });
    expect(config.drafts.cardsPerOpening).toBe(3);
    expect(config.market).toEqual({ maxListingDays: 7, feeRate: 0.05 });
  });
  it('rewards: top 1 %, 10 %, 25 % with at least the top 1, 3 and 10', () => {
    expect(config.rewards).toEqual([
      { topShare: 0.01, atLeast: 1 },
      { topShare: 0.1, atLeast: 3 },
      { topShare: 0.25, atLeast: 10 },
    ]);
  });
  it('subscription: 7-day trial, notice 48 h before it ends, 300 credits a paid month', () => {
    expect(config.subscription).toEqual({ trialDays: 7, trialEndingNoticeHours: 48, monthlyCredits: 300 });
  });
  it('is deeply frozen so no caller can change a default by accident', () => {
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.ruleset.placePoints)).toBe(true);
    expect(Object.isFrozen(config.cardTierBoosts)).toBe(true);
    expect(() => {
      (config.team as { picks: number }).picks = 6;
    }).toThrow(TypeError);
  });
});
