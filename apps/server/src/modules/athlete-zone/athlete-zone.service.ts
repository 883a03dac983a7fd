import type { AthleteZoneGame, AthleteZoneGameInsights, AthleteZoneOverview } from '@shred/contract';
import type { AuthUser } from '../../auth/request-auth.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { presentAthlete } from '../athletes/athletes.presenter.ts';
import type { AthleteRow } from '../athletes/athletes.queries.ts';
import { type AthleteOwnership, athleteOwnership, gameTeamScores } from '../insights/ownership.queries.ts';
import { type AthleteGameRow, createAthleteZoneQueries } from './athlete-zone.queries.ts';

export const NOT_AN_ATHLETE =
  'The athlete zone is for athletes: staff link an athlete’s profile to their Shred League account.';
export const NOT_LINKED =
  'The athlete zone is for athletes whose profile is linked to their account, and yours is not linked yet.';
export const NOT_ON_STARTLIST = 'You are not on this game’s startlist.';

const MOST_PICKED = 5;

/** The picks of one athlete in one game, or none visible yet. */
function picksOf(own: AthleteOwnership | undefined, entries: number) {
  return own
    ? {
        entries: own.field,
        teams: own.teams,
        captains: own.captains,
        ownership: own.ownership,
        captaincy: own.captaincy,
        revealed: true,
      }
    : { entries, teams: 0, captains: 0, ownership: 0, captaincy: 0, revealed: false };
}

function presentGame(
  row: AthleteGameRow,
  own: AthleteOwnership | undefined,
  entries: number,
): AthleteZoneGame {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    event: { slug: row.event_slug, name: row.event_name, date_from: row.date_from },
    points: row.points === null ? null : Number(row.points),
    place: row.place,
    ...picksOf(own, entries),
  };
}

/** The athlete zone's numbers: only for an is_athlete user whose athlete profile staff linked. */
export function createAthleteZoneService(options: { db: Db; now: () => number }) {
  const { db } = options;
  const queries = createAthleteZoneQueries(db);

  async function athleteOf(user: AuthUser): Promise<AthleteRow> {
    if (!user.isAthlete) throw forbidden(NOT_AN_ATHLETE);
    const athlete = await queries.linkedAthlete(user.id);
    if (!athlete) throw forbidden(NOT_LINKED);
    return athlete;
  }

  /** One game as the athlete sees it: their own shares, from the insights' ownership figures. */
  async function gameFigures(athleteId: number, row: AthleteGameRow, at: Date) {
    const [ownership, [scores]] = await Promise.all([
      athleteOwnership(db, [row.id], at),
      gameTeamScores(db, [row.id]),
    ]);
    const own = ownership.find((o) => o.athlete_id === athleteId);
    return { ownership, scores, game: presentGame(row, own, scores?.teams ?? 0) };
  }

  return {
    athleteOf,

    async overview(user: AuthUser): Promise<AthleteZoneOverview> {
      const athlete = await athleteOf(user);
      const at = new Date(options.now());
      const all = await queries.games(athlete.id);
      const season = all[0]?.season ?? String(at.getUTCFullYear());
      const rows = all.filter((row) => row.season === season);
      const ids = rows.map((row) => row.id);
      const games: AthleteZoneGame[] = [];
      // One game at a time: each is a small aggregate, and the season holds a handful.
      for (const row of rows) games.push((await gameFigures(athlete.id, row, at)).game);
      const [seasonShares, managers, market] = await Promise.all([
        athleteOwnership(db, ids, at),
        queries.managers(athlete.id, ids, at),
        queries.market(athlete.id, at),
      ]);
      const own = seasonShares.find((o) => o.athlete_id === athlete.id);
      const scored = games.filter((g) => g.points !== null);
      const places = games.flatMap((g) => (g.place === null ? [] : [g.place]));
      return {
        athlete: presentAthlete(athlete, []),
        season,
        totals: {
          games: games.length,
          points: Math.round(scored.reduce((sum, g) => sum + (g.points ?? 0), 0) * 100) / 100,
          best_place: places.length ? Math.min(...places) : null,
          managers,
          teams: own?.teams ?? 0,
          captains: own?.captains ?? 0,
          ownership: own?.ownership ?? 0,
          captaincy: own?.captaincy ?? 0,
        },
        games,
        market: {
          active_listings: market.activeListings,
          lowest_price: market.lowestPrice,
          recent_sales: market.sales.map((sale) => ({
            price: sale.price,
            tier: sale.tier,
            sold_at: new Date(sale.sold_at).toISOString(),
          })),
        },
      };
    },

    async game(user: AuthUser, gameId: number): Promise<AthleteZoneGameInsights> {
      const athlete = await athleteOf(user);
      const row = (await queries.games(athlete.id)).find((g) => g.id === gameId);
      if (!row) throw notFound(NOT_ON_STARTLIST);
      const at = new Date(options.now());
      const [{ ownership, scores, game }, startlist] = await Promise.all([
        gameFigures(athlete.id, row, at),
        queries.startlist(gameId),
      ]);
      const names = new Map(startlist.map((a) => [a.id, a]));
      const mine = ownership.find((o) => o.athlete_id === athlete.id);
      const scored = (scores?.scored_teams ?? 0) > 0;
      return {
        athlete: presentAthlete(athlete, []),
        game,
        // Standard competition rank: athletes owned alike share it.
        ownership_rank: mine ? 1 + ownership.filter((o) => o.teams > mine.teams).length : null,
        startlist_size: startlist.length,
        average_score: scored ? (scores?.average_score ?? null) : null,
        top_score: scored ? (scores?.top_score ?? null) : null,
        most_picked: ownership.slice(0, MOST_PICKED).flatMap((o) => {
          const a = names.get(o.athlete_id);
          return a
            ? [
                {
                  athlete_id: a.id,
                  slug: a.slug,
                  first_name: a.first_name,
                  last_name: a.last_name,
                  gender: a.gender,
                  sport: a.sport,
                  ownership: o.ownership,
                  captaincy: o.captaincy,
                  is_me: a.id === athlete.id,
                },
              ]
            : [];
        }),
      };
    },
  };
}

export type AthleteZoneService = ReturnType<typeof createAthleteZoneService>;
