import type { AdminReferralPage, Referral, UserListItem } from '@shred/contract';

export function buildUserItem(
  id: number,
  username: string,
  overrides: Partial<UserListItem> = {},
): UserListItem {
  return {
    id,
    username,
    profile_image: null,
    is_verified: false,
    level: { name: 'Local' },
    profile_type: { type: 'manager' },
    follow_status: { following: false },
    ...overrides,
  };
}

/** An onboarded referral through a league, its reward paid. */
export function buildReferral(overrides: Partial<Referral> = {}): Referral {
  return {
    invitee: buildUserItem(31, 'ayumi'),
    inviter: buildUserItem(1, 'demo', { is_verified: true, level: { name: 'Ripper' } }),
    registered_at: '2026-11-20T09:30:00.000Z',
    onboarded: true,
    league: { slug: 'demo-crew', name: 'Demo Crew' },
    reward: { credits: 50, paid_at: '2026-11-21T10:00:00.000Z' },
    ...overrides,
  };
}

/** A page with one paid referral and one still waiting for the welcome. */
export function buildReferralPage(overrides: Partial<AdminReferralPage> = {}): AdminReferralPage {
  return {
    count: 2,
    next: null,
    results: [
      buildReferral({
        invitee: buildUserItem(40, 'newbie', { level: { name: 'Grom' } }),
        registered_at: '2026-11-26T08:00:00.000Z',
        onboarded: false,
        league: null,
        reward: null,
      }),
      buildReferral(),
    ],
    summary: {
      referrals: 8,
      onboarded: 6,
      credits_paid: 300,
      top_inviters: [
        { user: buildUserItem(1, 'demo'), referrals: 5 },
        { user: buildUserItem(2, 'kai_slides'), referrals: 3 },
      ],
    },
    ...overrides,
  };
}
