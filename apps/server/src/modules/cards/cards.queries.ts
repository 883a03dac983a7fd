import { and, asc, desc, eq, gt, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  athletes,
  cardInstances,
  fantasyGames,
  marketListings,
  sports,
  teamPicks,
  users,
} from '../../db/schema/index.ts';
import { type AthleteRow, athleteColumns } from '../athletes/athletes.queries.ts';

export interface CardRow {
  id: number;
  tier: 'common' | 'rare' | 'epic' | 'legendary';
  serial: number;
  season: string;
  contractGamesLeft: number;
  ownerId: number | null;
  ownerUsername: string | null;
  athlete: AthleteRow;
}

/** Legendary first: the order of "best card" (highest tier, then most contract games). */
const tierOrder = sql`array_position(array['legendary','epic','rare','common'], ${cardInstances.tier}::text)`;

/** The only place that reads athlete cards. */
export function createCardQueries(db: Db) {
  const select = (where: SQL | undefined) =>
    db
      .select({
        id: cardInstances.id,
        tier: cardInstances.tier,
        serial: cardInstances.serial,
        season: cardInstances.season,
        contractGamesLeft: cardInstances.contractGamesLeft,
        ownerId: cardInstances.ownerId,
        ownerUsername: users.username,
        athlete: athleteColumns,
      })
      .from(cardInstances)
      .innerJoin(athletes, eq(athletes.id, cardInstances.athleteId))
      .innerJoin(sports, eq(sports.id, athletes.primarySportId))
      .leftJoin(users, eq(users.id, cardInstances.ownerId))
      .where(where);

  return {
    /** An owner's cards: best tiers first, then the strongest athletes. */
    ofOwner: (ownerId: number): Promise<CardRow[]> =>
      select(eq(cardInstances.ownerId, ownerId)).orderBy(
        tierOrder,
        desc(athletes.aspi),
        asc(athletes.lastName),
        asc(cardInstances.id),
      ),
    async byId(id: number): Promise<CardRow | undefined> {
      const [row] = await select(eq(cardInstances.id, id)).limit(1);
      return row;
    },
    /** Cards by id, in no particular order (a caller with an order keeps its own). */
    byIds: (ids: readonly number[]): Promise<CardRow[]> =>
      ids.length === 0 ? Promise.resolve([]) : select(inArray(cardInstances.id, [...ids])),
    async bestOf(ownerId: number, athleteId: number): Promise<CardRow | undefined> {
      const [row] = await select(
        and(eq(cardInstances.ownerId, ownerId), eq(cardInstances.athleteId, athleteId)),
      )
        .orderBy(tierOrder, desc(cardInstances.contractGamesLeft), asc(cardInstances.id))
        .limit(1);
      return row;
    },
    /** The listings on sale now of these cards: at most one each (the one-active-per-card index). */
    listingsOf: (ids: readonly number[], at: Date) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({
              cardId: marketListings.cardInstanceId,
              id: marketListings.id,
              price: marketListings.price,
              expiresAt: marketListings.expiresAt,
            })
            .from(marketListings)
            .where(
              and(
                eq(marketListings.status, 'active'),
                inArray(marketListings.cardInstanceId, [...ids]),
                gt(marketListings.expiresAt, at),
              ),
            ),
    /** The games not complete whose teams these cards play in: the list-or-play rule's other half. */
    gamesInPlayOf: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectDistinct({
              cardId: sql<number>`${teamPicks.cardInstanceId}`.mapWith(Number),
              gameId: fantasyGames.id,
              gameName: fantasyGames.name,
            })
            .from(teamPicks)
            .innerJoin(fantasyGames, eq(fantasyGames.id, teamPicks.gameId))
            .where(and(inArray(teamPicks.cardInstanceId, [...ids]), ne(fantasyGames.status, 'CPL')))
            .orderBy(asc(fantasyGames.id)),
    async userIdByUsername(username: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.username}) = lower(${username})`, isNull(users.deletedAt)))
        .limit(1);
      return row?.id;
    },
  };
}

export type CardQueries = ReturnType<typeof createCardQueries>;
