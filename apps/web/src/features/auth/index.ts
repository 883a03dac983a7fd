import './api-bridge.ts';

export { type AuthState, authStore, useAuthStore } from './auth-store.ts';
export { fetchUser, refreshUser, setUser } from './current-user.ts';
export { initializeAuth } from './initialize-auth.ts';
export { login } from './login.ts';
export { logout } from './logout.ts';
export { startPeriodicRefresh } from './periodic-refresh.ts';
export { randomHandle } from './random-handle.ts';
export { stopPeriodicRefresh } from './refresh-timer.ts';
export {
  REGISTRATION_MESSAGES,
  type RegisterField,
  type RegisterFieldErrors,
  type RegisterInput,
  RegistrationError,
  register,
} from './register.ts';
export { onSessionEnd } from './session-end.ts';
export { refreshTokens } from './token-refresh.ts';
export { getAccessToken, getRefreshToken } from './token-storage.ts';
export { onUserLoaded } from './user-loaded.ts';
