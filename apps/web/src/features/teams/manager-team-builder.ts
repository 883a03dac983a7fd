/**
 * The manager team builder's rules as the pick screen shows them (GAME.md "Manager mode"):
 * which startlist athletes can be picked with which card, and why not. The final say stays
 * with `teamViolations` from @shred/game (and the server, which runs the same rules).
 */
import type { AthleteCard, GameDetail, StartlistEntryView, TeamBody, TeamView } from '@shred/contract';
import {
  athleteId,
  type CardTier,
  cardId,
  DEFAULT_GAME_CONFIG,
  formatCount,
  type ManagerTeamContext,
  type Team,
  type TeamRuleViolation,
  teamViolations,
  tierRank,
  toEpochMs,
} from '@shred/game';

export interface BuilderCard {
  id: number;
  athleteId: number;
  tier: CardTier;
  contractGamesLeft: number;
  /** The price it is listed for on the market; a listed card cannot play (list-or-play). */
  listedFor?: number | null;
}

export interface BuilderPick {
  athleteId: number;
  card: BuilderCard;
}

export interface BuilderTeam {
  picks: readonly BuilderPick[];
  captainId: number | null;
}

/** What the screen knows while building: the game, the viewer's cards and their other teams. */
export interface BuilderContext {
  startlist: readonly StartlistEntryView[];
  cards: readonly BuilderCard[];
  /** Cards playing in the viewer's other teams of this game. */
  cardsInOtherTeams: ReadonlySet<number>;
  /** The team being edited as stored; null for a new team. */
  previous: BuilderTeam | null;
  nowMs: number;
  teamSize: number;
}

export interface Candidate {
  entry: StartlistEntryView;
  /** The card this athlete would be played with: the kept one, else the best usable one. */
  card: BuilderCard | null;
  /** The athlete's competition has started: the pick can no longer be added, removed or changed. */
  locked: boolean;
  picked: boolean;
  isCaptain: boolean;
  /** Why the athlete cannot be picked right now; null when they can (or are picked). */
  blocked: string | null;
}

export const BLOCK_REASONS = {
  locked: 'Locked: their competition has started.',
  withdrawn: 'Withdrawn from this game.',
  noCard: 'You own no card of this athlete.',
  inOtherTeam: 'Your card of this athlete plays in your other team in this game.',
  listed: 'Your cards of this athlete are listed on the market: cancel the listing to play them.',
  noContract: 'No contract games left: extend the contract in My Athletes.',
  full: 'Your team is full: remove a pick to add this athlete.',
} as const;

export function builderCards(cards: readonly AthleteCard[]): BuilderCard[] {
  return cards.map((card) => ({
    id: card.card_instance_id,
    athleteId: card.id,
    tier: card.tier,
    contractGamesLeft: card.contract_games_left,
    listedFor: card.listing?.price ?? null,
  }));
}

/** A stored team in the builder's terms; its cards are looked up among the viewer's own. */
export function builderTeamOf(team: TeamView, cards: readonly BuilderCard[]): BuilderTeam {
  const byId = new Map(cards.map((card) => [card.id, card]));
  return {
    picks: team.picks.flatMap((pick) => {
      const id = pick.card_instance_id;
      const card =
        (id !== null ? byId.get(id) : undefined) ??
        (id !== null && pick.tier
          ? { id, athleteId: pick.athlete.id, tier: pick.tier, contractGamesLeft: 0 }
          : undefined);
      return card ? [{ athleteId: pick.athlete.id, card }] : [];
    }),
    captainId: team.captain_id,
  };
}

export function isLocked(entry: Pick<StartlistEntryView, 'locks_at'>, nowMs: number): boolean {
  return toEpochMs(entry.locks_at) <= nowMs;
}

/** Highest tier first (the biggest boost), then the longest contract. */
const byValue = (a: BuilderCard, b: BuilderCard) =>
  tierRank(b.tier) - tierRank(a.tier) || b.contractGamesLeft - a.contractGamesLeft;

/** Cards of the athlete that can be played in this team now, best first. */
export function usableCards(athlete: number, context: BuilderContext): BuilderCard[] {
  const kept = context.previous?.picks.find((pick) => pick.athleteId === athlete)?.card;
  return context.cards
    .filter((card) => card.athleteId === athlete && !context.cardsInOtherTeams.has(card.id))
    .filter((card) => card.listedFor == null)
    .filter((card) => card.contractGamesLeft >= 1 || card.id === kept?.id)
    .sort(byValue);
}

