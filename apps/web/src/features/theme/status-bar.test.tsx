import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPlatformForTesting } from '../../platform/index.ts';
import { createSimulatedNativePlatform } from '../../platform/simulated-native-platform.ts';
import { STATUS_BAR_DELAY_MS, statusBarToneFor, useStatusBar } from './status-bar.ts';
import { useThemeStore } from './theme-store.ts';

describe('status bar (spec §4 Theme)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setPlatformForTesting(createSimulatedNativePlatform({ platform: 'ios', version: '1.0.0' }));
  });
  afterEach(() => {
    vi.useRealTimers();
    setPlatformForTesting(undefined);
    useThemeStore.getState().setPreference('dark');
    delete document.documentElement.dataset.statusBar;
  });

  it("uses the route's own style when it sets one (R4.41)", () => {
    expect(statusBarToneFor('light', 'dark')).toBe('light');
    expect(statusBarToneFor('dark', 'light')).toBe('dark');
  });

  it('follows the light/dark theme when the route style is auto (R4.42)', () => {
    expect(statusBarToneFor('auto', 'dark')).toBe('dark');
    expect(statusBarToneFor('auto', 'light')).toBe('light');
  });

  it('tells the platform 10 ms after the route has painted, within the 10 to 100 ms of the spec (R9.21)', async () => {
    expect(STATUS_BAR_DELAY_MS).toBe(10);
    renderHook(() => useStatusBar('light'));
    await act(() => vi.advanceTimersByTimeAsync(9));
    expect(document.documentElement.dataset.statusBar).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(document.documentElement.dataset.statusBar).toBe('light');
  });

  it('tells the platform, and again when the theme changes under an auto route (R4.42)', async () => {
    const { rerender } = renderHook(({ style }) => useStatusBar(style), {
      initialProps: { style: 'auto' as 'auto' | 'light' | 'dark' },
    });
    await act(() => vi.advanceTimersByTimeAsync(STATUS_BAR_DELAY_MS));
    expect(document.documentElement.dataset.statusBar).toBe('dark');

    act(() => useThemeStore.getState().setPreference('light'));
    await act(() => vi.advanceTimersByTimeAsync(STATUS_BAR_DELAY_MS));
    expect(document.documentElement.dataset.statusBar).toBe('light');

    rerender({ style: 'dark' });
    await act(() => vi.advanceTimersByTimeAsync(STATUS_BAR_DELAY_MS));
    expect(document.documentElement.dataset.statusBar).toBe('dark');
  });
});
