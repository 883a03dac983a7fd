import type { AdminUser, AdminUserDetail, AdminUserPage } from '@shred/contract';

export function buildAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 7,
    username: 'kai_slides',
    email: 'kai@example.com',
    first_name: 'Kai',
    last_name: 'Moser',
    profile_image: null,
    is_staff: false,
    is_verified: false,
    is_athlete: false,
    athlete: null,
    deactivated: false,
    deactivated_at: null,
    subscription_status: 'none',
    is_premium: false,
    credits: 1200,
    date_joined: '2026-10-02T09:00:00.000Z',
    ...overrides,
  };
}

export function buildAdminUserPage(overrides: Partial<AdminUserPage> = {}): AdminUserPage {
  return {
    count: 2,
    next: null,
    results: [
      buildAdminUser(),
      buildAdminUser({
        id: 8,
        username: 'ayumi',
        email: 'ayumi@example.com',
        first_name: 'Ayumi',
        last_name: 'Sato',
        is_staff: true,
        is_verified: true,
        subscription_status: 'trial',
        is_premium: true,
        credits: 50,
      }),
    ],
    ...overrides,
  };
}

export function buildAdminUserDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    ...buildAdminUser(),
    counts: { teams: 3, cards: 12, ledger: 4, notifications: 2, followers: 5, following: 1 },
    subscription: {
      status: 'none',
      plan: null,
      ends_at: null,
      trial_used: false,
      is_premium: false,
      provider: null,
    },
    last_seen: '2026-11-27T18:00:00.000Z',
    staff_actions: [],
    ...overrides,
  };
}
