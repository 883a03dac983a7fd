import { detailSchema, healthSchema, idParamSchema } from './common.ts';
import { articleListSchema, articleSchema, contentListParamsSchema, contentParamsSchema } from './content.ts';
import {
  appSettingsSchema,
  appSettingsUpdateSchema,
  validatePasswordBodySchema,
  validatePasswordResultSchema,
} from './core.ts';
import { endpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';
import { trackingEventSchema } from './tracking.ts';
import {
  credentialsSchema,
  currentUserSchema,
  followBodySchema,
  followResultSchema,
  forgotPasswordBodySchema,
  profileImageSchema,
  profileStatsSchema,
  profileUpdateBodySchema,
  publicProfileParamsSchema,
  publicProfileSchema,
  refreshBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetPasswordParamsSchema,
  tokenPairSchema,
} from './users.ts';

/** Every API call, by name. Paths are relative to the API base (`/api/`). */
export const routes = {
  health: defineRoute({
    ...endpoints.health,
    tag: 'core',
    summary: 'Readiness probe',
    response: { 200: healthSchema },
  }),
  register: defineRoute({
    ...endpoints.register,
    tag: 'users',
    summary: 'Create an account',
    body: registerBodySchema,
    response: { 201: tokenPairSchema },
  }),
  token: defineRoute({
    ...endpoints.token,
    tag: 'users',
    summary: 'Log in with e-mail and password',
    body: credentialsSchema,
    response: { 200: tokenPairSchema },
  }),
  tokenRefresh: defineRoute({
    ...endpoints.tokenRefresh,
    tag: 'users',
    summary: 'Rotate a refresh token for a new token pair',
    body: refreshBodySchema,
    response: { 200: tokenPairSchema },
  }),
  forgotPassword: defineRoute({
    ...endpoints.forgotPassword,
    tag: 'users',
    summary: 'E-mail a password reset link',
    body: forgotPasswordBodySchema,
    response: { 200: detailSchema },
  }),
  resetPassword: defineRoute({
    ...endpoints.resetPassword,
    tag: 'users',
    summary: 'Set a new password with a reset link',
    params: resetPasswordParamsSchema,
    body: resetPasswordBodySchema,
    response: { 200: detailSchema },
  }),
  me: defineRoute({
    ...endpoints.me,
    tag: 'users',
    summary: 'The signed-in user',
    response: { 200: currentUserSchema },
  }),
  updateProfile: defineRoute({
    ...endpoints.updateProfile,
    tag: 'users',
    summary: 'Update own profile (names, username, theme, onboarding)',
    params: idParamSchema,
    body: profileUpdateBodySchema,
    response: { 200: currentUserSchema },
  }),
  uploadProfileImage: defineRoute({
    ...endpoints.uploadProfileImage,
    tag: 'users',
    summary: 'Upload a profile image (multipart field profile_image, at most 5 MB)',
    multipart: true,
    response: { 200: profileImageSchema },
  }),
  deleteAccount: defineRoute({
    ...endpoints.deleteAccount,
    tag: 'users',
    summary: 'Delete own account and its personal data',
    response: { 204: null },
  }),
  publicProfile: defineRoute({
    ...endpoints.publicProfile,
    tag: 'users',
    summary: 'Public profile by user id or username',
    params: publicProfileParamsSchema,
    response: { 200: publicProfileSchema },
  }),
  profileStats: defineRoute({
    ...endpoints.profileStats,
    tag: 'users',
    summary: 'Game statistics of a user',
    params: idParamSchema,
    response: { 200: profileStatsSchema },
  }),
  follow: defineRoute({
    ...endpoints.follow,
    tag: 'users',
    summary: 'Follow a user',
    body: followBodySchema,
    response: { 200: followResultSchema },
  }),
  unfollow: defineRoute({
    ...endpoints.unfollow,
    tag: 'users',
    summary: 'Stop following a user',
    body: followBodySchema,
    response: { 200: followResultSchema },
  }),
  track: defineRoute({
    ...endpoints.track,
    tag: 'tracking',
    summary: 'Record an analytics event (signed in or anonymous)',
    body: trackingEventSchema,
    response: { 204: null },
  }),
  appSettings: defineRoute({
    ...endpoints.appSettings,
    tag: 'core',
    summary: 'Maintenance mode and native minimum versions',
    response: { 200: appSettingsSchema },
  }),
  updateAppSettings: defineRoute({
    ...endpoints.updateAppSettings,
    tag: 'core',
    summary: 'Change app settings (staff)',
    body: appSettingsUpdateSchema,
    response: { 200: appSettingsSchema },
  }),
  validateMaintenancePassword: defineRoute({
    ...endpoints.validateMaintenancePassword,
    tag: 'core',
    summary: 'Check the maintenance bypass password',
    body: validatePasswordBodySchema,
    response: { 200: validatePasswordResultSchema },
  }),
  contentList: defineRoute({
    ...endpoints.contentList,
    tag: 'content',
    summary: 'Articles of a folder (news, help, info), newest first',
    params: contentListParamsSchema,
    response: { 200: articleListSchema },
  }),
  contentArticle: defineRoute({
    ...endpoints.contentArticle,
    tag: 'content',
    summary: 'One article, its markdown rendered to sanitised HTML',
    params: contentParamsSchema,
    response: { 200: articleSchema },
  }),
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
