import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeVisibility } from '../features/app-settings/app-settings.testing.ts';
import { documentVisibility, everyWhileVisible } from './visible-interval.ts';

describe('everyWhileVisible', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs on the interval only while visible, and once on each return', () => {
    const task = vi.fn();
    const visibility = fakeVisibility(true);
    const stop = everyWhileVisible(task, { intervalMs: 1000, visibility });
    vi.advanceTimersByTime(2500);
    expect(task).toHaveBeenCalledTimes(2);
    visibility.set(false);
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(2);
    visibility.set(true);
    expect(task).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(999);
    expect(task).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(4);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(4);
  });

  it('follows the document visibility', () => {
    const source = documentVisibility(document);
    const listener = vi.fn();
    const stop = source.onChange(listener);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledWith(document.visibilityState === 'visible');
    stop();
  });
});
