import {
  type EventListQuery,
  eventPageSchema,
  eventSchema,
  type GameDetail,
  type GameModeParam,
  gameDetailSchema,
  type SportEvent,
  type SportEventPage,
} from '@shred/contract';
import type { Db } from '../../db/client.ts';
import { JsonText, jsonTextOf } from '../../http/json-text.ts';
import type { ReadCache, Tagged } from '../../platform/read-cache/read-cache.ts';
import { readTags } from '../../platform/read-cache/stale-reads.ts';
import { presentOwnedInstances } from '../athletes/athletes.presenter.ts';
import { createAthleteQueries, type OwnedCardRow } from '../athletes/athletes.queries.ts';
import { presentViewerTeams, teamModeOf, userTeamOf } from './events.presenter.ts';
import { createEventQueries, type ViewerTeamRow } from './events.queries.ts';
import { createEventService, utcDay } from './events.service.ts';
import { createGameService } from './games.service.ts';

/** An answer as every visitor sees it, kept once as JSON text and once as a value to merge into. */
interface Shared<T> {
  value: T;
  json: JsonText;
}

/**
 * The calendar, event and game answers of the public routes, fast under a crowd: the part no
 * viewer changes is cached (see read-cache.ts) and serialised once; a signed-in viewer's teams
 * (and cards, on a game) are cached per viewer and merged in, and a viewer with none of them in
 * the answer gets the cached text itself.
 */
export function createEventAnswers(deps: { db: Db; now: () => number; cache: ReadCache }) {
  const { cache } = deps;
  const events = createEventService(deps);
  const games = createGameService(deps.db);
  const queries = createEventQueries(deps.db);
  const athletes = createAthleteQueries(deps.db);

  /**
   * The viewer's teams in an answer's games, kept per viewer and answer: a team's entry or edit
   * announces its owner, a scoring pass its game.
   */
  const teamsOf = (viewerId: number | null, answerKey: string, gameIds: number[]) =>
    viewerId === null || gameIds.length === 0
      ? Promise.resolve([])
      : cache.remember(`viewer:${viewerId}:${answerKey}`, async () => ({
          value: await queries.viewerTeams(viewerId, gameIds),
          tags: [readTags.user(viewerId), ...gameIds.map(readTags.game)],
        }));

  /** The viewer's cards of a game's startlist: a card's mint or extension announces its owner, spending all cards. */
  const cardsOf = (viewerId: number | null, game: GameDetail) =>
    viewerId === null
      ? Promise.resolve([])
      : cache.remember(`viewer-cards:${viewerId}:${game.id}`, async () => ({
          value: await athletes.ownedCards(
            viewerId,
            game.startlist.map((entry) => entry.athlete.id),
          ),
          tags: [readTags.user(viewerId), readTags.game(game.id), readTags.cards],
        }));

  return {
    async calendar(query: EventListQuery, viewerId: number | null): Promise<JsonText> {
      // The day is part of the key: which events are upcoming or past turns at midnight UTC.
      const today = utcDay(deps.now());
      const key = `calendar:${today}:${query.status ?? ''}:${query.sport ?? ''}:${query.season ?? ''}:${query.page}:${query.page_size}`;
      const page = await cache.remember(key, async (): Promise<Tagged<CalendarPage>> => {
        const value = eventPageSchema.parse(await events.calendar(query, null));
        const texts = value.results.map((event) => JSON.stringify(event));
        return {
          value: { value, json: new JsonText(pageText(value.count, texts)), events: texts },
          tags: [readTags.events, ...value.results.flatMap(tagsOf)],
        };
      });
      const gameIds = page.value.results.flatMap((e) => e.fantasy_games.map((g) => g.id));
      const teams = await teamsOf(viewerId, key, gameIds);
      if (teams.length === 0) return page.json;
      // Only the events holding one of the viewer's games are serialised again.
      const withViewer = new Set(teams.map((t) => t.gameId));
      return new JsonText(
        pageText(
          page.value.count,
          page.value.results.map((event, i) =>
            event.fantasy_games.some((g) => withViewer.has(g.id))
              ? JSON.stringify(withTeams(event, teams, query.game_mode))
              : (page.events[i] ?? ''),
          ),
        ),
      );
    },

    async event(slug: string, viewerId: number | null, mode: GameModeParam | undefined): Promise<JsonText> {
      const event = await cache.remember(`event:${slug}`, async (): Promise<Tagged<Shared<SportEvent>>> => {
        const value = await events.detail(slug, null);
        return { value: { value, json: jsonTextOf(eventSchema, value) }, tags: tagsOf(value) };
      });
      const teams = await teamsOf(
        viewerId,
        `event:${slug}`,
        event.value.fantasy_games.map((g) => g.id),
      );
      if (teams.length === 0) return event.json;
      return new JsonText(JSON.stringify(withTeams(event.value, teams, mode)));
    },

    async game(gameId: number, viewerId: number | null, mode: GameModeParam | undefined): Promise<JsonText> {
      const game = await cache.remember(`game:${gameId}`, async (): Promise<Tagged<Shared<GameDetail>>> => {
        const value = await games.detail(gameId, null);
        return {
          value: { value, json: jsonTextOf(gameDetailSchema, value) },
          tags: [readTags.game(gameId), readTags.event(value.event.slug)],
        };
      });
      const [teams, owned] = await Promise.all([
        teamsOf(viewerId, `game:${gameId}`, [gameId]),
        cardsOf(viewerId, game.value),
      ]);
      if (teams.length === 0 && owned.length === 0) return game.json;
      return new JsonText(JSON.stringify(withViewer(game.value, teams, owned, mode)));
    },
  };
}

/** A calendar page, also as each event's JSON text: a viewer's page re-serialises only their events. */
interface CalendarPage extends Shared<SportEventPage> {
  events: string[];
}

/** The page as `eventPageSchema` writes it: count, then the events in order. */
const pageText = (count: number, events: readonly string[]): string =>
  `{"count":${count},"results":[${events.join(',')}]}`;

/** An event shows itself and its games. */
const tagsOf = (event: SportEvent): string[] => [
  readTags.event(event.slug),
  ...event.fantasy_games.map((g) => readTags.game(g.id)),
];

/** Each game's summary with the viewer's team in it, when they have one there. */
function withTeams(
  event: SportEvent,
  teams: readonly ViewerTeamRow[],
  mode: GameModeParam | undefined,
): SportEvent {
  return {
    ...event,
    fantasy_games: event.fantasy_games.map((game) => ({
      ...game,
      user_team: userTeamOf(game.id, teams, teamModeOf(mode)),
    })),
  };
}

/** A game as the viewer sees it: their teams, and their cards of the startlist's athletes. */
function withViewer(
  game: GameDetail,
  teams: readonly ViewerTeamRow[],
  owned: readonly OwnedCardRow[],
  mode: GameModeParam | undefined,
): GameDetail {
  const ownedAthletes = new Set(owned.map((card) => card.athleteId));
  return {
    ...game,
    user_team: userTeamOf(game.id, teams, teamModeOf(mode)),
    user_teams: presentViewerTeams(teams),
    startlist: game.startlist.map((entry) =>
      ownedAthletes.has(entry.athlete.id)
        ? {
            ...entry,
            athlete: { ...entry.athlete, owned_instances: presentOwnedInstances(entry.athlete.id, owned) },
          }
        : entry,
    ),
  };
}
