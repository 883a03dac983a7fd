import { DEFAULT_GAME_CONFIG, type GameConfig } from './game-config.ts';
import type { AthleteId } from './units.ts';

export interface StarterCandidate {
  readonly id: AthleteId;
  readonly aspi: number;
}

/** The pickable athletes of one open game, in the order the caller prefers the games. */
export interface StarterField {
  readonly athletes: readonly StarterCandidate[];
}

export type StarterSquadConfig = Pick<GameConfig, 'cards'>;

/** `count` athletes taken at even steps through the field ranked by ASPI: a balanced team. */
function spreadPicks(field: readonly StarterCandidate[], count: number): AthleteId[] {
  const ranked = [...field].sort((a, b) => b.aspi - a.aspi || a.id - b.id);
  const picks: AthleteId[] = [];
  for (let i = 0; i < count; i++) {
    const athlete = ranked[Math.floor(((i + 0.5) * ranked.length) / count)];
    if (athlete) picks.push(athlete.id);
  }
  return picks;
}

/**
 * The athletes of a newcomer's starter squad: a full team for each of the first fields that
 * can still field one from athletes not already in the squad, so the squad enters that many
 * games at once. Spreading picks over the ASPI ranking gives neither only stars nor only the
 * weakest; fields too small for a team are skipped rather than half-covered.
 */
export function starterSquadAthletes(
  fields: readonly StarterField[],
  config: StarterSquadConfig = DEFAULT_GAME_CONFIG,
): AthleteId[] {
  const { games, cardsPerGame } = config.cards.starterSquad;
  const chosen = new Set<AthleteId>();
  let covered = 0;
  for (const field of fields) {
    if (covered >= games) break;
    const unique = new Map(field.athletes.filter((a) => !chosen.has(a.id)).map((a) => [a.id, a]));
    if (unique.size < cardsPerGame) continue;
    for (const id of spreadPicks([...unique.values()], cardsPerGame)) chosen.add(id);
    covered += 1;
  }
  return [...chosen];
}
