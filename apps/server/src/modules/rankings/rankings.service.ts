import type {
  CupLeaderboard,
  GameModeParam,
  Leaderboard,
  LeaderboardEntry,
  OwnEntry,
  SeasonRanking,
  Standing,
} from '@shred/contract';
import { DEFAULT_GAME_CONFIG } from '@shred/game';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { queryRows } from '../scoring/sql-rows.ts';
import { GAME_NOT_FOUND } from '../teams/teams.service.ts';
import { createLeaderboardQueries, type EntryRow, type Mode } from './leaderboard.queries.ts';
import { type StandingRow, standingsPage } from './standings.queries.ts';

export const CUP_NOT_FOUND = 'This quickplay cup does not exist.';

/** `mode` when given, else the client's active game mode (all → manager). */
export const modeOf = (mode: Mode | undefined, gameMode: GameModeParam | undefined): Mode =>
  mode ?? (gameMode === 'quickplay' ? 'quickplay' : 'manager');

const presentOwn = (row: EntryRow): OwnEntry => ({
  rank: row.rank,
  team_id: row.team_id,
  user_id: row.user_id,
  username: row.username,
  profile_image: row.profile_image,
  entry_number: row.entry_number,
  score: row.hundredths === null ? null : row.hundredths / 100,
});

const presentStanding = (row: StandingRow): Standing => ({
  rank: row.rank,
  user_id: row.user_id,
  username: row.username,
  profile_image: row.profile_image,
  total: Number(row.total),
  games_played: row.games_played,
  games_counted: row.games_counted,
  position: row.position,
});

interface PageQuery {
  page: number;
  page_size: number;
}

const range = ({ page, page_size }: PageQuery) => ({
  from: (page - 1) * page_size + 1,
  to: page * page_size,
});

/** Leaderboards and rankings, read from the boards the scoring passes wrote. */
export function createRankingsService(db: Db) {
  const leaderboards = createLeaderboardQueries(db);

  return {
    async gameLeaderboard(
      gameId: number,
      mode: Mode,
      query: PageQuery,
      viewerId: number | null,
    ): Promise<Leaderboard> {
      const { from, to } = range(query);
      const { exists, count, page, own } = await leaderboards.board(gameId, mode, from, to, viewerId);
      if (!exists) throw notFound(GAME_NOT_FOUND);
      return {
        game_id: gameId,
        mode,
        count,
        page: query.page,
        page_size: query.page_size,
        results: page.map(
          (row): LeaderboardEntry => ({
            ...presentOwn(row),
            rank: row.rank ?? 0,
            score: (row.hundredths ?? 0) / 100,
          }),
        ),
        me: own ? presentOwn(own) : null,
      };
    },

    /** Each manager's best 10 game scores of the season in manager mode, overall or in one sport. */
    async season(
      query: PageQuery & { season?: string | undefined; sport?: string | undefined },
      viewerId: number | null,
      today: string,
    ): Promise<SeasonRanking> {
      const [season, seasons] = await Promise.all([
        query.season ?? currentSeason(db, today),
        seasonsWithEvents(db),
      ]);
      const sport = query.sport ?? null;
      const perTeam = sql`
        select cs.user_id, cs.game_id, cs.hundredths::numeric / 100 as score
        from current_standings cs
        join fantasy_games g on g.id = cs.game_id
        join events e on e.id = g.event_id
        join disciplines d on d.id = g.discipline_id
        join sports s on s.id = d.sport_id
        where e.season = ${season ?? ''} and cs.mode = 'manager'
          and (${sport}::text is null or s.slug = ${sport})`;
      const { rows, count } = await standingsPage(db, {
        perTeam,
        counted: DEFAULT_GAME_CONFIG.season.countedGames,
        ...range(query),
        viewerId,
      });
      return { ...pageOfStandings({ season, sport, count, query, rows, viewerId }), seasons };
    },

    /** A cup's standings: the best quickplay cup team of each manager in each of the cup's games, summed. */
    async cup(slug: string, query: PageQuery, viewerId: number | null): Promise<CupLeaderboard> {
      const [cup] = await queryRows<{ id: number; slug: string; name: string; season: string }>(
        db,
        sql`select id, slug, name, season from quickplay_cups where slug = ${slug}`,
      );
      if (!cup) throw notFound(CUP_NOT_FOUND);
      const perTeam = sql`
        select t.user_id, t.game_id, cs.hundredths::numeric / 100 as score
        from teams t
        join current_standings cs on cs.team_id = t.id
        join quickplay_cup_games cg on cg.cup_id = t.cup_id and cg.game_id = t.game_id
        where t.cup_id = ${cup.id} and t.mode = 'quickplay'`;
      const { rows, count } = await standingsPage(db, { perTeam, counted: null, ...range(query), viewerId });
      const { results, me } = pageOfStandings({ season: null, sport: null, count, query, rows, viewerId });
      return {
        cup: { slug: cup.slug, name: cup.name, season: cup.season },
        count,
        page: query.page,
        page_size: query.page_size,
        results,
        me,
      };
    },
  };
}

function pageOfStandings(input: {
  season: string | null;
  sport: string | null;
  count: number;
  query: PageQuery;
  rows: StandingRow[];
  viewerId: number | null;
}): Omit<SeasonRanking, 'seasons'> {
  const { from, to } = range(input.query);
  const own = input.rows.find((row) => row.user_id === input.viewerId);
  return {
    season: input.season,
    sport: input.sport,
    count: input.count,
    page: input.query.page,
    page_size: input.query.page_size,
    results: input.rows.filter((row) => row.position >= from && row.position <= to).map(presentStanding),
    me: own ? presentStanding(own) : null,
  };
}

/** The season of the latest event that has begun, else the latest season there is. */
async function currentSeason(db: Db, today: string): Promise<string | null> {
  const [row] = await queryRows<{ season: string }>(
    db,
    sql`select season from events order by (date_from <= ${today}::date) desc, date_from desc limit 1`,
  );
  return row?.season ?? null;
}

/** Seasons that have events, newest first. */
async function seasonsWithEvents(db: Db): Promise<string[]> {
  const rows = await queryRows<{ season: string }>(
    db,
    sql`select season from events group by season order by max(date_from) desc`,
  );
  return rows.map((row) => row.season);
}

export type RankingsService = ReturnType<typeof createRankingsService>;
