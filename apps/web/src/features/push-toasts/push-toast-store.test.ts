import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  actionUrl,
  clearPushToasts,
  dismissPushToast,
  enqueuePushToast,
  PUSH_TOAST_DURATION_MS,
  pushToastStore,
} from './push-toast-store.ts';

const current = () => pushToastStore.getState().current?.title ?? null;

describe('push notification toasts (spec §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    clearPushToasts();
    vi.useRealTimers();
  });

  it('R9.14: each shows for 5 s', () => {
    expect(PUSH_TOAST_DURATION_MS).toBe(5000);
  });

  it('R4.58: queued and shown one at a time, in arrival order', () => {
    enqueuePushToast({ title: 'A', body: 'a' });
    enqueuePushToast({ title: 'B', body: 'b' });
    enqueuePushToast({ title: 'C', body: 'c' });
    expect(current()).toBe('A');
    expect(pushToastStore.getState().queue.map((t) => t.title)).toEqual(['B', 'C']);
  });

  it('R4.59: each shows for 5 seconds before the next one', () => {
    enqueuePushToast({ title: 'A', body: 'a' });
    enqueuePushToast({ title: 'B', body: 'b' });
    vi.advanceTimersByTime(4999);
    expect(current()).toBe('A');
    vi.advanceTimersByTime(1);
    expect(current()).toBe('B');
    vi.advanceTimersByTime(5000);
    expect(current()).toBeNull();
  });

  it('a toast closed early makes room for the next, which gets its own 5 s', () => {
    enqueuePushToast({ title: 'A', body: 'a' });
    enqueuePushToast({ title: 'B', body: 'b' });
    vi.advanceTimersByTime(1000);
    dismissPushToast();
    expect(current()).toBe('B');
    vi.advanceTimersByTime(4999);
    expect(current()).toBe('B');
    vi.advanceTimersByTime(1);
    expect(current()).toBeNull();
  });

  it('one arriving after the queue emptied shows at once', () => {
    enqueuePushToast({ title: 'A', body: 'a' });
    vi.advanceTimersByTime(5000);
    enqueuePushToast({ title: 'B', body: 'b' });
    expect(current()).toBe('B');
  });

  it("an action leads to its own address, or else the toast's url", () => {
    const toast = { title: 't', body: 'b', url: 'https://shredleague.app/events/1' };
    expect(actionUrl({ action: 'https://shredleague.app/teams', title: 'Teams' }, toast)).toBe(
      'https://shredleague.app/teams',
    );
    expect(actionUrl({ action: 'view', title: 'View' }, toast)).toBe(toast.url);
    expect(actionUrl({ action: 'view', title: 'View' }, { title: 't', body: 'b' })).toBeNull();
  });
});
