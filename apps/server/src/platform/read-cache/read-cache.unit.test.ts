import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

/** A load that finishes when the test says so, counting how often it ran. */
function controlledLoad(tags: string[]) {
  let runs = 0;
  let finish: (value: string) => void = () => undefined;
  return {
    load: () => {
      runs += 1;
      return new Promise<{ value: string; tags: string[] }>((resolve) => {
        finish = (value) => resolve({ value, tags });
      });
    },
    finish: (value: string) => finish(value),
    runs: () => runs,
  };
}

const loaded = (value: string, tags: string[]) => async () => ({ value, tags });

describe('read cache (issue 12.3)', () => {
  it('answers a key from memory until one of its tags goes stale', async () => {
    const cache = createReadCache();
    let reads = 0;
    const load = async () => ({ value: `v${++reads}`, tags: ['game:1', 'event:x'] });
    expect(await cache.remember('game:1', load)).toBe('v1');
    expect(await cache.remember('game:1', load)).toBe('v1');
    cache.drop(['game:2']);
    expect(await cache.remember('game:1', load)).toBe('v1');
    cache.drop(['event:x']);
    expect(await cache.remember('game:1', load)).toBe('v2');
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createReadCache();
    const pending = controlledLoad(['events']);
    const first = cache.remember('calendar', pending.load);
    const second = cache.remember('calendar', pending.load);
    pending.finish('page');
    expect(await Promise.all([first, second])).toEqual(['page', 'page']);
    expect(pending.runs()).toBe(1);
  });

  it('does not keep a load that was reading while its tag went stale, nor hand it to later callers', async () => {
    const cache = createReadCache();
    const old = controlledLoad(['game:1']);
    const before = cache.remember('game:1', old.load);
    cache.drop(['game:1']);
    // A caller after the write must not join the load that may have read the old rows.
    const after = cache.remember('game:1', loaded('new', ['game:1']));
    old.finish('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.remember('game:1', loaded('newer', ['game:1']))).toBe('new');
  });

  it('keeps nothing while deaf to other processes, and starts empty when it hears again', async () => {
    const cache = createReadCache();
    await cache.remember('a', loaded('1', ['events']));
    cache.setDeaf(true);
    expect(cache.size()).toBe(0);
    expect(await cache.remember('a', loaded('2', ['events']))).toBe('2');
    expect(cache.size()).toBe(0);
    const during = controlledLoad(['events']);
    const reading = cache.remember('a', during.load);
    cache.setDeaf(false);
    during.finish('3');
    expect(await reading).toBe('3');
    // Read before hearing again: it may have missed a write, so it is not kept.
    expect(cache.size()).toBe(0);
    expect(await cache.remember('a', loaded('4', ['events']))).toBe('4');
    expect(cache.size()).toBe(1);
  });

  it('expires entries after the TTL and drops the oldest beyond its bound', async () => {
    let now = 0;
    const cache = createReadCache({ now: () => now, ttlMs: 1000, maxEntries: 2 });
    await cache.remember('a', loaded('a1', ['x']));
    now = 999;
    expect(await cache.remember('a', loaded('a2', ['x']))).toBe('a1');
    now = 1000;
    expect(await cache.remember('a', loaded('a3', ['x']))).toBe('a3');
    await cache.remember('b', loaded('b', ['x']));
    await cache.remember('c', loaded('c', ['x']));
    expect(cache.size()).toBe(2);
    expect(await cache.remember('a', loaded('a4', ['x']))).toBe('a4');
  });

  it('does not keep a failed load', async () => {
    const cache = createReadCache();
    await expect(
      cache.remember('a', async () => {
        throw new Error('no database');
      }),
    ).rejects.toThrow('no database');
    expect(await cache.remember('a', loaded('ok', []))).toBe('ok');
  });
});
