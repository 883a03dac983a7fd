import { adminUsersEndpoints } from './admin-users.endpoints.ts';
import {
  adminUserCardPageSchema,
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserParamsSchema,
  adminUserTeamPageSchema,
  adminUserUpdateBodySchema,
} from './admin-users.ts';
import { ledgerPageSchema, listPageQuerySchema } from './credits.ts';
import { notificationListSchema } from './notifications.ts';
import { defineRoute } from './route.ts';

/** Staff user management (issue 17): every call is 'staff'. */
export const adminUsersRoutes = {
  adminUserList: defineRoute({
    ...adminUsersEndpoints.adminUserList,
    tag: 'admin',
    summary:
      'Accounts by part of a username, e-mail or name, filtered to staff, athletes, deactivated or premium (staff)',
    query: adminUserListQuerySchema,
    response: { 200: adminUserPageSchema },
    errors: [],
  }),
  adminUserDetail: defineRoute({
    ...adminUsersEndpoints.adminUserDetail,
    tag: 'admin',
    summary: 'An account with its counts, balance, subscription, linked athlete and staff history (staff)',
    params: adminUserParamsSchema,
    response: { 200: adminUserDetailSchema },
    errors: [],
  }),
  adminUserUpdate: defineRoute({
    ...adminUsersEndpoints.adminUserUpdate,
    tag: 'admin',
    summary:
      'Set staff, verified and the athlete link, or deactivate (ending every session) and reactivate an account (staff)',
    params: adminUserParamsSchema,
    body: adminUserUpdateBodySchema,
    response: { 200: adminUserDetailSchema },
    errors: [409],
  }),
  adminUserTeams: defineRoute({
    ...adminUsersEndpoints.adminUserTeams,
    tag: 'admin',
    summary: "An account's teams, newest first, with their games (staff)",
    params: adminUserParamsSchema,
    query: listPageQuerySchema,
    response: { 200: adminUserTeamPageSchema },
    errors: [],
  }),
  adminUserCards: defineRoute({
    ...adminUsersEndpoints.adminUserCards,
    tag: 'admin',
    summary: "An account's athlete cards, newest first (staff)",
    params: adminUserParamsSchema,
    query: listPageQuerySchema,
    response: { 200: adminUserCardPageSchema },
    errors: [],
  }),
  adminUserLedger: defineRoute({
    ...adminUsersEndpoints.adminUserLedger,
    tag: 'admin',
    summary: "An account's credit ledger, newest first (staff)",
    params: adminUserParamsSchema,
    query: listPageQuerySchema,
    response: { 200: ledgerPageSchema },
    errors: [],
  }),
  adminUserNotifications: defineRoute({
    ...adminUsersEndpoints.adminUserNotifications,
    tag: 'admin',
    summary: "An account's in-app notifications, newest first (staff)",
    params: adminUserParamsSchema,
    query: listPageQuerySchema,
    response: { 200: notificationListSchema },
    errors: [],
  }),
} as const;
