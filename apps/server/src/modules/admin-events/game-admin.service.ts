import type { GameCreateBody, GameDetail, GameUpdateBody } from '@shred/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { competitions, fantasyGames, startlistEntries } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { readTags, type StaleReads } from '../../platform/read-cache/stale-reads.ts';
import { createCatalogQueries, type RulesetRow } from '../catalog/catalog.queries.ts';
import { createEventQueries } from '../events/events.queries.ts';
import { EVENT_NOT_FOUND } from '../events/events.service.ts';
import type { GameService } from '../events/games.service.ts';
import { entryWindowOpens, planCompetitions } from './competition-plan.ts';
import { replaceRounds } from './competition-rounds.ts';
import { editableGame, lockGame } from './game-lookup.ts';
import { isUniqueViolation } from './slugs.ts';
import { checkStartlist } from './startlist-rules.ts';

/** Staff add games (with rounds and a first startlist) to events and edit them. */
export function createGameAdminService(deps: {
  db: Db;
  games: GameService;
  now: () => number;
  staleReads: StaleReads;
}) {
  const { db, games, now, staleReads } = deps;
  const catalog = createCatalogQueries(db);
  const eventQueries = createEventQueries(db);

  async function ruleset(id: number | undefined): Promise<RulesetRow> {
    const found = id === undefined ? await catalog.defaultRuleset() : await catalog.ruleset(id);
    if (!found) {
      const message = id === undefined ? 'Create a ruleset first.' : `There is no ruleset ${id}.`;
      throw badRequest(message, { ruleset_id: [message] });
    }
    return found;
  }

  return {
    async create(eventSlug: string, body: GameCreateBody, viewerId: number): Promise<GameDetail> {
      const event = await eventQueries.eventBySlug(eventSlug);
      if (!event) throw notFound(EVENT_NOT_FOUND);
      const found = await catalog.discipline(body.sport, body.discipline);
      if (!found) {
        const message = `${body.sport} has no discipline "${body.discipline}".`;
        throw badRequest(message, { discipline: [message] });
      }
      const eventSports = await eventQueries.sportsOf([event.id]);
      if (!eventSports.some((s) => s.slug === found.sport.slug)) {
        const message = `The event does not include ${found.sport.name}: add the sport to the event first.`;
        throw badRequest(message, { sport: [message] });
      }
      const rules = await ruleset(body.ruleset_id);
      const rounds = planCompetitions(body.competitions);
      const opensAt = entryWindowOpens(body.opens_at, rounds[0]?.startsAt);
      const gameId = await staleReads
        .transaction(db, async (tx, stale) => {
          const [game] = await tx
            .insert(fantasyGames)
            .values({
              eventId: event.id,
              disciplineId: found.discipline.id,
              gender: body.gender,
              name: body.name ?? `${found.discipline.name} ${body.gender === 'M' ? 'Men' : 'Women'}`,
              // A window that already started opens the game at once rather than at the next tick.
              status: opensAt.getTime() <= now() ? 'OPN' : 'UPC',
              opensAt,
              rulesetId: rules.id,
            })
            .returning({ id: fantasyGames.id });
          if (!game) throw new Error('game insert returned nothing');
          stale(readTags.events, readTags.event(event.slug), readTags.game(game.id));
          const inserted = await tx
            .insert(competitions)
            .values(
              rounds.map((r) => ({
                gameId: game.id,
                name: r.name,
                roundOrder: r.roundOrder,
                isFinal: r.isFinal,
                startsAt: r.startsAt,
              })),
            )
            .returning({ id: competitions.id, roundOrder: competitions.roundOrder });
          const first = inserted.find((r) => r.roundOrder === 1)?.id ?? 0;
          const drafts = (body.startlist ?? []).map((athleteId) => ({
            athleteId,
            competitionId: first,
            seed: null,
            withdrawn: false,
          }));
          await checkStartlist(
            tx,
            { disciplineId: found.discipline.id, gender: body.gender, roundIds: [first] },
            drafts,
          );
          if (drafts.length)
            await tx.insert(startlistEntries).values(drafts.map((d) => ({ gameId: game.id, ...d })));
          return game.id;
        })
        .catch((error: unknown) => {
          if (!isUniqueViolation(error)) throw error;
          throw conflict(
            `The event already has a ${body.gender === 'M' ? "men's" : "women's"} ${found.discipline.name} game.`,
            { discipline: ['One game per discipline and gender.'] },
          );
        });
      return games.detail(gameId, viewerId);
    },

    async update(gameId: number, body: GameUpdateBody, viewerId: number): Promise<GameDetail> {
      const { rounds: current } = await editableGame(db, gameId);
      const rules = body.ruleset_id === undefined ? null : await ruleset(body.ruleset_id);
      const planned = body.competitions ? planCompetitions(body.competitions) : null;
      const foreign = (planned ?? []).filter(
        (r) => r.id !== undefined && !current.some((c) => c.id === r.id),
      );
      if (foreign.length) {
        const message = `Competition ${foreign.map((r) => r.id).join(', ')} is not a round of this game.`;
        throw badRequest(message, { competitions: [message] });
      }
      await staleReads.transaction(db, async (tx, stale) => {
        stale(readTags.game(gameId));
        const game = await lockGame(tx, gameId);
        if (planned) await replaceRounds(tx, gameId, current, planned);
        const firstStart = (planned ?? current)[0]?.startsAt;
        const opensAt = entryWindowOpens(body.opens_at ?? game.opensAt, firstStart);
        await tx
          .update(fantasyGames)
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(rules ? { rulesetId: rules.id } : {}),
            opensAt,
          })
          .where(eq(fantasyGames.id, gameId));
      });
      return games.detail(gameId, viewerId);
    },
  };
}
