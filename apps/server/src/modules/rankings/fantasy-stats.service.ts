import type { FantasyStats } from '@shred/contract';
import { topPercent } from '@shred/game';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { loadGameScoring } from '../scoring/game-scoring.ts';
import { queryRows } from '../scoring/sql-rows.ts';
import { createTeamReads } from '../teams/team-reads.queries.ts';
import { picksShownTo } from '../teams/team-visibility.ts';
import { athleteNames, presentScoreLine, teamBreakdown } from '../teams/teams.presenter.ts';
import { GAME_NOT_FOUND } from '../teams/teams.service.ts';
import { createLeaderboardQueries, type Mode } from './leaderboard.queries.ts';

const TOP_PICKS = 3;

export const MANAGER_NOT_FOUND = 'No manager has this username.';

/** Whose result to show: a named manager (a shared link), else the signed-in viewer, else nobody. */
export type StatsSubject = { username: string } | { userId: number | null };

/**
 * The data behind /graphics/fantasy-stats/{gameId} and its image: a manager's best team and how
 * it stands, with only the picks the viewer may see (issue 11.1).
 */
export function createFantasyStatsService(db: Db, now: () => number) {
  const leaderboards = createLeaderboardQueries(db);
  const teams = createTeamReads(db);

  async function userIdOf(subject: StatsSubject): Promise<number | null> {
    if (!('username' in subject)) return subject.userId;
    const [user] = await queryRows<{ id: number }>(
      db,
      sql`select id from users where lower(username) = lower(${subject.username}) and deleted_at is null`,
    );
    if (!user) throw notFound(MANAGER_NOT_FOUND);
    return user.id;
  }

  return {
    async stats(
      gameId: number,
      mode: Mode,
      subject: StatsSubject,
      viewerId: number | null,
    ): Promise<FantasyStats> {
      const [game] = await queryRows<{
        id: number;
        name: string;
        status: 'UPC' | 'OPN' | 'CPL';
        slug: string;
        event_name: string;
      }>(
        db,
        sql`select g.id, g.name, g.status, e.slug, e.name as event_name
            from fantasy_games g join events e on e.id = g.event_id where g.id = ${gameId}`,
      );
      if (!game) throw notFound(GAME_NOT_FOUND);
      const userId = await userIdOf(subject);
      const [{ count }, own] = await Promise.all([
        leaderboards.summary(gameId, mode),
        userId === null ? undefined : leaderboards.own(gameId, mode, userId),
      ]);
      const base = {
        game: {
          id: game.id,
          name: game.name,
          status: game.status,
          event: { slug: game.slug, name: game.event_name },
        },
        mode,
        entries: count,
      };
      if (!own) return { ...base, team: null };
      const [[team], picks, scoring] = await Promise.all([
        teams.teams([own.team_id]),
        teams.picks([own.team_id]),
        loadGameScoring(db, gameId),
      ]);
      if (!team || !scoring) return { ...base, team: null };
      const { shown, hidden } = picksShownTo(viewerId, team, picks, now());
      const names = athleteNames(shown);
      // Scored over the whole team (its total is the score), shown only for the picks the viewer may see.
      const lines = teamBreakdown(team, picks, scoring)
        .lines.filter((line) => names.has(line.athleteId))
        .map((line) => presentScoreLine(line, names));
      return {
        ...base,
        team: {
          team_id: team.id,
          username: team.username,
          score: team.score,
          rank: team.rank,
          top_percent: topPercent(team.rank, count),
          captain: lines.find((line) => line.is_captain) ?? null,
          top_picks: [...lines].sort((a, b) => b.line_total - a.line_total).slice(0, TOP_PICKS),
          lines,
          hidden_picks: hidden,
        },
      };
    },
  };
}
