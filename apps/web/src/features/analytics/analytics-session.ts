import { SESSION_IDLE_MS, SESSION_KEY, SESSION_MAX_MS } from './analytics.constants.ts';
import { randomId } from './random-id.ts';

interface StoredSession {
  id: string;
  startedAt: number;
  lastActiveAt: number;
}

// Checked by hand rather than with zod: this runs on every screen and zod would triple the first download.
function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    v.id.length > 0 &&
    Number.isFinite(v.startedAt) &&
    Number.isFinite(v.lastActiveAt)
  );
}

/**
 * The current analytics session id, marking it active now. A new session starts when none
 * is stored, after 30 minutes without events, or 24 hours after the session began.
 */
export function touchSession(now: number = Date.now()): string {
  const current = readSession();
  const session: StoredSession =
    current && now - current.lastActiveAt < SESSION_IDLE_MS && now - current.startedAt < SESSION_MAX_MS
      ? { ...current, lastActiveAt: now }
      : { id: randomId(24), startedAt: now, lastActiveAt: now };
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  return session.id;
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
}

function readSession(): StoredSession | null {
  const raw = localStorage.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
