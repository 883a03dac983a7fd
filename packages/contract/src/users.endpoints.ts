import type { Endpoint } from './endpoints.ts';

/** Accounts, sessions, profiles and follows. */
export const usersEndpoints = {
  register: { method: 'POST', path: 'users/register/', access: 'public', status: 201 },
  token: { method: 'POST', path: 'users/token/', access: 'public', status: 200 },
  tokenRefresh: { method: 'POST', path: 'users/token/refresh/', access: 'public', status: 200 },
  logout: { method: 'POST', path: 'users/logout/', access: 'public', status: 204 },
  forgotPassword: { method: 'POST', path: 'users/forgot-password/', access: 'public', status: 200 },
  resetPassword: {
    method: 'POST',
    path: 'users/reset-password/{uid}/{token}/',
    access: 'public',
    status: 200,
  },
  me: { method: 'GET', path: 'users/me/', access: 'user', status: 200 },
  updateProfile: { method: 'PUT', path: 'users/profile/{id}/', access: 'user', status: 200 },
  uploadProfileImage: { method: 'POST', path: 'users/profile-image/', access: 'user', status: 200 },
  deleteAccount: { method: 'DELETE', path: 'users/delete-account/', access: 'user', status: 204 },
  publicProfile: { method: 'GET', path: 'users/public-profile/{id}/', access: 'public', status: 200 },
  profileStats: { method: 'GET', path: 'users/{id}/profile-stats/', access: 'public', status: 200 },
  followers: { method: 'GET', path: 'users/{id}/followers/', access: 'public', status: 200 },
  following: { method: 'GET', path: 'users/{id}/following/', access: 'public', status: 200 },
  follow: { method: 'POST', path: 'users/connections/follow/', access: 'user', status: 200 },
  unfollow: { method: 'POST', path: 'users/connections/unfollow/', access: 'user', status: 200 },
} as const satisfies Record<string, Endpoint>;
