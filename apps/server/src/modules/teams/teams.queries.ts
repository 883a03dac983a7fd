import type { CardTier } from '@shred/game';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  athletes,
  cardInstances,
  competitions,
  fantasyGames,
  marketListings,
  quickplayCupGames,
  quickplayCups,
  startlistEntries,
  teamPicks,
  teams,
} from '../../db/schema/index.ts';
import { domainEvent, publish } from '../../platform/domain-events/publish.ts';

export type TeamRow = typeof teams.$inferSelect;
export type TeamMode = TeamRow['mode'];

export interface StoredPick {
  athleteId: number;
  cardInstanceId: number | null;
  tier: CardTier | null;
}

export interface StartlistLine {
  athleteId: number;
  aspi: number;
  locksAt: Date;
  withdrawn: boolean;
}

export interface OwnedCardRow {
  id: number;
  athleteId: number;
  tier: CardTier;
  contractGamesLeft: number;
}

export interface ListedCardRow {
  id: number;
  tier: CardTier;
  lastName: string;
}

export interface NewPick {
  athleteId: number;
  cardInstanceId: number | null;
  tier: CardTier | null;
  price: number | null;
}

/** The only place that writes teams and their picks, and reads what the team rules need. */
export function createTeamQueries(db: Db) {
  return {
    async game(gameId: number) {
      const [row] = await db
        .select({ id: fantasyGames.id, status: fantasyGames.status })
        .from(fantasyGames)
        .where(eq(fantasyGames.id, gameId));
      return row;
    },
    /** The cup with this slug and whether it holds the game; undefined when no such cup. */
    async cup(slug: string, gameId: number) {
      const [row] = await db
        .select({
          id: quickplayCups.id,
          holdsGame: sql<boolean>`exists(select 1 from ${quickplayCupGames} where ${quickplayCupGames.cupId} = ${quickplayCups.id} and ${quickplayCupGames.gameId} = ${gameId})`,
        })
        .from(quickplayCups)
        .where(eq(quickplayCups.slug, slug));
      return row;
    },
    async entryNumbers(userId: number, gameId: number, mode: TeamMode): Promise<number[]> {
      const rows = await db
        .select({ entry: teams.entryNumber })
        .from(teams)
        .where(and(eq(teams.userId, userId), eq(teams.gameId, gameId), eq(teams.mode, mode)));
      return rows.map((r) => r.entry);
    },
    /** The team row, locked until the transaction ends: edits of one team run one at a time. */
    async lockTeam(teamId: number): Promise<TeamRow | undefined> {
      const [row] = await db.select().from(teams).where(eq(teams.id, teamId)).for('update');
      return row;
    },
    async picks(teamId: number): Promise<StoredPick[]> {
      return db
        .select({
          athleteId: teamPicks.athleteId,
          cardInstanceId: teamPicks.cardInstanceId,
          tier: teamPicks.tier,
        })
        .from(teamPicks)
        .where(eq(teamPicks.teamId, teamId));
    },
    async startlist(gameId: number): Promise<StartlistLine[]> {
      return db
        .select({
          athleteId: startlistEntries.athleteId,
          aspi: athletes.aspi,
          locksAt: competitions.startsAt,
          withdrawn: startlistEntries.withdrawn,
        })
        .from(startlistEntries)
        .innerJoin(athletes, eq(athletes.id, startlistEntries.athleteId))
        .innerJoin(competitions, eq(competitions.id, startlistEntries.competitionId))
        .where(eq(startlistEntries.gameId, gameId));
    },
    /**
     * The user's cards among these ids, share-locked until the transaction ends, so a
     * concurrent sale (which locks the card for update) waits and then sees the pick.
     */
    async ownedCards(userId: number, cardIds: readonly number[]): Promise<OwnedCardRow[]> {
      if (cardIds.length === 0) return [];
      return db
        .select({
          id: cardInstances.id,
          athleteId: cardInstances.athleteId,
          tier: cardInstances.tier,
          contractGamesLeft: cardInstances.contractGamesLeft,
        })
        .from(cardInstances)
        .where(and(eq(cardInstances.ownerId, userId), inArray(cardInstances.id, [...cardIds])))
        .for('share');
    },
    /**
     * Which of these cards are on the market now (list-or-play), with what names them. Read
     * after `ownedCards` has share-locked them: a listing of one either committed before (and
     * shows here) or waits for this team's write and then finds the card in play.
     */
    async listedCards(cardIds: readonly number[], at: Date): Promise<ListedCardRow[]> {
      if (cardIds.length === 0) return [];
      return db
        .select({ id: marketListings.cardInstanceId, tier: marketListings.tier, lastName: athletes.lastName })
        .from(marketListings)
        .innerJoin(athletes, eq(athletes.id, marketListings.athleteId))
        .where(
          and(
            eq(marketListings.status, 'active'),
            inArray(marketListings.cardInstanceId, [...cardIds]),
            gt(marketListings.expiresAt, at),
          ),
        );
    },
    /** Which of these cards already play in another team of the game. */
    async cardsInOtherTeams(
      gameId: number,
      teamId: number | null,
      cardIds: readonly number[],
    ): Promise<number[]> {
      if (cardIds.length === 0) return [];
      const rows = await db
        .select({ card: teamPicks.cardInstanceId })
        .from(teamPicks)
        .where(
          and(
            eq(teamPicks.gameId, gameId),
            inArray(teamPicks.cardInstanceId, [...cardIds]),
            teamId === null ? undefined : ne(teamPicks.teamId, teamId),
          ),
        );
      return rows.flatMap((r) => (r.card === null ? [] : [r.card]));
    },
    async insertTeam(values: typeof teams.$inferInsert): Promise<number> {
      const [row] = await db.insert(teams).values(values).returning({ id: teams.id });
      if (!row) throw new Error('team insert returned no row');
      await publish(
        db,
        domainEvent('team.created', { team_id: row.id, user_id: values.userId, game_id: values.gameId }),
      );
      return row.id;
    },
    async insertPicks(teamId: number, gameId: number, picks: readonly NewPick[], at: Date): Promise<void> {
      if (picks.length === 0) return;
      await db.insert(teamPicks).values(picks.map((pick) => ({ ...pick, teamId, gameId, pickedAt: at })));
    },
    async deletePicks(teamId: number, athleteIds: readonly number[]): Promise<void> {
      if (athleteIds.length === 0) return;
      await db
        .delete(teamPicks)
        .where(and(eq(teamPicks.teamId, teamId), inArray(teamPicks.athleteId, [...athleteIds])));
    },
    /** A new captain, a new version and the edit time; submitted_at keeps the first submission. */
    async markEdited(teamId: number, captainId: number, at: Date): Promise<void> {
      await db
        .update(teams)
        .set({ captainAthleteId: captainId, version: sql`${teams.version} + 1`, updatedAt: at })
        .where(eq(teams.id, teamId));
    },
  };
}

export type TeamQueries = ReturnType<typeof createTeamQueries>;
