import type { AdminChallenge, AdminChallengeSet, AdminChallengeSetDetail } from '@shred/contract';

export function buildSet(overrides: Partial<AdminChallengeSet> = {}): AdminChallengeSet {
  return {
    id: 7,
    name: 'Winter Warm-up',
    description: 'Get going before the first stop.',
    starts_at: new Date(2027, 2, 4, 10).toISOString(),
    ends_at: new Date(2027, 2, 16).toISOString(),
    status: 'active',
    challenges_count: 2,
    completions: 5,
    players_completed: 1,
    created_at: '2027-02-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildChallenge(overrides: Partial<AdminChallenge> = {}): AdminChallenge {
  return {
    id: 31,
    set_id: 7,
    name: 'Three games in',
    description: '',
    condition: 'join_games',
    target: 3,
    reward_kind: 'credits',
    reward_amount: 250,
    reward_card_tier: null,
    position: 0,
    completions: 4,
    created_at: '2027-02-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildSetDetail(overrides: Partial<AdminChallengeSetDetail> = {}): AdminChallengeSetDetail {
  return { ...buildSet(), challenges: [buildChallenge()], ...overrides };
}

export const pageOf = (results: AdminChallengeSet[]) => ({ count: results.length, next: null, results });
