import type { GameDetail, StartlistBody } from '@shred/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { startlistEntries, teamPicks } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { domainEvent, publish } from '../../platform/domain-events/publish.ts';
import { readTags, type StaleReads } from '../../platform/read-cache/stale-reads.ts';
import type { GameService } from '../events/games.service.ts';
import { editableGame, lockGame } from './game-lookup.ts';
import { checkStartlist } from './startlist-rules.ts';

/** Staff replace a game's startlist in one transaction. */
export function createStartlistAdminService(deps: { db: Db; games: GameService; staleReads: StaleReads }) {
  const { db, games } = deps;
  return {
    async replace(gameId: number, body: StartlistBody, viewerId: number): Promise<GameDetail> {
      const { game, rounds } = await editableGame(db, gameId);
      const firstRound = rounds[0]?.id ?? 0;
      const drafts = body.entries.map((e) => ({
        athleteId: e.athlete_id,
        competitionId: e.competition_id ?? firstRound,
        seed: e.seed ?? null,
        withdrawn: e.withdrawn,
      }));
      await checkStartlist(
        db,
        { disciplineId: game.disciplineId, gender: game.gender, roundIds: rounds.map((r) => r.id) },
        drafts,
      );
      await deps.staleReads.transaction(db, async (tx, stale) => {
        stale(readTags.game(gameId));
        await lockGame(tx, gameId);
        const kept = drafts.map((d) => d.athleteId);
        const picked = await tx
          .selectDistinct({ athleteId: teamPicks.athleteId })
          .from(teamPicks)
          .where(eq(teamPicks.gameId, gameId));
        const dropped = picked.filter((p) => !kept.includes(p.athleteId)).map((p) => p.athleteId);
        if (dropped.length) {
          throw conflict(
            `Athlete ${dropped.join(', ')} is picked in teams of this game: mark them withdrawn instead of removing them.`,
            { entries: ['Athletes in teams cannot be removed; withdraw them.'] },
          );
        }
        const before = await tx
          .delete(startlistEntries)
          .where(eq(startlistEntries.gameId, gameId))
          .returning({ athleteId: startlistEntries.athleteId, withdrawn: startlistEntries.withdrawn });
        if (drafts.length) await tx.insert(startlistEntries).values(drafts.map((d) => ({ gameId, ...d })));
        const was = new Set(before.map((e) => e.athleteId));
        const now = new Set(kept);
        const added = [...now].filter((id) => !was.has(id));
        const removed = [...was].filter((id) => !now.has(id));
        const starting = new Set(before.filter((e) => !e.withdrawn).map((e) => e.athleteId));
        const withdrawn = drafts
          .filter((d) => d.withdrawn && starting.has(d.athleteId))
          .map((d) => d.athleteId);
        if (added.length || removed.length || withdrawn.length)
          await publish(tx, domainEvent('startlist.changed', { game_id: gameId, added, removed, withdrawn }));
      });
      return games.detail(gameId, viewerId);
    },
  };
}
