import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { athletes, sports } from '../../db/schema/index.ts';
import { type AthleteRow, athleteColumns } from '../athletes/athletes.queries.ts';
import { intArray, queryRows } from '../scoring/sql-rows.ts';

/** One game on the athlete's startlists, with the fantasy points they earned in it. */
export interface AthleteGameRow {
  id: number;
  name: string;
  status: 'UPC' | 'OPN' | 'CPL';
  event_slug: string;
  event_name: string;
  date_from: string;
  season: string;
  /** numeric, as text; null before results. */
  points: string | null;
  place: number | null;
}

export interface StartlistAthleteRow {
  id: number;
  slug: string;
  first_name: string;
  last_name: string;
  gender: 'M' | 'W' | 'F';
  sport: string;
}

const RECENT_SALES = 8;

/** Reads behind the athlete zone: the linked athlete, their games and their cards on the market. */
export function createAthleteZoneQueries(db: Db) {
  return {
    async linkedAthlete(userId: number): Promise<AthleteRow | undefined> {
      const [row] = await db
        .select(athleteColumns)
        .from(athletes)
        .innerJoin(sports, eq(sports.id, athletes.primarySportId))
        .where(eq(athletes.userId, userId))
        .limit(1);
      return row;
    },

    /** Every game whose startlist holds the athlete (withdrawn or not), newest event first. */
    games: (athleteId: number): Promise<AthleteGameRow[]> =>
      queryRows<AthleteGameRow>(
        db,
        sql`select g.id, g.name, g.status, e.slug as event_slug, e.name as event_name,
              e.date_from::text as date_from, e.season, p.points::text as points, p.place
            from startlist_entries se
            join fantasy_games g on g.id = se.game_id
            join events e on e.id = g.event_id
            left join athlete_game_points p on p.game_id = g.id and p.athlete_id = se.athlete_id
            where se.athlete_id = ${athleteId}
            order by e.date_from desc, g.id desc`,
      ),

    /**
     * Distinct managers with the athlete in a manager team of these games, counting a pick only
     * once it is visible (the athlete's round has started, or the game is complete), as the
     * ownership figures do.
     */
    async managers(athleteId: number, gameIds: readonly number[], at: Date): Promise<number> {
      if (gameIds.length === 0) return 0;
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(distinct t.user_id)::int as n
            from team_picks p
            join teams t on t.id = p.team_id and t.mode = 'manager'
            join fantasy_games g on g.id = p.game_id
            join startlist_entries se on se.game_id = p.game_id and se.athlete_id = p.athlete_id
            join competitions c on c.id = se.competition_id
            where p.athlete_id = ${athleteId} and p.game_id = any(${intArray(gameIds)}::int[])
              and (g.status = 'CPL' or c.starts_at <= ${at.toISOString()}::timestamptz)`,
      );
      return row?.n ?? 0;
    },

    /** The athletes of a game's startlist, for naming the most picked. */
    startlist: (gameId: number): Promise<StartlistAthleteRow[]> =>
      queryRows<StartlistAthleteRow>(
        db,
        sql`select a.id, a.slug, a.first_name, a.last_name, a.gender, s.slug as sport
            from startlist_entries se
            join athletes a on a.id = se.athlete_id
            join sports s on s.id = a.primary_sport_id
            where se.game_id = ${gameId}
            order by a.id`,
      ),

    /** The athlete's cards for sale now (count, lowest ask) and their latest sales. */
    async market(athleteId: number, at: Date) {
      const [[open], sales] = await Promise.all([
        queryRows<{ n: number; lowest: number | null }>(
          db,
          sql`select count(*)::int as n, min(price)::int as lowest from market_listings
              where athlete_id = ${athleteId} and status = 'active' and expires_at > ${at.toISOString()}::timestamptz`,
        ),
        queryRows<{ price: number; tier: 'common' | 'rare' | 'epic' | 'legendary'; sold_at: Date | string }>(
          db,
          // A bigint arrives from node-postgres as text; float8 is exact for every price a listing holds.
          sql`select price::float8 as price, tier, closed_at as sold_at from market_listings
              where athlete_id = ${athleteId} and status = 'sold'
              order by closed_at desc, id desc limit ${RECENT_SALES}`,
        ),
      ]);
      return { activeListings: open?.n ?? 0, lowestPrice: open?.lowest ?? null, sales };
    },
  };
}

export type AthleteZoneQueries = ReturnType<typeof createAthleteZoneQueries>;
