import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_PATH, OFFLINE_CHECK_INTERVAL_MS, watchConnectivity } from './connectivity.ts';

describe('connectivity watch (spec §2 offline screen)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('R2.123 R9.19: while offline the connection is re-checked every 5 seconds', () => {
    expect(OFFLINE_CHECK_INTERVAL_MS).toBe(5000);
    let online = false;
    const isOnline = vi.fn(() => online);
    const onChange = vi.fn();
    const stop = watchConnectivity({ onChange, isOnline, events: new EventTarget() });
    isOnline.mockClear();
    vi.advanceTimersByTime(4999);
    expect(isOnline).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(isOnline).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(isOnline).toHaveBeenCalledTimes(3);
    online = true;
    vi.advanceTimersByTime(5000);
    expect(onChange).toHaveBeenCalledWith(true);
    // Online again: no more polling.
    isOnline.mockClear();
    vi.advanceTimersByTime(60_000);
    expect(isOnline).not.toHaveBeenCalled();
    stop();
  });

  it('R2.120 R2.124: reacts to the offline and online events at once', () => {
    let online = true;
    const events = new EventTarget();
    const onChange = vi.fn();
    const stop = watchConnectivity({ onChange, isOnline: () => online, events });
    online = false;
    events.dispatchEvent(new Event('offline'));
    expect(onChange).toHaveBeenLastCalledWith(false);
    online = true;
    events.dispatchEvent(new Event('online'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not poll while online, and reports nothing that did not change', () => {
    const onChange = vi.fn();
    const events = new EventTarget();
    const stop = watchConnectivity({ onChange, isOnline: () => true, events });
    expect(vi.getTimerCount()).toBe(0);
    events.dispatchEvent(new Event('online'));
    expect(onChange).not.toHaveBeenCalled();
    stop();
  });

  it('R2.124: the home route is /manager', () => {
    expect(HOME_PATH).toBe('/manager');
  });
});
