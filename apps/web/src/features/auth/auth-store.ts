import type { CurrentUser } from '@shred/contract';
import { createStore, useStore } from 'zustand';

/** Spec §3 "Auth state". */
export interface AuthState {
  user: CurrentUser | null;
  isAuthenticated: boolean;
  /** True once the start-up check of stored tokens has finished, whatever its outcome. */
  isInitialized: boolean;
}

export const INITIAL_AUTH_STATE: AuthState = { user: null, isAuthenticated: false, isInitialized: false };

/** Plain state only; the auth actions (login, logout, …) live in their own modules. */
export const authStore = createStore<AuthState>()(() => INITIAL_AUTH_STATE);

export function useAuthStore(): AuthState;
export function useAuthStore<T>(selector: (state: AuthState) => T): T;
export function useAuthStore<T>(selector?: (state: AuthState) => T): T | AuthState {
  return useStore(authStore, (state): T | AuthState => (selector ? selector(state) : state));
}
