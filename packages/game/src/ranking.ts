/**
 * Leaderboard ranks (GAME.md "Scoring and ranking"): standard competition ranking
 * (1, 2, 2, 4). In a game, a higher score ranks first and equal scores share a rank; among
 * equals the earlier submission is listed first, then the lower id, so the order is a pure
 * function of the entries.
 */
import { DEFAULT_GAME_CONFIG } from './game-config.ts';
import { type Instant, toEpochMs } from './instants.ts';
import { type Points, points } from './units.ts';

export type EntryId = number | string;

export interface GameEntry {
  readonly id: EntryId;
  readonly score: number;
  /** When the team was (last) submitted; an invalid time counts as the latest. */
  readonly submittedAt: Instant;
}

export type Ranked<T> = T & { readonly rank: number };

function compareIds(a: EntryId, b: EntryId): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function assertScore(score: number, id: EntryId): void {
  if (!Number.isFinite(score)) throw new RangeError(`score of ${id} must be finite, got ${score}`);
}

/**
 * Sorts with `ahead`, then `listed` among equals, then `id`, and gives each item 1 + the
 * number of items that `ahead` says precede it: items `ahead` does not separate share a rank.
 */
function competitionRanks<T>(
  items: readonly T[],
  ahead: (a: T, b: T) => number,
  listed: (a: T, b: T) => number,
  id: (item: T) => EntryId,
): Ranked<T>[] {
  const sorted = [...items].sort((a, b) => ahead(a, b) || listed(a, b) || compareIds(id(a), id(b)));
  const ranked: Ranked<T>[] = [];
  sorted.forEach((item, i) => {
    const previous = ranked[i - 1];
    const shares = previous !== undefined && ahead(previous, item) === 0;
    ranked.push({ ...item, rank: shares ? previous.rank : i + 1 });
  });
  return ranked;
}

const submittedMs = (entry: GameEntry): number => {
  const ms = toEpochMs(entry.submittedAt);
  return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
};

/** A game leaderboard: best first, each entry with its rank. */
export function rankGameEntries<T extends GameEntry>(entries: readonly T[]): Ranked<T>[] {
  const ids = new Set<EntryId>();
  for (const entry of entries) {
    assertScore(entry.score, entry.id);
    if (ids.has(entry.id)) throw new RangeError(`entry ${entry.id} appears twice`);
    ids.add(entry.id);
  }
  const times = new Map(entries.map((entry) => [entry.id, submittedMs(entry)]));
  const time = (entry: T): number => times.get(entry.id) ?? Number.POSITIVE_INFINITY;
  return competitionRanks(
    entries,
    (a, b) => b.score - a.score,
    (a, b) => (time(a) === time(b) ? 0 : time(a) < time(b) ? -1 : 1),
    (entry) => entry.id,
  );
}

/**
 * The best rank among the entries that match (a manager may have several teams in a game),
 * or null when none does.
 */
export function rankOf<T extends { readonly rank: number }>(
  ranked: readonly T[],
  matches: (entry: T) => boolean,
): number | null {
  let best: number | null = null;
  for (const entry of ranked) {
    if (matches(entry) && (best === null || entry.rank < best)) best = entry.rank;
  }
  return best;
}

/**
 * Where a rank stands among the ranked entries, the one way it is said ('Top 3 %'): the
 * smallest whole n with rank ≤ n % of the entries, at least 1 and at most 100. Integer
 * arithmetic, so 3 of 300 is exactly 'Top 1 %'. Null without a rank or without entries.
 */
export function topPercent(rank: number | null, entries: number): number | null {
  if (rank === null || !Number.isSafeInteger(rank) || !Number.isSafeInteger(entries)) return null;
  if (rank < 1 || entries < 1) return null;
  const percent = Math.floor((100 * Math.min(rank, entries) + entries - 1) / entries);
  return Math.max(1, percent);
}

export interface SeasonGameScore {
  readonly managerId: EntryId;
  readonly gameId: EntryId;
  readonly score: number;
}

export interface SeasonStanding {
  readonly managerId: EntryId;
  /** Sum of the counted game scores, exact to 2 decimals. */
  readonly total: Points;
  readonly gamesPlayed: number;
  readonly gamesCounted: number;
}

/**
 * Season ranking: each manager's best 10 game scores summed. A manager's score in a game is
 * the best of their teams in it, so extra (premium) teams in one game never add up.
 * Equal totals share a rank. Filter the scores first for a per-sport ranking.
 */
export function seasonRanking(
  scores: readonly SeasonGameScore[],
  countedGames: number = DEFAULT_GAME_CONFIG.season.countedGames,
): Ranked<SeasonStanding>[] {
  const byManager = new Map<EntryId, Map<EntryId, number>>();
  for (const { managerId, gameId, score } of scores) {
    assertScore(score, managerId);
    const games = byManager.get(managerId) ?? new Map<EntryId, number>();
    byManager.set(managerId, games);
    const hundredths = Math.round(score * 100);
    games.set(gameId, Math.max(games.get(gameId) ?? Number.NEGATIVE_INFINITY, hundredths));
  }
  const standings = [...byManager].map(([managerId, games]): SeasonStanding => {
    const best = [...games.values()].sort((a, b) => b - a).slice(0, Math.max(0, countedGames));
    return {
      managerId,
      total: points(best.reduce((sum, h) => sum + h, 0) / 100),
      gamesPlayed: games.size,
      gamesCounted: best.length,
    };
  });
  return competitionRanks(
    standings,
    (a, b) => b.total - a.total,
    () => 0,
    (standing) => standing.managerId,
  );
}
