import {
  athleteId,
  DEFAULT_GAME_CONFIG,
  type GameConfig,
  type StarterField,
  starterSquadAthletes,
} from '@shred/game';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  athletes,
  competitions,
  disciplines,
  events,
  fantasyGames,
  sports,
  starterSquads,
  startlistEntries,
  users,
} from '../../db/schema/index.ts';
import { mintCard } from './card-mint.ts';

type SeasonField = StarterField & { season: string };

/**
 * The athletes a newcomer could pick, game by game: open games (entries whose pick has not
 * locked yet) soonest-locking first, then upcoming games soonest first.
 */
async function pickableFields(tx: Db, at: Date): Promise<SeasonField[]> {
  const rows = await tx
    .select({
      gameId: fantasyGames.id,
      status: fantasyGames.status,
      sport: sports.slug,
      season: events.season,
      athleteId: startlistEntries.athleteId,
      aspi: athletes.aspi,
      locksAt: competitions.startsAt,
    })
    .from(startlistEntries)
    .innerJoin(fantasyGames, eq(fantasyGames.id, startlistEntries.gameId))
    .innerJoin(disciplines, eq(disciplines.id, fantasyGames.disciplineId))
    .innerJoin(sports, eq(sports.id, disciplines.sportId))
    .innerJoin(events, eq(events.id, fantasyGames.eventId))
    .innerJoin(competitions, eq(competitions.id, startlistEntries.competitionId))
    .innerJoin(athletes, eq(athletes.id, startlistEntries.athleteId))
    .where(
      and(
        eq(startlistEntries.withdrawn, false),
        or(
          and(eq(fantasyGames.status, 'OPN'), gt(competitions.startsAt, at)),
          eq(fantasyGames.status, 'UPC'),
        ),
      ),
    )
    .orderBy(asc(fantasyGames.id), asc(athletes.id));
  const fields = new Map<
    number,
    SeasonField & { firstLock: number; athletes: SeasonField['athletes'][number][] }
  >();
  for (const row of rows) {
    const field = fields.get(row.gameId) ?? {
      sport: row.sport,
      open: row.status === 'OPN',
      season: row.season,
      firstLock: Infinity,
      athletes: [],
    };
    field.firstLock = Math.min(field.firstLock, row.locksAt.getTime());
    field.athletes.push({ id: athleteId(row.athleteId), aspi: row.aspi });
    fields.set(row.gameId, field);
  }
  return [...fields.values()].sort((a, b) => Number(b.open) - Number(a.open) || a.firstLock - b.firstLock);
}

/**
 * The starter squad (GAME.md "Teams and the two modes"): on finishing the manager welcome a
 * manager receives common cards once, drawn from the sports they follow, with a full team for
 * the nearest open game so a newcomer can enter it straight away (packages/game
 * `starterSquadAthletes` decides which athletes).
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
      const [manager] = await tx
        .select({ followedSports: users.followedSports })
        .from(users)
        .where(eq(users.id, userId));
      const fields = await pickableFields(tx, new Date(deps.now()));
      // A card belongs to the season of the first game it was drawn for.
      const seasonOf = new Map<number, string>();
      for (const field of fields) {
        for (const athlete of field.athletes)
          if (!seasonOf.has(athlete.id)) seasonOf.set(athlete.id, field.season);
      }
      const squad = starterSquadAthletes(fields, manager?.followedSports ?? [], config);
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
