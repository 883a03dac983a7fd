import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser } from './auth-fixtures.testing.ts';
import { authStore, INITIAL_AUTH_STATE, useAuthStore } from './auth-store.ts';

afterEach(() => authStore.setState(INITIAL_AUTH_STATE, true));

describe('auth store', () => {
  it('describes the auth state with user and the two flags initialized and authenticated (R3.04, R4.01)', () => {
    expect(authStore.getState()).toEqual({ user: null, isAuthenticated: false, isInitialized: false });
  });

  it('re-renders subscribers with the selected slice (R4.01)', () => {
    const { result } = renderHook(() => useAuthStore((state) => state.isAuthenticated));
    expect(result.current).toBe(false);
    act(() => authStore.setState({ user: buildUser(), isAuthenticated: true }));
    expect(result.current).toBe(true);
  });

  it('returns the whole state without a selector', () => {
    const { result } = renderHook(() => useAuthStore());
    act(() => authStore.setState({ isInitialized: true }));
    expect(result.current).toMatchObject({ isInitialized: true, isAuthenticated: false, user: null });
  });
});
