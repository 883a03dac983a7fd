import { type VisiblePicks, visiblePicks } from '@shred/game';
import type { PickView, TeamWithOwner } from './team-reads.queries.ts';

/**
 * The picks of a team that a viewer may see (packages/game `visiblePicks`, issue 11.1): every
 * answer that shows picks, captain or card tiers takes them from here.
 */
export function picksShownTo(
  viewerId: number | null,
  team: Pick<TeamWithOwner, 'userId' | 'gameStatus'>,
  picks: readonly PickView[],
  nowMs: number,
): VisiblePicks<PickView> {
  return visiblePicks(picks, (pick) => pick.locksAt?.getTime() ?? Number.NaN, {
    viewerId,
    ownerId: team.userId,
    nowMs,
    gameComplete: team.gameStatus === 'CPL',
  });
}
