import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_THROTTLE_MS,
  isChunkLoadError,
  listenForChunkErrors,
  reloadAfterChunkError,
} from './chunk-reload.ts';

const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
};

describe('reload after a chunk-load error (spec §4 Web app update, §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('reloads at most once per 10 seconds (R4.131, R9.11)', () => {
    expect(CHUNK_RELOAD_THROTTLE_MS).toBe(10_000);
    const storage = memoryStorage();
    const reload = vi.fn();
    const at = 1_000_000;
    expect(reloadAfterChunkError({ storage, reload, now: at })).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(at));
    expect(reloadAfterChunkError({ storage, reload, now: at + 5_000 })).toBe(false);
    expect(reloadAfterChunkError({ storage, reload, now: at + 9_999 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkError({ storage, reload, now: at + 10_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps the throttle across reloads in session storage, with fake timers (R4.131)', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    const reload = vi.fn();
    expect(reloadAfterChunkError({ reload })).toBe(true);
    vi.advanceTimersByTime(9_000);
    expect(reloadAfterChunkError({ reload })).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(reloadAfterChunkError({ reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    sessionStorage.removeItem(CHUNK_RELOAD_KEY);
  });

  it('recognises the chunk-load errors of the browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it("reloads on Vite's preload error and keeps the error from the page (R4.131)", () => {
    const reload = vi.fn(() => true);
    const stop = listenForChunkErrors(window, reload);
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    stop();
  });

  it('lets the error through to the error page when the throttle holds', () => {
    const stop = listenForChunkErrors(window, () => false);
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    stop();
  });
});
