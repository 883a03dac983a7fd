import type { GameDetail, GameModeParam } from '@shred/contract';
import { athletePrice, DEFAULT_GAME_CONFIG } from '@shred/game';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { presentAthlete } from '../athletes/athletes.presenter.ts';
import { createAthleteQueries } from '../athletes/athletes.queries.ts';
import { presentRuleset } from '../catalog/catalog.presenter.ts';
import { createCatalogQueries } from '../catalog/catalog.queries.ts';
import {
  presentEventSummary,
  presentGameSummary,
  presentViewerTeams,
  teamModeOf,
} from './events.presenter.ts';
import { createEventQueries } from './events.queries.ts';
import { createGameQueries } from './games.queries.ts';

export const GAME_NOT_FOUND = 'This game does not exist.';

/** The game page: everything needed to show a game and to pick a team in it. */
export function createGameService(db: Db) {
  const events = createEventQueries(db);
  const games = createGameQueries(db);
  const athletes = createAthleteQueries(db);
  const catalog = createCatalogQueries(db);

  return {
    async detail(gameId: number, viewerId: number | null, gameMode?: GameModeParam): Promise<GameDetail> {
      const [game] = await events.gamesByIds([gameId]);
      if (!game) throw notFound(GAME_NOT_FOUND);
      const [[event], ruleset, competitions, teams, startlist] = await Promise.all([
        events.eventsByIds([game.eventId]),
        catalog.ruleset(game.rulesetId),
        events.competitionsOf([gameId]),
        events.viewerTeams(viewerId, [gameId]),
        games.startlist(gameId),
      ]);
      if (!event || !ruleset) throw notFound(GAME_NOT_FOUND);
      const owned = await athletes.ownedCards(
        viewerId,
        startlist.map((entry) => entry.athlete.id),
      );
      const config = DEFAULT_GAME_CONFIG;
      return {
        ...presentGameSummary(game, competitions, teams, teamModeOf(gameMode)),
        event: presentEventSummary(event),
        ruleset: presentRuleset(ruleset),
        startlist: startlist.map((entry) => ({
          athlete: presentAthlete(entry.athlete, owned),
          price: athletePrice(entry.athlete.aspi, config),
          competition_id: entry.competitionId,
          locks_at: entry.locksAt.toISOString(),
          seed: entry.seed,
          withdrawn: entry.withdrawn,
        })),
        user_teams: presentViewerTeams(teams),
        team_size: config.team.picks,
        quickplay_budget: config.quickplay.budget,
        scored_at: game.scoredAt?.toISOString() ?? null,
      };
    },
  };
}

export type GameService = ReturnType<typeof createGameService>;
