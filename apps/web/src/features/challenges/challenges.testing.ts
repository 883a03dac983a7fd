import type { Challenge, ChallengeDetail, ChallengeSet, ChallengeSetDetail } from '@shred/contract';

const DAY_MS = 86_400_000;

/** A set running from yesterday to a week from now, one of its three challenges done. */
export function buildChallengeSet(overrides: Partial<ChallengeSet> = {}): ChallengeSet {
  const now = Date.now();
  return {
    id: 4,
    name: 'Season Kick-off',
    description: 'Two weeks to find your feet.',
    starts_at: new Date(now - DAY_MS).toISOString(),
    ends_at: new Date(now + 7 * DAY_MS + 60_000).toISOString(),
    status: 'active',
    challenges_count: 3,
    completed_count: 1,
    ...overrides,
  };
}

export function buildChallenge(overrides: Partial<Challenge> = {}): Challenge {
  return {
    id: 11,
    set_id: 4,
    name: 'Find your crew',
    description: 'Follow 3 managers whose picks you want to keep an eye on.',
    condition: 'follow_managers',
    target: 3,
    progress: 2,
    percent: 66,
    reward: { kind: 'credits', amount: 150, card_tier: null },
    position: 0,
    completed_at: null,
    ...overrides,
  };
}

export function buildChallengeSetDetail(
  challenges: Challenge[],
  overrides: Partial<ChallengeSetDetail> = {},
): ChallengeSetDetail {
  return { ...buildChallengeSet(), challenges, ...overrides };
}

export function buildChallengeDetail(overrides: Partial<ChallengeDetail> = {}): ChallengeDetail {
  return { ...buildChallenge(), set: buildChallengeSet(), ...overrides };
}

export const challengePage = <T>(results: T[], count = results.length) => ({ count, next: null, results });
