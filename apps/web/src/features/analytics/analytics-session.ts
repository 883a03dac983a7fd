import { z } from 'zod';
import { SESSION_IDLE_MS, SESSION_KEY, SESSION_MAX_MS } from './analytics.constants.ts';
import { randomId } from './random-id.ts';

const storedSessionSchema = z.object({
  id: z.string().min(1),
  startedAt: z.number(),
  lastActiveAt: z.number(),
});
type StoredSession = z.infer<typeof storedSessionSchema>;

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
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
