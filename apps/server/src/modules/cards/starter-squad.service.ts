import {
  athleteId,
  DEFAULT_GAME_CONFIG,
  type GameConfig,
  type StarterField,
  starterSquadAthletes,
} from '@shred/game';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  athletes,
  competitions,
  events,
  fantasyGames,
  starterSquads,
  startlistEntries,
} from '../../db/schema/index.ts';
import { mintCard } from './card-mint.ts';

/** Athletes of open games whose pick has not locked yet, soonest-locking game first. */
async function openFields(tx: Db, at: Date): Promise<Array<StarterField & { season: string }>> {
  const rows = await tx
    .select({
      gameId: fantasyGames.id,
      season: events.season,
      athleteId: startlistEntries.athleteId,
      aspi: athletes.aspi,
      locksAt: competitions.startsAt,
    })
    .from(startlistEntries)
    .innerJoin(fantasyGames, eq(fantasyGames.id, startlistEntries.gameId))
    .innerJoin(events, eq(events.id, fantasyGames.eventId))
    .innerJoin(competitions, eq(competitions.id, startlistEntries.competitionId))
    .innerJoin(athletes, eq(athletes.id, startlistEntries.athleteId))
    .where(
      and(
        eq(fantasyGames.status, 'OPN'),
        eq(startlistEntries.withdrawn, false),
        gt(competitions.startsAt, at),
      ),
    )
    .orderBy(asc(fantasyGames.id));
  const fields = new Map<
    number,
    { season: string; firstLock: number; athletes: StarterField['athletes'][number][] }
  >();
  for (const row of rows) {
    const field = fields.get(row.gameId) ?? { season: row.season, firstLock: Infinity, athletes: [] };
    field.firstLock = Math.min(field.firstLock, row.locksAt.getTime());
    field.athletes.push({ id: athleteId(row.athleteId), aspi: row.aspi });
    fields.set(row.gameId, field);
  }
  return [...fields.values()].sort((a, b) => a.firstLock - b.firstLock);
}

/**
 * The starter squad (GAME.md has no starting cards, but manager mode needs owned cards to play
 * at all): on finishing onboarding a manager receives common cards making a full team for each
 * of the first open games, so a newcomer can enter a live game straight away. Granted once.
 */
export function createStarterSquadService(deps: { now: () => number; config?: GameConfig }) {
  const config = deps.config ?? DEFAULT_GAME_CONFIG;
  return {
    /** Inside the caller's transaction; answers how many cards were minted (0 when already granted). */
    async grant(tx: Db, userId: number): Promise<number> {
      const [claimed] = await tx
        .insert(starterSquads)
        .values({ userId, cards: 0, grantedAt: new Date(deps.now()) })
        .onConflictDoNothing()
        .returning({ userId: starterSquads.userId });
      if (!claimed) return 0;
      const fields = await openFields(tx, new Date(deps.now()));
      const seasonOf = new Map(fields.flatMap((f) => f.athletes.map((a) => [a.id, f.season] as const)));
      const squad = starterSquadAthletes(fields, config);
      for (const id of squad) {
        await mintCard(tx, {
          athleteId: id,
          tier: config.cards.starterSquad.tier,
          season: seasonOf.get(id) ?? '',
          ownerId: userId,
          contractGamesLeft: config.cards.newContractGames,
        });
      }
      await tx.update(starterSquads).set({ cards: squad.length }).where(eq(starterSquads.userId, userId));
      return squad.length;
    },
  };
}

export type StarterSquadService = ReturnType<typeof createStarterSquadService>;
