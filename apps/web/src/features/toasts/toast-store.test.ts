import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/index.ts';
import { showErrorToast } from './show-error-toast.ts';
import { DEFAULT_TOAST_TITLES, TOAST_DEFAULT_DURATION_MS, TOAST_LAYER } from './toast.constants.ts';
import {
  clearToasts,
  dismissToast,
  pauseToast,
  resumeToast,
  showToast,
  toast,
  toastStore,
} from './toast-store.ts';

const shown = () => toastStore.getState().toasts;

describe('toast store (spec §4 Toasts)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it('R9.12 R9.13: default duration 5000 ms and layer 10000', () => {
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
    expect(TOAST_LAYER).toBe(10_000);
    showToast({ message: 'Saved' });
    expect(shown()[0]?.duration).toBe(5000);
  });

  it('R3.11: a toast holds id, type, title, message and duration', () => {
    const id = showToast({ type: 'success', title: 'Saved', message: 'Your team is in.', duration: 2000 });
    expect(shown()).toEqual([
      { id, type: 'success', title: 'Saved', message: 'Your team is in.', duration: 2000 },
    ]);
  });

  it("R2.147: success, error and info toasts default to the titles 'Success', 'Error' and 'Info'", () => {
    expect(DEFAULT_TOAST_TITLES).toEqual({ success: 'Success', error: 'Error', info: 'Info' });
    toast.success('a');
    toast.error('b');
    toast.info('c');
    showToast({ type: 'error', title: 'Upload Failed', message: 'd' });
    expect(shown().map((t) => [t.type, t.title])).toEqual([
      ['success', 'Success'],
      ['error', 'Error'],
      ['info', 'Info'],
      ['error', 'Upload Failed'],
    ]);
  });

  it('R4.43: a toast disappears after its duration', () => {
    showToast({ message: 'Short', duration: 1000 });
    showToast({ message: 'Default' });
    vi.advanceTimersByTime(999);
    expect(shown()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(shown().map((t) => t.message)).toEqual(['Default']);
    vi.advanceTimersByTime(4000);
    expect(shown()).toHaveLength(0);
  });

  it('R4.44 (A17): an identical toast still on screen is not added again', () => {
    const first = showToast({ type: 'success', message: 'Link copied to clipboard' });
    const again = showToast({ type: 'success', message: 'Link copied to clipboard' });
    expect(again).toBe(first);
    expect(shown()).toHaveLength(1);
    // Same text with another type or title is a different toast.
    showToast({ type: 'info', message: 'Link copied to clipboard' });
    showToast({ type: 'success', title: 'Copied', message: 'Link copied to clipboard' });
    expect(shown()).toHaveLength(3);
  });

  it('R4.44 (A17): once gone, the same toast may show again', () => {
    showToast({ type: 'error', message: 'Nope' });
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS);
    expect(shown()).toHaveLength(0);
    showToast({ type: 'error', message: 'Nope' });
    expect(shown()).toHaveLength(1);
  });

  it('R2.148: a toast closed by the user goes at once and its timer with it', () => {
    const id = showToast({ message: 'Bye' });
    dismissToast(id);
    expect(shown()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('holds the countdown while the toast is hovered or focused', () => {
    const id = showToast({ message: 'Read me' });
    vi.advanceTimersByTime(3000);
    pauseToast(id);
    vi.advanceTimersByTime(60_000);
    expect(shown()).toHaveLength(1);
    resumeToast(id);
    vi.advanceTimersByTime(1999);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toHaveLength(0);
  });

  it("A26: showErrorToast titles with the body's title, else 'Error', and shows the server message", () => {
    showErrorToast(new ApiError(400, { detail: 'League is full.', title: 'Cannot join' }));
    showErrorToast(new ApiError(500, {}));
    showErrorToast(new TypeError('x'));
    expect(shown().map((t) => [t.type, t.title, t.message])).toEqual([
      ['error', 'Cannot join', 'League is full.'],
      ['error', 'Error', 'An error occurred while processing the request.'],
      ['error', 'Error', 'An unexpected error occurred.'],
    ]);
  });
});
