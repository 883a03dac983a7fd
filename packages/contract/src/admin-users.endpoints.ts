import type { Endpoint } from './endpoints.ts';

/** Staff user management: find accounts, read everything of one, set its flags (issue 17). */
export const adminUsersEndpoints = {
  adminUserList: { method: 'GET', path: 'admin/users/', access: 'staff', status: 200 },
  adminUserDetail: { method: 'GET', path: 'admin/users/{username}/', access: 'staff', status: 200 },
  adminUserUpdate: { method: 'PATCH', path: 'admin/users/{username}/', access: 'staff', status: 200 },
  adminUserTeams: { method: 'GET', path: 'admin/users/{username}/teams/', access: 'staff', status: 200 },
  adminUserCards: { method: 'GET', path: 'admin/users/{username}/cards/', access: 'staff', status: 200 },
  adminUserLedger: { method: 'GET', path: 'admin/users/{username}/ledger/', access: 'staff', status: 200 },
  adminUserNotifications: {
    method: 'GET',
    path: 'admin/users/{username}/notifications/',
    access: 'staff',
    status: 200,
  },
} as const satisfies Record<string, Endpoint>;
