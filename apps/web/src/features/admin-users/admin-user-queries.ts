import type { AdminUserDetail, AdminUserFilter, AdminUserUpdateBody, StaffGrantBody } from '@shred/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { ADMIN_STALE_MS } from '../admin-events/admin-event-queries.ts';

export interface UserFilters {
  page: number;
  /** Part of a username, e-mail or name; empty for everyone. */
  query: string;
  filter: AdminUserFilter;
}

/** The lists the user page opens, each its own paged call. */
export type UserListKind = 'teams' | 'cards' | 'ledger' | 'notifications';

export const adminUserKeys = {
  all: ['admin-users'] as const,
  page: (filters: UserFilters) =>
    ['admin-users', 'list', filters.filter, filters.query, filters.page] as const,
  user: (username: string) => ['admin-users', 'user', username.toLowerCase()] as const,
  list: (username: string, kind: UserListKind, page: number) =>
    ['admin-users', 'user', username.toLowerCase(), kind, page] as const,
};

/** GET admin/users/: a page of accounts; the last page stays shown while the next loads. */
export function useAdminUsersQuery(filters: UserFilters) {
  return useQuery({
    queryKey: adminUserKeys.page(filters),
    queryFn: ({ signal }) =>
      call('adminUserList', {
        query: {
          page: filters.page,
          filter: filters.filter,
          ...(filters.query ? { query: filters.query } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: ADMIN_STALE_MS,
  });
}

export function useAdminUserQuery(username: string) {
  return useQuery({
    queryKey: adminUserKeys.user(username),
    queryFn: ({ signal }) => call('adminUserDetail', { params: { username }, signal }),
    staleTime: ADMIN_STALE_MS,
  });
}

const LIST_ROUTES = {
  teams: 'adminUserTeams',
  cards: 'adminUserCards',
  ledger: 'adminUserLedger',
  notifications: 'adminUserNotifications',
} as const;

export function useAdminUserListQuery<K extends UserListKind>(username: string, kind: K, page: number) {
  return useQuery({
    queryKey: adminUserKeys.list(username, kind, page),
    queryFn: ({ signal }) => call(LIST_ROUTES[kind], { params: { username }, query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: ADMIN_STALE_MS,
  });
}

/** After a change: the page shows the answer at once, and every list of users reads again. */
function useSettle(username: string) {
  const client = useQueryClient();
  return (detail?: AdminUserDetail) => {
    if (detail) client.setQueryData(adminUserKeys.user(username), detail);
    return client.invalidateQueries({ queryKey: adminUserKeys.all });
  };
}

/** PATCH admin/users/{username}/: staff, verified, the athlete link, active. */
export function useUpdateAdminUser(username: string) {
  const settle = useSettle(username);
  return useMutation({
    mutationFn: (body: AdminUserUpdateBody) => call('adminUserUpdate', { params: { username }, body }),
    onSuccess: (detail) => settle(detail),
  });
}

/** POST admin/users/{username}/credits/: a grant, or a take with a negative amount. */
export function useGrantCredits(username: string) {
  const settle = useSettle(username);
  return useMutation({
    mutationFn: (body: StaffGrantBody) => call('adminGrantCredits', { params: { username }, body }),
    onSuccess: () => settle(),
  });
}
