import type { Leaderboard, LeaderboardEntry, ScoreLineView, Standing, TeamView } from '@shred/contract';

/** A manager's line in season or cup standings; override what a test is about. */
export function buildStanding(overrides: Partial<Standing> = {}): Standing {
  return {
    rank: 1,
    user_id: 10,
    username: 'kai_slides',
    profile_image: null,
    total: 1234.5,
    games_played: 12,
    games_counted: 10,
    position: 1,
    ...overrides,
  };
}

export function buildLeaderboardEntry(overrides: Partial<LeaderboardEntry> = {}): LeaderboardEntry {
  return {
    rank: 1,
    team_id: 100,
    user_id: 10,
    username: 'kai_slides',
    profile_image: null,
    entry_number: 1,
    score: 412.5,
    ...overrides,
  };
}

/** A leaderboard page of `count` teams ranked 1, 2, 3 … with ids following the rank. */
export function buildLeaderboard(
  count: number,
  { page = 1, pageSize = 20, ...rest }: Partial<Leaderboard> & { pageSize?: number } = {},
): Leaderboard {
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(count, page * pageSize);
  const results = Array.from({ length: Math.max(0, to - from + 1) }, (_, i) =>
    buildLeaderboardEntry({
      rank: from + i,
      team_id: 100 + from + i,
      user_id: 10 + from + i,
      username: `rider_${from + i}`,
      score: 500 - from - i,
    }),
  );
  return { game_id: 7, mode: 'manager', count, page, page_size: pageSize, results, me: null, ...rest };
}

export function buildScoreLine(overrides: Partial<ScoreLineView> = {}): ScoreLineView {
  return {
    athlete_id: 1,
    athlete_name: 'Sky Brown',
    place: 1,
    place_points: 100,
    bonuses: [],
    bonus_points: 0,
    athlete_points: 100,
    tier: null,
    tier_boost: 1,
    is_captain: false,
    captain_multiplier: 1,
    line_total: 100,
    ...overrides,
  };
}

/** A scored manager team of five lines: captain Sky Brown (rare card, best run bonus). */
export function buildScoredTeam(overrides: Partial<TeamView> = {}): TeamView {
  const lines = [
    buildScoreLine({
      athlete_id: 1,
      athlete_name: 'Sky Brown',
      place: 1,
      place_points: 100,
      bonuses: [{ name: 'best_run', points: 10 }],
      bonus_points: 10,
      athlete_points: 110,
      tier: 'rare',
      tier_boost: 1.05,
      is_captain: true,
      captain_multiplier: 1.5,
      line_total: 173.25,
    }),
    buildScoreLine({
      athlete_id: 2,
      athlete_name: 'Yuto Horigome',
      place: 2,
      place_points: 80,
      bonuses: [{ name: 'made_final', points: 5 }],
      bonus_points: 5,
      athlete_points: 85,
      tier: 'common',
      line_total: 85,
    }),
    buildScoreLine({
      athlete_id: 3,
      athlete_name: 'Rayssa Leal',
      place: 3,
      place_points: 65,
      athlete_points: 65,
      tier: 'epic',
      tier_boost: 1.1,
      line_total: 71.5,
    }),
    buildScoreLine({
      athlete_id: 4,
      athlete_name: 'Nyjah Huston',
      place: 11,
      place_points: 30,
      athlete_points: 30,
      tier: 'legendary',
      tier_boost: 1.2,
      line_total: 36,
    }),
    buildScoreLine({
      athlete_id: 5,
      athlete_name: 'Momiji Nishiya',
      place: null,
      place_points: 0,
      athlete_points: 0,
      tier: 'common',
      line_total: 0,
    }),
  ];
  return {
    id: 501,
    game_id: 7,
    user: { id: 1, username: 'demo' },
    mode: 'manager',
    entry_number: 1,
    cup_slug: null,
    captain_id: 1,
    version: 1,
    submitted_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    score: 365.75,
    rank: 4,
    picks: [],
    breakdown: { lines, total: 365.75 },
    budget: null,
    ...overrides,
  };
}
