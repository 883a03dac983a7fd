import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForAuthInit } from './wait-for-auth.ts';

describe('waiting for auth initialisation (R4.24, A15)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves at once when auth is already initialised', async () => {
    await expect(waitForAuthInit(() => true)).resolves.toBe(true);
  });

  it('polls every 50 ms until auth is initialised (R4.24, R9.09)', async () => {
    let initialised = false;
    const check = vi.fn(() => initialised);
    const result = waitForAuthInit(check);
    await vi.advanceTimersByTimeAsync(120);
    expect(check).toHaveBeenCalledTimes(3); // the first check plus polls at 50 and 100 ms
    initialised = true;
    await vi.advanceTimersByTimeAsync(50);
    await expect(result).resolves.toBe(true);
  });

  it('gives up after 5 s and reports not initialised (R4.24, R9.10, A15)', async () => {
    const result = waitForAuthInit(() => false);
    await vi.advanceTimersByTimeAsync(4950);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    await expect(result).resolves.toBe(false);
  });
});
