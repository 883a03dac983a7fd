import type { CardTier } from '@shred/game';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  athletes,
  competitions,
  currentStandings,
  fantasyGames,
  quickplayCups,
  startlistEntries,
  teamPicks,
  teams,
  users,
} from '../../db/schema/index.ts';
import { pointsOf, teamHundredths, teamScoreJoins } from '../scoring/team-score.sql.ts';
import type { TeamMode, TeamRow } from './teams.queries.ts';

export interface TeamWithOwner extends TeamRow {
  /** From the game's current board; null while the game has none. */
  score: number | null;
  /** Null while the game has no board, or the team was entered after its last pass. */
  rank: number | null;
  username: string;
  cupSlug: string | null;
  gameStatus: 'UPC' | 'OPN' | 'CPL';
}

export interface PickView {
  teamId: number;
  athlete: {
    id: number;
    slug: string;
    firstName: string;
    lastName: string;
    avatar: string | null;
    nationality: string;
    aspi: number;
  };
  cardInstanceId: number | null;
  tier: CardTier | null;
  price: number | null;
  /** Null only if the athlete has since been taken off the startlist. */
  locksAt: Date | null;
}

/** The only place that reads teams for showing them. */
export function createTeamReads(db: Db) {
  return {
    async teams(teamIds: readonly number[]): Promise<TeamWithOwner[]> {
      if (teamIds.length === 0) return [];
      const rows = await db
        .select({
          team: teams,
          username: users.username,
          cupSlug: quickplayCups.slug,
          gameStatus: fantasyGames.status,
          rank: currentStandings.rank,
          hundredths: teamHundredths,
        })
        .from(teams)
        .innerJoin(users, eq(users.id, teams.userId))
        .innerJoin(fantasyGames, eq(fantasyGames.id, teams.gameId))
        .leftJoin(quickplayCups, eq(quickplayCups.id, teams.cupId))
        .leftJoin(...teamScoreJoins.board)
        .leftJoin(...teamScoreJoins.line)
        .where(inArray(teams.id, [...teamIds]))
        .orderBy(asc(teams.mode), asc(teams.entryNumber));
      return rows.map((r) => ({
        ...r.team,
        score: pointsOf(r.hundredths),
        rank: r.rank,
        username: r.username,
        cupSlug: r.cupSlug,
        gameStatus: r.gameStatus,
      }));
    },
    async teamIdsOf(userId: number, gameId: number, mode: TeamMode | null): Promise<number[]> {
      const rows = await db
        .select({ id: teams.id })
        .from(teams)
        .where(
          and(eq(teams.userId, userId), eq(teams.gameId, gameId), mode ? eq(teams.mode, mode) : undefined),
        );
      return rows.map((r) => r.id);
    },
    async picks(teamIds: readonly number[]): Promise<PickView[]> {
      if (teamIds.length === 0) return [];
      return db
        .select({
          teamId: teamPicks.teamId,
          athlete: {
            id: athletes.id,
            slug: athletes.slug,
            firstName: athletes.firstName,
            lastName: athletes.lastName,
            avatar: athletes.avatar,
            nationality: athletes.nationality,
            aspi: athletes.aspi,
          },
          cardInstanceId: teamPicks.cardInstanceId,
          tier: teamPicks.tier,
          price: teamPicks.price,
          locksAt: competitions.startsAt,
        })
        .from(teamPicks)
        .innerJoin(athletes, eq(athletes.id, teamPicks.athleteId))
        .leftJoin(
          startlistEntries,
          and(
            eq(startlistEntries.gameId, teamPicks.gameId),
            eq(startlistEntries.athleteId, teamPicks.athleteId),
          ),
        )
        .leftJoin(competitions, eq(competitions.id, startlistEntries.competitionId))
        .where(inArray(teamPicks.teamId, [...teamIds]))
        .orderBy(
          asc(teamPicks.pickedAt),
          asc(competitions.startsAt),
          asc(athletes.lastName),
          asc(athletes.id),
        );
    },
  };
}

export type TeamReads = ReturnType<typeof createTeamReads>;
