import type { TeamBody, TeamView } from '@shred/contract';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { ReadCache } from '../../platform/read-cache/read-cache.ts';
import { readTags, type StaleReads } from '../../platform/read-cache/stale-reads.ts';
import { loadGameScoring } from '../scoring/game-scoring.ts';
import { awardJoiningXp } from '../xp/xp-awards.ts';
import { checkTeam } from './team-check.ts';
import { translateTeamConflict } from './team-conflicts.ts';
import { entriesAllowedPerGame } from './team-entries.ts';
import { createTeamReads } from './team-reads.queries.ts';
import { picksShownTo } from './team-visibility.ts';
import { presentTeam } from './teams.presenter.ts';
import { createTeamQueries, type StoredPick, type TeamMode, type TeamQueries } from './teams.queries.ts';

export const GAME_NOT_FOUND = 'This game does not exist.';
export const TEAM_NOT_FOUND = 'This team does not exist.';
export const TEAM_NOT_LOCKED =
  "Another manager's team shows once all its picks have locked: each pick locks when its athlete's competition starts.";

export interface TeamServiceDeps {
  db: Db;
  now: () => number;
  /** Holds each game's ruleset and results, which every team view of the game scores by. */
  cache: ReadCache;
  /** A team's entry or edit is announced: servers keep each viewer's teams in memory. */
  staleReads: StaleReads;
}

function assertOpen(game: { status: 'UPC' | 'OPN' | 'CPL' }): void {
  if (game.status === 'UPC') throw conflict('This game is not open yet: teams can be entered once it opens.');
  if (game.status === 'CPL') throw conflict('This game is complete: its teams can no longer change.');
}

const sameStoredPick = (a: StoredPick, b: StoredPick) =>
  a.athleteId === b.athleteId && (a.cardInstanceId ?? null) === (b.cardInstanceId ?? null);

