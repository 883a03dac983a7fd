import type { Access, HttpMethod } from './route.ts';

/**
 * Every call's method, path, access and success status, without schemas: what the web client
 * needs at run time, kept free of zod so the first screen stays small. `routes` adds the schemas.
 */
export const endpoints = {
  health: { method: 'GET', path: 'health/', access: 'public', status: 200 },
  register: { method: 'POST', path: 'users/register/', access: 'public', status: 201 },
  token: { method: 'POST', path: 'users/token/', access: 'public', status: 200 },
  tokenRefresh: { method: 'POST', path: 'users/token/refresh/', access: 'public', status: 200 },
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
  follow: { method: 'POST', path: 'users/connections/follow/', access: 'user', status: 200 },
  unfollow: { method: 'POST', path: 'users/connections/unfollow/', access: 'user', status: 200 },
  track: { method: 'POST', path: 'tracking/track/', access: 'public', status: 204 },
  appSettings: { method: 'GET', path: 'core/app-settings/', access: 'public', status: 200 },
  updateAppSettings: { method: 'PUT', path: 'core/app-settings/', access: 'staff', status: 200 },
  validateMaintenancePassword: {
    method: 'POST',
    path: 'core/app-settings/validate-password/',
    access: 'public',
    status: 200,
  },
  contentList: { method: 'GET', path: 'content/{folder}/', access: 'public', status: 200 },
  contentArticle: { method: 'GET', path: 'content/{folder}/{id}/', access: 'public', status: 200 },
} as const satisfies Record<string, Endpoint>;

export interface Endpoint {
  method: HttpMethod;
  /** Relative to the API base, with `{name}` placeholders, always ending in '/'. */
  path: string;
  access: Access;
  /** The status of a successful answer. */
  status: 200 | 201 | 204;
}

export type EndpointName = keyof typeof endpoints;
