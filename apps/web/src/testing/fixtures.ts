import type { CurrentUser, PublicProfile } from '@shred/contract';

/** A signed-in user; override what a test is about. */
export function buildUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    email: 'dana@shredleague.app',
    username: 'demo',
    first_name: 'Dana',
    last_name: 'Demo',
    profile_image: null,
    date_joined: '2026-01-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    is_athlete: false,
    is_staff: false,
    completed_manager_welcome: true,
    used_native_app: false,
    subscription: null,
    theme_preference: 'dark',
    ...overrides,
  };
}

export function buildPublicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 2,
    username: 'kai_slides',
    first_name: 'Kai',
    last_name: 'Moreno',
    profile_image: null,
    is_verified: false,
    level: { name: 'Pro' },
    profile_type: { type: 'manager' },
    follow_status: { following: false },
    followers_count: 12,
    following_count: 3,
    date_joined: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
