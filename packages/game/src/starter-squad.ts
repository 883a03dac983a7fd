import { DEFAULT_GAME_CONFIG, type GameConfig } from './game-config.ts';
import type { AthleteId } from './units.ts';

export interface StarterCandidate {
  readonly id: AthleteId;
  readonly aspi: number;
}

/**
 * The athletes a newcomer could still pick in one game, with the game's sport (slug) and
 * whether the game is open now. The caller lists games in the order it prefers them: the
 * soonest-locking open games first, then the upcoming ones.
 */
export interface StarterField {
  readonly sport: string;
  readonly open: boolean;
  readonly athletes: readonly StarterCandidate[];
}

export type StarterSquadConfig = Pick<GameConfig, 'cards' | 'team'>;

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

/** The field's athletes once each, leaving out those already in the squad. */
function available(field: StarterField, squad: ReadonlySet<AthleteId>): StarterCandidate[] {
  return [...new Map(field.athletes.filter((a) => !squad.has(a.id)).map((a) => [a.id, a])).values()];
}

/**
 * The athletes of a newcomer's starter squad (GAME.md: "drawn from the sports they follow (or
 * all sports), so that they can play at once"):
 * 1. a full team from the nearest open game of a followed sport (of any sport when no
 *    followed sport has an open game that can field one), so the newcomer enters it at once;
 * 2. the rest spread evenly over the other followed sports, nearest games first (over the
 *    anchor's own sport when it is the only one followed);
 * 3. any cards still missing (sports with too few athletes) from the followed sports, then
 *    from every sport.
 * Following no sport, or only sports without games, counts as following all of them. Picks
 * are spread over each game's ASPI ranking: neither only stars nor only the weakest.
 */
export function starterSquadAthletes(
  fields: readonly StarterField[],
  followed: readonly string[],
  config: StarterSquadConfig = DEFAULT_GAME_CONFIG,
): AthleteId[] {
  const size = config.cards.starterSquad.cards;
  const teamSize = config.team.picks;
  const everySport = [...new Set(fields.map((f) => f.sport))];
  const followedInPlay = [...new Set(followed)].filter((sport) => everySport.includes(sport));
  const sports = followedInPlay.length > 0 ? followedInPlay : everySport;
  const squad = new Set<AthleteId>();

  const fullTeam = (field: StarterField) => available(field, squad).length >= teamSize;
  const anchor =
    fields.find((f) => f.open && sports.includes(f.sport) && fullTeam(f)) ??
    fields.find((f) => f.open && fullTeam(f)) ??
    fields.find((f) => sports.includes(f.sport) && fullTeam(f));
  if (anchor) {
    for (const id of spreadPicks(available(anchor, squad), Math.min(teamSize, size))) squad.add(id);
  }

  /** Up to `count` athletes of `sport`, nearest game first; the anchor game comes last. */
  const take = (sport: string, count: number): number => {
    let taken = 0;
    const games = fields.filter((f) => f.sport === sport && f !== anchor);
    for (const field of anchor?.sport === sport ? [...games, anchor] : games) {
      if (taken >= count) break;
      const left = available(field, squad);
      for (const id of spreadPicks(left, Math.min(count - taken, left.length))) squad.add(id);
      taken += Math.min(count - taken, left.length);
    }
    return taken;
  };
  const hasAthletesLeft = (sport: string) =>
    fields.some((f) => f.sport === sport && available(f, squad).length > 0);
  /** Fill the squad over `pool`, evenly, handing a thin sport's share on to the others. */
  const fill = (pool: readonly string[]) => {
    for (;;) {
      const missing = size - squad.size;
      const live = pool.filter(hasAthletesLeft);
      if (missing <= 0 || live.length === 0) return;
      live.forEach((sport, i) => {
        take(sport, Math.floor(missing / live.length) + (i < missing % live.length ? 1 : 0));
      });
    }
  };
  const others = sports.filter((sport) => sport !== anchor?.sport);
  fill(others.length > 0 ? others : sports);
  fill(sports);
  fill(everySport);
  return [...squad];
}