/** Entering teams and late swaps (GAME.md "Teams and the two modes"), and reading them. */
export function createTeamService({ db, now, cache, staleReads }: TeamServiceDeps) {
  const reads = createTeamReads(db);

  /**
   * A game's ruleset and results, shared by every team view of it. A scoring pass announces the
   * game when its board flips, so the breakdown changes together with the scores it adds up to.
   */
  const scoringOf = (gameId: number) =>
    cache.remember(`game-scoring:${gameId}`, async () => ({
      value: await loadGameScoring(db, gameId),
      tags: [readTags.game(gameId)],
    }));

  /** Load what the rules need and check the team; every read happens inside the writing transaction. */
  async function checked(
    q: TeamQueries,
    ids: { userId: number; gameId: number; teamId: number | null },
    body: TeamBody,
    previous: { picks: StoredPick[]; captainId: number } | null,
  ) {
    const cardIds = body.picks.flatMap((p) => (p.card_instance_id ? [p.card_instance_id] : []));
    // One after another: inside a transaction they share one connection.
    const startlist = await q.startlist(ids.gameId);
    const ownedCards = await q.ownedCards(ids.userId, cardIds);
    const listedCards = await q.listedCards(cardIds, new Date(now()));
    const cardsInOtherTeams = await q.cardsInOtherTeams(ids.gameId, ids.teamId, cardIds);
    return checkTeam({
      mode: body.mode,
      picks: body.picks,
      captainId: body.captain_id,
      startlist,
      ownedCards,
      listedCards,
      cardsInOtherTeams,
      previous,
      now: now(),
    });
  }

  async function cupIdFor(q: TeamQueries, body: TeamBody, gameId: number): Promise<number | null> {
    if (!body.cup_slug) return null;
    if (body.mode !== 'quickplay') {
      throw badRequest('Only quickplay teams play for a cup.', {
        cup_slug: ['Only quickplay teams play for a cup.'],
      });
    }
    const cup = await q.cup(body.cup_slug, gameId);
    if (!cup)
      throw badRequest('There is no such quickplay cup.', { cup_slug: ['There is no such quickplay cup.'] });
    if (!cup.holdsGame) {
      throw badRequest('This game is not part of that cup.', {
        cup_slug: ['This game is not part of that cup.'],
      });
    }
    return cup.id;
  }

  /**
   * Teams as `viewerId` may see them. A team answer shows every pick with its captain, so
   * another manager's team shows only once none of its picks is hidden (issue 11.1).
   */
  async function present(teamIds: readonly number[], viewerId: number | null): Promise<TeamView[]> {
    const [rows, picks] = await Promise.all([reads.teams(teamIds), reads.picks(teamIds)]);
    const scorings = new Map(
      await Promise.all(
        [...new Set(rows.map((r) => r.gameId))].map(async (id) => [id, await scoringOf(id)] as const),
      ),
    );
    return rows.flatMap((row) => {
      const scoring = scorings.get(row.gameId);
      const own = picks.filter((p) => p.teamId === row.id);
      if (picksShownTo(viewerId, row, own, now()).hidden > 0) throw forbidden(TEAM_NOT_LOCKED);
      return scoring ? [presentTeam(row, own, scoring, now())] : [];
    });
  }

  async function presentOne(teamId: number, viewerId: number | null): Promise<TeamView> {
    const [team] = await present([teamId], viewerId);
    if (!team) throw notFound(TEAM_NOT_FOUND);
    return team;
  }

  return {
    async create(userId: number, gameId: number, body: TeamBody): Promise<TeamView> {
      const teamId = await staleReads
        .transaction(db, async (tx, stale) => {
          stale(readTags.user(userId));
          const q = createTeamQueries(tx);
          const game = await q.game(gameId);
          if (!game) throw notFound(GAME_NOT_FOUND);
          assertOpen(game);
          const cupId = await cupIdFor(q, body, gameId);
          const taken = new Set(await q.entryNumbers(userId, gameId, body.mode));
          const allowed = await entriesAllowedPerGame(tx, userId, new Date(now()));
          const entryNumber = Array.from({ length: allowed }, (_, i) => i + 1).find((n) => !taken.has(n));
          if (entryNumber === undefined) {
            throw conflict(
              `You already have ${allowed === 1 ? 'a team' : `${allowed} teams`} in this game in ${body.mode} mode: edit ${allowed === 1 ? 'it' : 'one of them'} instead.`,
            );
          }
          const picks = await checked(q, { userId, gameId, teamId: null }, body, null);
          const at = new Date(now());
          const id = await q.insertTeam({
            gameId,
            userId,
            mode: body.mode,
            cupId,
            entryNumber,
            captainAthleteId: body.captain_id,
            submittedAt: at,
            updatedAt: at,
          });
          await q.insertPicks(id, gameId, picks, at);
          if (body.mode === 'manager') await awardJoiningXp(tx, userId, gameId);
          return id;
        })
        .catch(translateTeamConflict);
      return presentOne(teamId, userId);
    },

    async update(userId: number, teamId: number, body: TeamBody): Promise<TeamView> {
      await staleReads
        .transaction(db, async (tx, stale) => {
          stale(readTags.user(userId));
          const q = createTeamQueries(tx);
          const team = await q.lockTeam(teamId);
          if (!team) throw notFound(TEAM_NOT_FOUND);
          if (team.userId !== userId) throw forbidden('This team is not yours.');
          if (body.mode !== team.mode) {
            throw badRequest("A team's mode cannot change.", { mode: [`This is a ${team.mode} team.`] });
          }
          if (body.cup_slug && (await cupIdFor(q, body, team.gameId)) !== team.cupId) {
            throw badRequest("A team's cup cannot change.", { cup_slug: ["A team's cup cannot change."] });
          }
          const game = await q.game(team.gameId);
          if (!game) throw notFound(GAME_NOT_FOUND);
          assertOpen(game);
          const previous = { picks: await q.picks(teamId), captainId: team.captainAthleteId };
          const next = await checked(q, { userId, gameId: team.gameId, teamId }, body, previous);
          const removed = previous.picks.filter((old) => !next.some((pick) => sameStoredPick(old, pick)));
          const added = next.filter((pick) => !previous.picks.some((old) => sameStoredPick(old, pick)));
          const at = new Date(now());
          await q.deletePicks(
            teamId,
            removed.map((p) => p.athleteId),
          );
          await q.insertPicks(teamId, team.gameId, added, at);
          await q.markEdited(teamId, body.captain_id, at);
        })
        .catch(translateTeamConflict);
      return presentOne(teamId, userId);
    },

    /** The owner sees a team at any time; everyone else once all its picks have locked. */
    async detail(viewerId: number | null, teamId: number): Promise<TeamView> {
      return presentOne(teamId, viewerId);
    },

    async mine(userId: number, gameId: number, mode: TeamMode | null): Promise<TeamView[]> {
      const [game, teamIds] = await Promise.all([
        createTeamQueries(db).game(gameId),
        reads.teamIdsOf(userId, gameId, mode),
      ]);
      if (!game) throw notFound(GAME_NOT_FOUND);
      return present(teamIds, userId);
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
