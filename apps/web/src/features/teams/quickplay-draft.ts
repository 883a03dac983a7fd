/**
 * A quickplay team in the making, kept in session storage per game: a visitor who must sign
 * in to submit comes back to the same screen with the same picks, and a reload cannot be
 * used to undo a pick.
 */
export interface QuickplayDraft {
  picks: number[];
  captainId: number | null;
}

const EMPTY: QuickplayDraft = { picks: [], captainId: null };
const keyOf = (gameId: number) => `quickplay-draft:${gameId}`;

function isDraft(value: unknown): value is QuickplayDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { picks, captainId } = value as Record<string, unknown>;
  return (
    Array.isArray(picks) &&
    picks.every((id) => Number.isSafeInteger(id)) &&
    (captainId === null || Number.isSafeInteger(captainId))
  );
}

export function readQuickplayDraft(gameId: number): QuickplayDraft {
  try {
    const raw = sessionStorage.getItem(keyOf(gameId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isDraft(parsed) ? { picks: [...parsed.picks], captainId: parsed.captainId } : EMPTY;
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
