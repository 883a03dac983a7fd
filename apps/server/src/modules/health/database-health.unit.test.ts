import { describe, expect, it } from 'vitest';
import { createDatabaseHealth, HEALTH_FRESH_MS, HEALTH_STALL_MS } from './database-health.ts';

/** A ping the test answers by hand, counting how often it was asked. */
function manualPing() {
  const calls: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  return {
    calls,
    ping: () => new Promise<void>((resolve, reject) => calls.push({ resolve, reject })),
  };
}

function setup(waitForCheck: boolean) {
  let time = 1_000_000;
  const manual = manualPing();
  const health = createDatabaseHealth({ ping: manual.ping, now: () => time, waitForCheck });
  return { health, manual, advance: (ms: number) => (time += ms) };
}

describe('database health check (issue 11.6)', () => {
  it('asks the database once for any number of calls within a second', async () => {
    const { health, manual, advance } = setup(true);
    const first = Promise.all([health.isUp(), health.isUp(), health.isUp()]);
    manual.calls[0]?.resolve();
    expect(await first).toEqual([true, true, true]);
    advance(HEALTH_FRESH_MS - 1);
    expect(await health.isUp()).toBe(true);
    expect(manual.calls).toHaveLength(1);
    advance(1);
    const next = health.isUp();
    expect(manual.calls).toHaveLength(2);
    manual.calls[1]?.reject(new Error('connection refused'));
    expect(await next).toBe(false);
  });

  it('on a connection shared with user work, answers with the last check while the next one waits its turn', async () => {
    const { health, manual, advance } = setup(false);
    const first = health.isUp();
    manual.calls[0]?.resolve();
    expect(await first).toBe(true);
    advance(HEALTH_FRESH_MS);
    expect(await health.isUp()).toBe(true);
    expect(manual.calls).toHaveLength(2);
    advance(HEALTH_STALL_MS);
    expect(await health.isUp()).toBe(false);
    manual.calls[1]?.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await health.isUp()).toBe(true);
    expect(manual.calls).toHaveLength(2);
  });
});