/** A card the manager can play for a picked athlete, standing for all its alike copies. */
export interface CardChoice {
  card: BuilderCard;
  /** Cards of the same tier and contract games left, which play the same: one choice for all. */
  copies: number;
  /** Why this card cannot play here; null when it can. */
  unavailable: string | null;
}

export const CARD_UNAVAILABLE = {
  inOtherTeam: 'Plays in your other team in this game.',
  noContract: 'No contract games left.',
  listed: (price: number) => `Listed for ${formatCount(price)} credits.`,
} as const;

/**
 * The viewer's cards of the athlete, best first, each with why it cannot play (a card plays in
 * one team per game and needs a contract game; a card kept from the stored team stays playable,
 * as the server allows). Alike cards make one choice, shown by `keep` when it is among them.
 */
export function cardChoices(athlete: number, context: BuilderContext, keep?: number): CardChoice[] {
  const usable = new Set(usableCards(athlete, context).map((card) => card.id));
  const choices = new Map<string, CardChoice>();
  for (const card of context.cards.filter((c) => c.athleteId === athlete).sort(byValue)) {
    const unavailable = usable.has(card.id)
      ? null
      : card.listedFor != null
        ? CARD_UNAVAILABLE.listed(card.listedFor)
        : context.cardsInOtherTeams.has(card.id)
          ? CARD_UNAVAILABLE.inOtherTeam
          : CARD_UNAVAILABLE.noContract;
    const alike = `${card.tier}:${card.contractGamesLeft}:${unavailable}`;
    const known = choices.get(alike);
    if (!known) choices.set(alike, { card, copies: 1, unavailable });
    else
      choices.set(alike, { ...known, card: card.id === keep ? card : known.card, copies: known.copies + 1 });
  }
  return [...choices.values()];
}

/** Play the picked athlete with another of the viewer's cards; a locked pick never changes. */
export function chooseCard(
  team: BuilderTeam,
  athlete: number,
  cardInstanceId: number,
  context: BuilderContext,
): BuilderTeam {
  const entry = context.startlist.find((e) => e.athlete.id === athlete);
  if (!entry || isLocked(entry, context.nowMs)) return team;
  const card = usableCards(athlete, context).find((c) => c.id === cardInstanceId);
  if (!card) return team;
  return {
    ...team,
    picks: team.picks.map((pick) => (pick.athleteId === athlete ? { ...pick, card } : pick)),
  };
}

function blockReason(entry: StartlistEntryView, context: BuilderContext, locked: boolean): string | null {
  if (locked) return BLOCK_REASONS.locked;
  if (entry.withdrawn) return BLOCK_REASONS.withdrawn;
  const own = context.cards.filter((card) => card.athleteId === entry.athlete.id);
  if (own.length === 0) return BLOCK_REASONS.noCard;
  const free = own.filter((card) => !context.cardsInOtherTeams.has(card.id));
  if (free.length === 0) return BLOCK_REASONS.inOtherTeam;
  if (free.every((card) => card.listedFor != null)) return BLOCK_REASONS.listed;
  if (usableCards(entry.athlete.id, context).length === 0) return BLOCK_REASONS.noContract;
  return null;
}

/**
 * Every startlist athlete with its pick state: picked ones first in pick order, then those
 * that can be picked (best ASPI first), then the blocked ones.
 */
export function candidates(team: BuilderTeam, context: BuilderContext): Candidate[] {
  const picked = new Map(team.picks.map((pick, index) => [pick.athleteId, { pick, index }]));
  const full = team.picks.length >= context.teamSize;
  const list = context.startlist.map((entry): Candidate & { order: number } => {
    const locked = isLocked(entry, context.nowMs);
    const mine = picked.get(entry.athlete.id);
    if (mine) {
      return {
        entry,
        card: mine.pick.card,
        locked,
        picked: true,
        isCaptain: team.captainId === entry.athlete.id,
        blocked: null,
        order: mine.index,
      };
    }
    const reason = blockReason(entry, context, locked) ?? (full ? BLOCK_REASONS.full : null);
    return {
      entry,
      card: usableCards(entry.athlete.id, context)[0] ?? null,
      locked,
      picked: false,
      isCaptain: false,
      blocked: reason,
      order: reason === null ? 100 : 200,
    };
  });
  return list
    .sort((a, b) => a.order - b.order || b.entry.athlete.aspi - a.entry.athlete.aspi)
    .map(({ order: _order, ...candidate }) => candidate);
}

