import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { competitions, fantasyGames } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { GAME_NOT_FOUND } from '../events/games.service.ts';

export type GameRecord = typeof fantasyGames.$inferSelect;
export type RoundRecord = typeof competitions.$inferSelect;

export const GAME_COMPLETE = 'This game is complete: its rounds and startlist are final.';

/** A game staff may still edit, with its rounds in order: 404 when missing, 409 once complete. */
export async function editableGame(
  db: Db,
  gameId: number,
): Promise<{ game: GameRecord; rounds: RoundRecord[] }> {
  const [game] = await db.select().from(fantasyGames).where(eq(fantasyGames.id, gameId)).limit(1);
  if (!game) throw notFound(GAME_NOT_FOUND);
  if (game.status === 'CPL') throw conflict(GAME_COMPLETE);
  const rounds = await db
    .select()
    .from(competitions)
    .where(eq(competitions.gameId, gameId))
    .orderBy(asc(competitions.roundOrder));
  return { game, rounds };
}

/** Serialise concurrent edits of one game inside a transaction, and re-check it is still editable. */
export async function lockGame(tx: Db, gameId: number): Promise<GameRecord> {
  const [game] = await tx.select().from(fantasyGames).where(eq(fantasyGames.id, gameId)).for('update');
  if (!game) throw notFound(GAME_NOT_FOUND);
  if (game.status === 'CPL') throw conflict(GAME_COMPLETE);
  return game;
}
