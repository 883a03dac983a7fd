/**
 * Why a cache with both a notification and a TTL: every authenticated call must know whether
 * its session was revoked, and asking the database each time would double the queries of
 * every call. Revocations are rare, so each process keeps the answer per session and drops it
 * when a `session_revoked` notification (PostgreSQL LISTEN/NOTIFY, so every process hears it)
 * names the session. A notification can still be lost without anyone noticing (a half-open
 * listening connection, a reconnect gap), so a live answer is also trusted for one second
 * only: a revocation takes effect within milliseconds, and within a second at worst.
 * A revoked answer is kept: a session never comes back.
 */
export const SESSION_STATUS_TTL_MS = 1000;
const MAX_ENTRIES = 50_000;

export interface SessionStatus {
  /** Whether the session may still make calls; at most one lookup per session per TTL. */
  isLive(sessionId: string): Promise<boolean>;
  /** These sessions were revoked: ask the database again next time. */
  forget(sessionIds: readonly string[]): void;
}

export interface SessionStatusOptions {
  /** Reads whether the session is live from the database. */
  lookup: (sessionId: string) => Promise<boolean>;
  now?: () => number;
  ttlMs?: number;
  maxEntries?: number;
}

interface Entry {
  live: boolean;
  expiresAt: number;
}

export function createSessionStatus(options: SessionStatusOptions): SessionStatus {
  const { lookup, now = Date.now, ttlMs = SESSION_STATUS_TTL_MS, maxEntries = MAX_ENTRIES } = options;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<boolean>>();
  // Bumped by every invalidation: a lookup that started before one may have read the old row.
  let generation = 0;

  function remember(sessionId: string, live: boolean): void {
    entries.delete(sessionId);
    entries.set(sessionId, { live, expiresAt: live ? now() + ttlMs : Number.POSITIVE_INFINITY });
    // Insertion order is age order: the first entries are the stalest.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  }

  return {
    isLive(sessionId) {
      const entry = entries.get(sessionId);
      if (entry && entry.expiresAt > now()) return Promise.resolve(entry.live);
      const inFlight = pending.get(sessionId);
      if (inFlight) return inFlight;
      const startedAt = generation;
      const read = lookup(sessionId)
        .then((live) => {
          if (generation === startedAt) remember(sessionId, live);
          return live;
        })
        .finally(() => {
          if (pending.get(sessionId) === read) pending.delete(sessionId);
        });
      pending.set(sessionId, read);
      return read;
    },
    forget(sessionIds) {
      generation += 1;
      for (const sessionId of sessionIds) {
        entries.delete(sessionId);
        pending.delete(sessionId);
      }
    },
  };
}
