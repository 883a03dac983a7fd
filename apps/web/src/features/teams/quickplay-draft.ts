/**
 * A quickplay team in the making, kept in session storage per game: a visitor who must sign
 * in to submit comes back to the same screen with the same picks, and a reload cannot be
 * used to undo a pick.
 */
export interface QuickplayDraft {
  picks: number[];
  captainId: number | null;
  /** The stored team being picked anew (late swap); null for a new team. */
  teamId: number | null;
}

const EMPTY: QuickplayDraft = { picks: [], captainId: null, teamId: null };
const isId = (value: unknown) => Number.isSafeInteger(value);
const keyOf = (gameId: number) => `quickplay-draft:${gameId}`;

function isDraft(value: unknown): value is QuickplayDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { picks, captainId, teamId } = value as Record<string, unknown>;
  return (
    Array.isArray(picks) &&
    picks.every(isId) &&
    (captainId === null || isId(captainId)) &&
    (teamId === undefined || teamId === null || isId(teamId))
  );
}

export function readQuickplayDraft(gameId: number): QuickplayDraft {
  try {
    const raw = sessionStorage.getItem(keyOf(gameId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isDraft(parsed)
      ? { picks: [...parsed.picks], captainId: parsed.captainId, teamId: parsed.teamId ?? null }
      : EMPTY;
  } catch {
    // Storage blocked or a damaged entry: start afresh rather than fail the screen.
    return EMPTY;
  }
}

export function saveQuickplayDraft(gameId: number, draft: QuickplayDraft): void {
  try {
    sessionStorage.setItem(keyOf(gameId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the picks still live in the screen's state.
  }
}

export function clearQuickplayDraft(gameId: number): void {
  try {
    sessionStorage.removeItem(keyOf(gameId));
  } catch {
    // Nothing stored to clear.
  }
}