/** Add the athlete with their best usable card, or remove them (never a locked pick). */
export function togglePick(team: BuilderTeam, athlete: number, context: BuilderContext): BuilderTeam {
  const entry = context.startlist.find((e) => e.athlete.id === athlete);
  if (!entry || isLocked(entry, context.nowMs)) return team;
  if (team.picks.some((pick) => pick.athleteId === athlete)) {
    return {
      picks: team.picks.filter((pick) => pick.athleteId !== athlete),
      captainId: team.captainId === athlete ? null : team.captainId,
    };
  }
  if (team.picks.length >= context.teamSize || blockReason(entry, context, false) !== null) return team;
  const card = usableCards(athlete, context)[0];
  return card ? { ...team, picks: [...team.picks, { athleteId: athlete, card }] } : team;
}

/**
 * Whether the captain can move to this athlete (late swap: only while both the current and
 * the new captain of a stored team are unlocked).
 */
export function canMakeCaptain(team: BuilderTeam, athlete: number, context: BuilderContext): boolean {
  if (!team.picks.some((pick) => pick.athleteId === athlete)) return false;
  const previousCaptain = context.previous?.captainId ?? null;
  if (previousCaptain === null || previousCaptain === athlete) return true;
  const lockedAthlete = (id: number) => {
    const entry = context.startlist.find((e) => e.athlete.id === id);
    return entry ? isLocked(entry, context.nowMs) : false;
  };
  return !lockedAthlete(previousCaptain) && !lockedAthlete(athlete);
}

const asGameTeam = (team: BuilderTeam): Team => ({
  picks: team.picks.map((pick) => ({
    athleteId: athleteId(pick.athleteId),
    card: { id: cardId(pick.card.id), tier: pick.card.tier },
  })),
  captainId: team.captainId === null ? null : athleteId(team.captainId),
});

/**
 * Every rule the team breaks, by @shred/game. Like the server, a card kept from the stored
 * team is not refused for a contract that ran out after it was played.
 */
export function builderViolations(team: BuilderTeam, context: BuilderContext): TeamRuleViolation[] {
  const rules: ManagerTeamContext = {
    mode: 'manager',
    startlist: context.startlist.map((entry) => ({
      athleteId: athleteId(entry.athlete.id),
      aspi: entry.athlete.aspi,
      locksAt: entry.locks_at,
    })),
    ownedCards: context.cards.map((card) => ({
      id: cardId(card.id),
      athleteId: athleteId(card.athleteId),
      tier: card.tier,
      contractGamesLeft: card.contractGamesLeft,
    })),
    cardsInOtherTeams: [...context.cardsInOtherTeams].map(cardId),
    previous: context.previous ? asGameTeam(context.previous) : null,
    now: context.nowMs,
    config: { ...DEFAULT_GAME_CONFIG, team: { ...DEFAULT_GAME_CONFIG.team, picks: context.teamSize } },
  };
  const kept = new Set(context.previous?.picks.map((pick) => pick.card.id));
  return teamViolations(asGameTeam(team), rules).filter(
    (violation) =>
      !(
        violation.rule === 'card-no-contract-games' &&
        violation.cardId !== undefined &&
        kept.has(violation.cardId)
      ),
  );
}

export function managerTeamBody(team: BuilderTeam): TeamBody {
  return {
    mode: 'manager',
    picks: team.picks.map((pick) => ({ athlete_id: pick.athleteId, card_instance_id: pick.card.id })),
    captain_id: team.captainId ?? 0,
  };
}

/** Cards the viewer plays in their other manager teams of the game. */
export function cardsInOtherTeams(teams: readonly TeamView[], editing: TeamView | null): Set<number> {
  return new Set(
    teams
      .filter((team) => team.id !== editing?.id)
      .flatMap((team) =>
        team.picks.flatMap((pick) => (pick.card_instance_id ? [pick.card_instance_id] : [])),
      ),
  );
}

/** The builder's context for a game. */
export function builderContext(
  game: Pick<GameDetail, 'startlist' | 'team_size'>,
  cards: readonly BuilderCard[],
  teams: readonly TeamView[],
  editing: TeamView | null,
  nowMs: number,
): BuilderContext {
  return {
    startlist: game.startlist,
    cards,
    cardsInOtherTeams: cardsInOtherTeams(teams, editing),
    previous: editing ? builderTeamOf(editing, cards) : null,
    nowMs,
    teamSize: game.team_size,
  };
}
