/**
 * Who may see a pick (issue 11.1): a line-up stays private until it locks. The team's owner
 * always sees their own picks; anyone else sees a pick once it has locked (late swap: when its
 * athlete's competition starts, at that instant inclusive), or once the game is complete and
 * no pick can change any more. A pick without a known lock time stays hidden until then.
 */

/** Whether a pick whose lock time is `lockMs` (epoch ms, NaN when unknown) has locked at `nowMs`. */
export const hasLocked = (lockMs: number, nowMs: number): boolean => lockMs <= nowMs;

export interface PickAudience {
  /** Who asks: a user id, or null when anonymous. */
  viewerId: number | null;
  /** Whose team the picks belong to. */
  ownerId: number;
  nowMs: number;
  /** A complete game's teams cannot change: every pick counts as locked. */
  gameComplete: boolean;
}

export function isPickVisible(audience: PickAudience, lockMs: number): boolean {
  if (audience.viewerId !== null && audience.viewerId === audience.ownerId) return true;
  return audience.gameComplete || hasLocked(lockMs, audience.nowMs);
}

export interface VisiblePicks<T> {
  /** The picks the viewer may see, in their order. */
  shown: T[];
  /** How many picks are left out: an answer says so rather than show a smaller team. */
  hidden: number;
}

/** The picks of one team that `audience` may see; `lockOf` gives a pick's lock time (NaN unknown). */
export function visiblePicks<T>(
  picks: readonly T[],
  lockOf: (pick: T) => number,
  audience: PickAudience,
): VisiblePicks<T> {
  const shown = picks.filter((pick) => isPickVisible(audience, lockOf(pick)));
  return { shown, hidden: picks.length - shown.length };
}
