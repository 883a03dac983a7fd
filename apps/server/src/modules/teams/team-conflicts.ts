import { conflict } from '../../http/errors.ts';

/** The unique index a write broke (SQLSTATE 23505), on node-postgres and PGlite alike; null otherwise. */
export function brokenUniqueIndex(error: unknown): string | null {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/**
 * Concurrent writes that both passed the checks meet at the unique indexes; the one that
 * loses is answered 409 and its transaction rolled back, so nothing of it is stored.
 */
export function translateTeamConflict(error: unknown): never {
  const index = brokenUniqueIndex(error);
  if (index === 'teams_user_game_mode_entry_key') {
    throw conflict('You entered a team in this game at the same moment: edit that team instead.');
  }
  if (index === 'team_picks_card_per_game_key') {
    throw conflict('One of these cards was just played in another of your teams in this game.', {
      picks: ['Card already played in another team of this game.'],
    });
  }
  if (index !== null) throw conflict('This team changed at the same moment: reload it and try again.');
  throw error;
}
