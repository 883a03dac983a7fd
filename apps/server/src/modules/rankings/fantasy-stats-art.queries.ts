import type { EventScene, PortraitSubject } from '@shred/art';
import type { FantasyStats } from '@shred/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { intArray, queryRows } from '../scoring/sql-rows.ts';

/** What the share image draws besides the numbers: the game's scene and each pick's portrait. */
export interface ShareArt {
  scene: EventScene;
  /** Who each portrait shows, by athlete id. */
  athletes: ReadonlyMap<number, PortraitSubject>;
}

/** The athletes the card shows: the captain and the top picks. */
const shownAthletes = (stats: FantasyStats): number[] => {
  const lines = stats.team ? [stats.team.captain, ...stats.team.top_picks] : [];
  return [...new Set(lines.flatMap((line) => (line ? [line.athlete_id] : [])))];
};

/** Reads what the fantasy stats share image is drawn from (sport, discipline, athletes). */
export function createShareArtQueries(db: Db) {
  return {
    async artOf(stats: FantasyStats): Promise<ShareArt> {
      const ids = shownAthletes(stats);
      const [[game], athletes] = await Promise.all([
        queryRows<{ sport: string; discipline: string }>(
          db,
          sql`select s.slug as sport, d.slug as discipline
              from fantasy_games g join disciplines d on d.id = g.discipline_id join sports s on s.id = d.sport_id
              where g.id = ${stats.game.id}`,
        ),
        ids.length === 0
          ? Promise.resolve([])
          : queryRows<{ id: number; slug: string; gender: string; sport: string }>(
              db,
              sql`select a.id, a.slug, a.gender, s.slug as sport
                  from athletes a join sports s on s.id = a.primary_sport_id
                  where a.id = any(${intArray(ids)}::int[])`,
            ),
      ]);
      return {
        scene: {
          seed: stats.game.event.slug,
          sport: game?.sport ?? null,
          discipline: game?.discipline ?? null,
        },
        athletes: new Map(
          athletes.map((a) => [Number(a.id), { seed: a.slug, gender: a.gender, sport: a.sport }]),
        ),
      };
    },
  };
}
