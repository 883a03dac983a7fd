import { describe, expect, it } from 'vitest';
import { createSessionStatus, SESSION_STATUS_TTL_MS } from './session-status.ts';

/** A database stand-in: the sessions that are live, and every lookup it was asked for. */
function fakeSessions(live: string[]) {
  const liveSessions = new Set(live);
  const lookups: string[] = [];
  let gate: Promise<void> | null = null;
  return {
    liveSessions,
    lookups,
    /** Hold lookups after they have read, until the returned function lets them answer. */
    hold(): () => void {
      let release = () => {};
      gate = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        gate = null;
        release();
      };
    },
    async lookup(sessionId: string): Promise<boolean> {
      lookups.push(sessionId);
      const answer = liveSessions.has(sessionId);
      if (gate) await gate;
      return answer;
    },
  };
}

function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe('session status cache (issue 11.5)', () => {
  it('asks the database once per session however many calls it makes', async () => {
    const db = fakeSessions(['a', 'b']);
    const status = createSessionStatus({ lookup: (id) => db.lookup(id), now: clock().now });
    for (let i = 0; i < 100; i += 1) {
      expect(await status.isLive('a')).toBe(true);
      expect(await status.isLive('b')).toBe(true);
    }
    expect(db.lookups).toEqual(['a', 'b']);
  });

  it('shares one lookup between concurrent calls of the same session', async () => {
    const db = fakeSessions(['a']);
    const status = createSessionStatus({ lookup: (id) => db.lookup(id), now: clock().now });
    const answers = await Promise.all(Array.from({ length: 20 }, () => status.isLive('a')));
    expect(answers.every(Boolean)).toBe(true);
    expect(db.lookups).toEqual(['a']);
  });

  it('asks again once a live answer is older than the TTL, so a missed notification costs at most a second', async () => {
    const db = fakeSessions(['a']);
    const time = clock();
    const status = createSessionStatus({ lookup: (id) => db.lookup(id), now: time.now });
    expect(await status.isLive('a')).toBe(true);
    db.liveSessions.delete('a');
    time.advance(SESSION_STATUS_TTL_MS - 1);
    expect(await status.isLive('a')).toBe(true);
    time.advance(1);
    expect(await status.isLive('a')).toBe(false);
    expect(SESSION_STATUS_TTL_MS).toBeLessThanOrEqual(1000);
  });

  it('keeps a revoked answer for good: a session never comes back', async () => {
    const db = fakeSessions([]);
    const time = clock();
    const status = createSessionStatus({ lookup: (id) => db.lookup(id), now: time.now });
    expect(await status.isLive('gone')).toBe(false);
    time.advance(24 * 60 * 60 * 1000);
    expect(await status.isLive('gone')).toBe(false);
    expect(db.lookups).toEqual(['gone']);
  });

  it('asks again at once after being told the session was revoked', async () => {
    const db = fakeSessions(['a', 'b']);
    const status = createSessionStatus({ lookup: (id) => db.lookup(id), now: clock().now });
    await status.isLive('a');
    await status.isLive('b');
    db.liveSessions.delete('a');
    status.forget(['a']);
    expect(await status.isLive('a')).toBe(false);
    expect(await status.isLive('b')).toBe(true);
    expect(db.lookups).toEqual(['a', 'b', 'a']);
  });

  it('does not keep an answer read before a revocation it overlapped', async () => {
    const db = fakeSessions(['a']);
    const status = createSessionStatus({ lookup: (id) => db.lookup(id), now: clock().now });
    const release = db.hold();
    const before = status.isLive('a');
    // The revocation commits and is announced while the first lookup is still on its way.
    db.liveSessions.delete('a');
    status.forget(['a']);
    release();
    expect(await before).toBe(true);
    expect(await status.isLive('a')).toBe(false);
    expect(db.lookups).toEqual(['a', 'a']);
  });

  it('holds at most maxEntries sessions, dropping the stalest first', async () => {
    const db = fakeSessions(['a', 'b', 'c']);
    const status = createSessionStatus({ lookup: (id) => db.lookup(id), now: clock().now, maxEntries: 2 });
    await status.isLive('a');
    await status.isLive('b');
    await status.isLive('c');
    await status.isLive('c');
    await status.isLive('b');
    await status.isLive('a');
    expect(db.lookups).toEqual(['a', 'b', 'c', 'a']);
  });
});
