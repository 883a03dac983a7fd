import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  competitions,
  currentStandings,
  disciplines,
  eventSports,
  events,
  fantasyGames,
  sports,
  teams,
} from '../../db/schema/index.ts';
import { teamScore, teamScoreJoins } from '../scoring/team-score.sql.ts';

export type EventRow = typeof events.$inferSelect;
export type CompetitionRow = typeof competitions.$inferSelect;
export type EventPhase = 'live' | 'upcoming' | 'past';

export interface GameRow {
  id: number;
  eventId: number;
  name: string;
  status: 'UPC' | 'OPN' | 'CPL';
  gender: 'M' | 'W';
  opensAt: Date;
  rulesetId: number;
  scoredAt: Date | null;
  disciplineName: string;
  disciplineSlug: string;
  sportName: string;
  sportSlug: string;
}

export interface ViewerTeamRow {
  id: number;
  gameId: number;
  mode: 'manager' | 'quickplay';
  entryNumber: number;
  /** From the game's current board (scoring/team-score.sql.ts). */
  score: number | null;
  rank: number | null;
}

export interface CalendarFilter {
  phase?: EventPhase | undefined;
  sport?: string | undefined;
  season?: string | undefined;
  /** Words that must each appear in the name, location or slug (staff search). */
  search?: string | undefined;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchWhere(search: string | undefined): SQL | undefined {
  const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, 4);
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(ilike(events.name, pattern), ilike(events.location, pattern), ilike(events.slug, pattern));
    }),
  );
}

const PHASE_CODE: Record<EventPhase, number> = { live: 0, upcoming: 1, past: 2 };

/**
 * 0 live (a game is open), 1 upcoming (not over and not ended), 2 past. An event whose games
 * all completed is past even before its last day.
 */
function phaseOf(today: string): SQL<number> {
  const games = sql`select 1 from ${fantasyGames} where ${fantasyGames.eventId} = ${events.id}`;
  return sql<number>`case
    when exists (${games} and ${fantasyGames.status} = 'OPN') then 0
    when ${events.dateTo} >= ${today}::date
      and (not exists (${games}) or exists (${games} and ${fantasyGames.status} <> 'CPL')) then 1
    else 2 end`;
}

export const gameColumns = {
  id: fantasyGames.id,
  eventId: fantasyGames.eventId,
  name: fantasyGames.name,
  status: fantasyGames.status,
  gender: fantasyGames.gender,
  opensAt: fantasyGames.opensAt,
  rulesetId: fantasyGames.rulesetId,
  scoredAt: fantasyGames.scoredAt,
  disciplineName: disciplines.name,
  disciplineSlug: disciplines.slug,
  sportName: sports.name,
  sportSlug: sports.slug,
};

/** The only place that reads events, their games, competitions and the viewer's teams. */
export function createEventQueries(db: Db) {
  return {
    /** Ids of one calendar page: live first, then upcoming soonest, then past latest. */
    async calendarPage(
      filter: CalendarFilter,
      today: string,
      paging: { limit: number; offset: number },
    ): Promise<{ count: number; ids: number[] }> {
      const ranked = db
        .select({
          id: events.id,
          dateFrom: events.dateFrom,
          dateTo: events.dateTo,
          phase: phaseOf(today).as('phase'),
        })
        .from(events)
        .where(
          and(
            filter.season ? eq(events.season, filter.season) : undefined,
            searchWhere(filter.search),
            filter.sport
              ? sql`exists (select 1 from ${eventSports} join ${sports} on ${sports.id} = ${eventSports.sportId}
                  where ${eventSports.eventId} = ${events.id} and ${sports.slug} = ${filter.sport})`
              : undefined,
          ),
        )
        .as('ranked');
      const wherePhase = filter.phase ? eq(ranked.phase, PHASE_CODE[filter.phase]) : undefined;
      const [total, rows] = await Promise.all([
        db.select({ n: count() }).from(ranked).where(wherePhase),
        db
          .select({ id: ranked.id })
          .from(ranked)
          .where(wherePhase)
          .orderBy(
            asc(ranked.phase),
            sql`case when ${ranked.phase} < 2 then ${ranked.dateFrom} end asc nulls last`,
            sql`case when ${ranked.phase} = 2 then ${ranked.dateTo} end desc nulls last`,
            asc(ranked.id),
          )
          .limit(paging.limit)
          .offset(paging.offset),
      ]);
      return { count: total[0]?.n ?? 0, ids: rows.map((r) => r.id) };
    },
    eventsByIds: (ids: number[]): Promise<EventRow[]> =>
      ids.length ? db.select().from(events).where(inArray(events.id, ids)) : Promise.resolve([]),
    async eventBySlug(slug: string): Promise<EventRow | undefined> {
      const [row] = await db.select().from(events).where(eq(events.slug, slug)).limit(1);
      return row;
    },
    sportsOf: (eventIds: number[]): Promise<Array<{ eventId: number; name: string; slug: string }>> =>
      eventIds.length
        ? db
            .select({ eventId: eventSports.eventId, name: sports.name, slug: sports.slug })
            .from(eventSports)
            .innerJoin(sports, eq(sports.id, eventSports.sportId))
            .where(inArray(eventSports.eventId, eventIds))
            .orderBy(asc(sports.name))
        : Promise.resolve([]),
    gamesOf: (eventIds: number[]): Promise<GameRow[]> =>
      eventIds.length
        ? db
            .select(gameColumns)
            .from(fantasyGames)
            .innerJoin(disciplines, eq(disciplines.id, fantasyGames.disciplineId))
            .innerJoin(sports, eq(sports.id, disciplines.sportId))
            .where(inArray(fantasyGames.eventId, eventIds))
            .orderBy(asc(fantasyGames.opensAt), asc(fantasyGames.id))
        : Promise.resolve([]),
    gamesByIds: (gameIds: number[]): Promise<GameRow[]> =>
      gameIds.length
        ? db
            .select(gameColumns)
            .from(fantasyGames)
            .innerJoin(disciplines, eq(disciplines.id, fantasyGames.disciplineId))
            .innerJoin(sports, eq(sports.id, disciplines.sportId))
            .where(inArray(fantasyGames.id, gameIds))
            .orderBy(asc(fantasyGames.opensAt), asc(fantasyGames.id))
        : Promise.resolve([]),
    competitionsOf: (gameIds: number[]): Promise<CompetitionRow[]> =>
      gameIds.length
        ? db
            .select()
            .from(competitions)
            .where(inArray(competitions.gameId, gameIds))
            .orderBy(asc(competitions.roundOrder))
        : Promise.resolve([]),
    viewerTeams: (viewerId: number | null, gameIds: number[]): Promise<ViewerTeamRow[]> =>
      viewerId && gameIds.length
        ? db
            .select({
              id: teams.id,
              gameId: teams.gameId,
              mode: teams.mode,
              entryNumber: teams.entryNumber,
              score: teamScore,
              rank: currentStandings.rank,
            })
            .from(teams)
            .leftJoin(...teamScoreJoins.board)
            .leftJoin(...teamScoreJoins.line)
            .where(and(eq(teams.userId, viewerId), inArray(teams.gameId, gameIds)))
            .orderBy(asc(teams.entryNumber))
        : Promise.resolve([]),
  };
}

export type EventQueries = ReturnType<typeof createEventQueries>;
