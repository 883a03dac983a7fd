/**
 * Team validation for both modes (GAME.md "Teams and the two modes"). Returns every broken
 * rule, in a fixed order (team shape, then per pick, then mode rules, then late swap), so the
 * client can show them all and the server can refuse with all of them at once.
 */
import { DEFAULT_GAME_CONFIG, type GameConfig } from './game-config.ts';
import { type Instant, toEpochMs } from './instants.ts';
import { lateSwapViolations } from './late-swap.ts';
import { athletePrice, teamCost } from './quickplay.ts';
import type { Team, TeamRuleViolation } from './team.ts';
import type { CardTier } from './tiers.ts';
import type { AthleteId, CardId, Credits } from './units.ts';

export interface StartlistEntry {
  readonly athleteId: AthleteId;
  readonly aspi: number;
  /** When the athlete's competition starts; their pick locks then. */
  readonly locksAt: Instant;
}

export interface OwnedCard {
  readonly id: CardId;
  readonly athleteId: AthleteId;
  readonly tier: CardTier;
  readonly contractGamesLeft: number;
}

interface CommonContext {
  readonly startlist: readonly StartlistEntry[];
  readonly now: Instant;
  /** The team as stored before this change; null or absent for a new team. */
  readonly previous?: Team | null;
  readonly config?: GameConfig;
}

export interface ManagerTeamContext extends CommonContext {
  readonly mode: 'manager';
  /** The manager's cards (at least those of the startlist's athletes). */
  readonly ownedCards: readonly OwnedCard[];
  /** Cards the manager already plays in another team of the same game. */
  readonly cardsInOtherTeams: readonly CardId[];
}

export interface QuickplayTeamContext extends CommonContext {
  readonly mode: 'quickplay';
  /** Defaults to the configured quickplay budget (100 credits). */
  readonly budget?: Credits;
}

export type TeamRuleContext = ManagerTeamContext | QuickplayTeamContext;

function shapeViolations(team: Team, size: number): TeamRuleViolation[] {
  const violations: TeamRuleViolation[] = [];
  if (team.picks.length !== size) {
    violations.push({
      rule: 'team-size',
      message: `Pick exactly ${size} athletes (this team has ${team.picks.length}).`,
    });
  }
  if (team.captainId === null) {
    violations.push({ rule: 'captain-missing', message: 'Choose 1 captain among your picks.' });
  } else if (!team.picks.some((pick) => pick.athleteId === team.captainId)) {
    violations.push({
      rule: 'captain-not-picked',
      athleteId: team.captainId,
      message: `The captain must be one of your picks (athlete ${team.captainId} is not).`,
    });
  }
  return violations;
}

function pickViolations(team: Team, startlist: ReadonlyMap<AthleteId, StartlistEntry>): TeamRuleViolation[] {
  const violations: TeamRuleViolation[] = [];
  const seen = new Set<AthleteId>();
  const reported = new Set<AthleteId>();
  for (const { athleteId } of team.picks) {
    if (!startlist.has(athleteId) && !seen.has(athleteId)) {
      violations.push({
        rule: 'not-in-startlist',
        athleteId,
        message: `Pick only athletes from the startlist (athlete ${athleteId} is not on it).`,
      });
    }
    if (seen.has(athleteId) && !reported.has(athleteId)) {
      reported.add(athleteId);
      violations.push({
        rule: 'duplicate-athlete',
        athleteId,
        message: `Pick each athlete once (athlete ${athleteId} is picked more than once).`,
      });
    }
    seen.add(athleteId);
  }
  return violations;
}

function managerViolations(team: Team, context: ManagerTeamContext): TeamRuleViolation[] {
  const violations: TeamRuleViolation[] = [];
  const owned = new Map(context.ownedCards.map((card) => [card.id, card]));
  const elsewhere = new Set(context.cardsInOtherTeams);
  for (const { athleteId, card } of team.picks) {
    if (card === null) {
      violations.push({
        rule: 'card-missing',
        athleteId,
        message: `Play a card you own for each pick (athlete ${athleteId} has none).`,
      });
      continue;
    }
    const cardId = card.id;
    const ownedCard = owned.get(cardId);
    if (!ownedCard) {
      violations.push({ rule: 'card-not-owned', athleteId, cardId, message: `Card ${cardId} is not yours.` });
      continue;
    }
    if (ownedCard.athleteId !== athleteId || ownedCard.tier !== card.tier) {
      violations.push({
        rule: 'card-mismatch',
        athleteId,
        cardId,
        message: `Card ${cardId} is a ${ownedCard.tier} card of athlete ${ownedCard.athleteId}, not a ${card.tier} card of athlete ${athleteId}.`,
      });
    }
    if (ownedCard.contractGamesLeft < 1) {
      violations.push({
        rule: 'card-no-contract-games',
        athleteId,
        cardId,
        message: `Card ${cardId} has no contract games left: extend its contract to play it.`,
      });
    }
    if (elsewhere.has(cardId)) {
      violations.push({
        rule: 'card-in-other-team',
        athleteId,
        cardId,
        message: `Card ${cardId} already plays in another of your teams in this game.`,
      });
    }
  }
  return violations;
}

function quickplayViolations(
  team: Team,
  context: QuickplayTeamContext,
  startlist: ReadonlyMap<AthleteId, StartlistEntry>,
  config: GameConfig,
): TeamRuleViolation[] {
  const violations: TeamRuleViolation[] = [];
  for (const { athleteId, card } of team.picks) {
    if (card !== null) {
      violations.push({
        rule: 'card-in-quickplay',
        athleteId,
        cardId: card.id,
        message: `Quickplay uses no cards (athlete ${athleteId} has card ${card.id}).`,
      });
    }
  }
  const budget = context.budget ?? config.quickplay.budget;
  const prices = team.picks.flatMap(({ athleteId }) => {
    const entry = startlist.get(athleteId);
    return entry ? [athletePrice(entry.aspi, config)] : [];
  });
  const cost = teamCost(prices);
  if (cost > budget) {
    violations.push({
      rule: 'over-budget',
      message: `Stay within the budget of ${budget} credits (this team costs ${cost}).`,
    });
  }
  return violations;
}

/** Every rule the team breaks in this context; an empty list means the team may be saved. */
export function teamViolations(team: Team, context: TeamRuleContext): TeamRuleViolation[] {
  const config = context.config ?? DEFAULT_GAME_CONFIG;
  const startlist = new Map(context.startlist.map((entry) => [entry.athleteId, entry]));
  const modeViolations =
    context.mode === 'manager'
      ? managerViolations(team, context)
      : quickplayViolations(team, context, startlist, config);
  const lockTimeOf = (athleteId: AthleteId): number => toEpochMs(startlist.get(athleteId)?.locksAt);
  return [
    ...shapeViolations(team, config.team.picks),
    ...pickViolations(team, startlist),
    ...modeViolations,
    ...lateSwapViolations(context.previous ?? null, team, lockTimeOf, toEpochMs(context.now)),
  ];
}

/** How many teams a manager may enter in one game: 1, or 3 with premium. */
export function teamsAllowedPerGame(premium: boolean, config: GameConfig = DEFAULT_GAME_CONFIG): number {
  return premium ? config.team.teamsPerGame.premium : config.team.teamsPerGame.standard;
}
