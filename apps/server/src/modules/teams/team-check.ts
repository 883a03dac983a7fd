import {
  athleteId,
  athletePrice,
  type CardTier,
  cardId,
  type OwnedCard,
  type StartlistEntry,
  type Team,
  teamViolations,
} from '@shred/game';
import { badRequest } from '../../http/errors.ts';
import type {
  ListedCardRow,
  NewPick,
  OwnedCardRow,
  StartlistLine,
  StoredPick,
  TeamMode,
} from './teams.queries.ts';

export interface SubmittedPick {
  athlete_id: number;
  card_instance_id?: number | null | undefined;
}

export interface TeamCheckInput {
  mode: TeamMode;
  picks: readonly SubmittedPick[];
  captainId: number;
  startlist: readonly StartlistLine[];
  ownedCards: readonly OwnedCardRow[];
  /** The manager's picked cards that are on the market now. */
  listedCards?: readonly ListedCardRow[];
  cardsInOtherTeams: readonly number[];
  /** The stored team for an edit; null for a new team. */
  previous: { picks: readonly StoredPick[]; captainId: number } | null;
  now: number;
}

/** A broken rule: packages/game's, plus the server's own 'athlete-withdrawn' and 'card-listed'. */
interface Refusal {
  rule: string;
  message: string;
  athleteId?: number;
}

/** A tier is unknown for a card that is not the manager's; the ownership rule reports it first. */
const UNKNOWN_TIER: CardTier = 'common';

function asTeam(
  picks: readonly SubmittedPick[],
  captainId: number,
  owned: ReadonlyMap<number, OwnedCardRow>,
): Team {
  return {
    picks: picks.map((pick) => ({
      athleteId: athleteId(pick.athlete_id),
      card: pick.card_instance_id
        ? { id: cardId(pick.card_instance_id), tier: owned.get(pick.card_instance_id)?.tier ?? UNKNOWN_TIER }
        : null,
    })),
    captainId: athleteId(captainId),
  };
}

function storedTeam(previous: NonNullable<TeamCheckInput['previous']>): Team {
  return {
    picks: previous.picks.map((pick) => ({
      athleteId: athleteId(pick.athleteId),
      card: pick.cardInstanceId ? { id: cardId(pick.cardInstanceId), tier: pick.tier ?? UNKNOWN_TIER } : null,
    })),
    captainId: athleteId(previous.captainId),
  };
}

/**
 * Every rule the submitted team breaks. packages/game decides; the server adds three things it
 * knows and the pure rules do not: a withdrawn athlete cannot be newly picked (a pick kept
 * from before may stay), a card on the market cannot play (list-or-play), and a kept card is
 * not refused for a contract that ran out after it was picked (its contract was checked when
 * it was played; another game's completion may have spent the last game since).
 */
function refusals(input: TeamCheckInput, owned: ReadonlyMap<number, OwnedCardRow>): Refusal[] {
  const kept = new Set((input.previous?.picks ?? []).map((p) => `${p.athleteId}:${p.cardInstanceId ?? ''}`));
  const keptAthletes = new Set((input.previous?.picks ?? []).map((p) => p.athleteId));
  const isKept = (pick: SubmittedPick) => kept.has(`${pick.athlete_id}:${pick.card_instance_id ?? ''}`);
  const startlist: StartlistEntry[] = input.startlist.map((line) => ({
    athleteId: athleteId(line.athleteId),
    aspi: line.aspi,
    locksAt: line.locksAt,
  }));
  const ownedCards: OwnedCard[] = [...owned.values()].map((card) => ({
    id: cardId(card.id),
    athleteId: athleteId(card.athleteId),
    tier: card.tier,
    contractGamesLeft: card.contractGamesLeft,
  }));
  const common = {
    startlist,
    now: input.now,
    previous: input.previous ? storedTeam(input.previous) : null,
  };
  const team = asTeam(input.picks, input.captainId, owned);
  const found: Refusal[] =
    input.mode === 'manager'
      ? teamViolations(team, {
          ...common,
          mode: 'manager',
          ownedCards,
          cardsInOtherTeams: input.cardsInOtherTeams.map(cardId),
        })
      : teamViolations(team, { ...common, mode: 'quickplay' });
  const withdrawn = new Set(input.startlist.filter((l) => l.withdrawn).map((l) => l.athleteId));
  const listed = new Map((input.listedCards ?? []).map((card) => [card.id, card]));
  const ruleOut = (r: Refusal) =>
    r.rule === 'card-no-contract-games' && input.picks.some((p) => p.athlete_id === r.athleteId && isKept(p));
  return [
    ...found.filter((r) => !ruleOut(r)),
    ...input.picks
      .filter((pick) => withdrawn.has(pick.athlete_id) && !keptAthletes.has(pick.athlete_id))
      .map((pick) => ({
        rule: 'athlete-withdrawn',
        athleteId: pick.athlete_id,
        message: `Athlete ${pick.athlete_id} has withdrawn from this game: pick someone else.`,
      })),
    ...(input.mode === 'manager' ? input.picks : []).flatMap((pick) => {
      const card = listed.get(pick.card_instance_id ?? 0);
      return card
        ? [
            {
              rule: 'card-listed',
              athleteId: pick.athlete_id,
              message: `${card.lastName}’s ${card.tier} card is listed on the market: cancel the listing to play it.`,
            },
          ]
        : [];
    }),
  ];
}

const CAPTAIN_RULES = new Set(['captain-missing', 'captain-not-picked', 'captain-locked']);

/** Where a refusal belongs in the form: the pick it names (`picks.2`), the captain, or the team. */
function fieldOf(refusal: Refusal, picks: readonly SubmittedPick[]): string {
  if (CAPTAIN_RULES.has(refusal.rule)) return 'captain_id';
  if (refusal.athleteId === undefined) return 'picks';
  const indexes = picks.flatMap((p, i) => (p.athlete_id === refusal.athleteId ? [i] : []));
  const index = refusal.rule === 'duplicate-athlete' ? indexes.at(-1) : indexes[0];
  return index === undefined ? 'picks' : `picks.${index}`;
}

/**
 * Check a submitted team and answer the picks to store, or refuse with 400: `detail` names
 * the broken rules, `fields` holds every message under the pick (or captain) it concerns.
 */
export function checkTeam(input: TeamCheckInput): NewPick[] {
  const owned = new Map(input.ownedCards.map((card) => [card.id, card]));
  const broken = refusals(input, owned);
  if (broken.length > 0) {
    const fields: Record<string, string[]> = {};
    for (const refusal of broken) {
      const field = fieldOf(refusal, input.picks);
      fields[field] = [...(fields[field] ?? []), refusal.message];
    }
    const rules = [...new Set(broken.map((r) => r.rule))];
    const detail =
      rules.length === 1
        ? `The team breaks the rule ${rules[0]}: ${broken[0]?.message}`
        : `The team breaks ${rules.length} rules (${rules.join(', ')}): ${broken[0]?.message}`;
    throw badRequest(detail, fields);
  }
  const aspiOf = new Map(input.startlist.map((line) => [line.athleteId, line.aspi]));
  return input.picks.map((pick) => ({
    athleteId: pick.athlete_id,
    cardInstanceId: input.mode === 'manager' ? (pick.card_instance_id ?? null) : null,
    tier: input.mode === 'manager' ? (owned.get(pick.card_instance_id ?? 0)?.tier ?? null) : null,
    price: input.mode === 'quickplay' ? athletePrice(aspiOf.get(pick.athlete_id) ?? 0) : null,
  }));
}
