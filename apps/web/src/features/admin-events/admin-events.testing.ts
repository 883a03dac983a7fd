import type {
  AdminEvent,
  Athlete,
  FantasyGameSummary,
  GameDetail,
  RulesetView,
  Sport,
  SportEvent,
} from '@shred/contract';

const snowboarding = { name: 'Snowboarding', slug: 'snowboarding' };

export const SPORTS: Sport[] = [
  {
    id: 1,
    name: 'Snowboarding',
    slug: 'snowboarding',
    disciplines: [
      { id: 1, name: 'Slopestyle', slug: 'slopestyle' },
      { id: 2, name: 'Big Air', slug: 'big-air' },
    ],
  },
  {
    id: 2,
    name: 'Surfing',
    slug: 'surfing',
    disciplines: [{ id: 3, name: 'Shortboard', slug: 'shortboard' }],
  },
];

export const STANDARD_RULESET: RulesetView = {
  id: 1,
  name: 'Standard',
  place_points: [100, 80, 65, 55, 50, 45, 40, 36],
  step: 2,
  min_points: 2,
  bonuses: { bestRun: 10, madeFinal: 5 },
};

export function buildAthlete(id: number, overrides: Partial<Athlete> = {}): Athlete {
  return {
    id,
    slug: `rider-${id}`,
    first_name: 'Rider',
    last_name: `No${id}`,
    avatar: null,
    gender: 'M',
    primary_sport: snowboarding,
    nationality: { ioc: 'SUI' },
    aspi: 50 + id,
    owned_instances: [],
    ...overrides,
  };
}

export function buildGameSummary(overrides: Partial<FantasyGameSummary> = {}): FantasyGameSummary {
  return {
    id: 10,
    name: 'Slopestyle Men',
    status: 'UPC',
    sport: snowboarding,
    discipline: { name: 'Slopestyle', slug: 'slopestyle' },
    gender: 'M',
    opens_at: '2027-01-11T10:00:00.000Z',
    user_team: null,
    competitions: [
      { id: 21, name: 'Qualifier', date: '2027-01-18T10:00:00.000Z', is_final: false },
      { id: 22, name: 'Final', date: '2027-01-19T10:00:00.000Z', is_final: true },
    ],
    ...overrides,
  };
}

export function buildEvent(overrides: Partial<SportEvent> = {}): SportEvent {
  return {
    id: 1,
    name: 'Laax Open',
    slug: 'laax-open',
    image: null,
    date_from: '2027-01-18',
    date_to: '2027-01-23',
    location: 'Laax, Switzerland',
    season: '2027',
    sports: [snowboarding],
    fantasy_games: [buildGameSummary()],
    ...overrides,
  };
}

export function buildAdminEvent(overrides: Partial<AdminEvent> = {}): AdminEvent {
  return { ...buildEvent(), results_feed_url: null, ...overrides };
}

export function buildGameDetail(overrides: Partial<GameDetail> = {}): GameDetail {
  const event = buildEvent();
  const { fantasy_games: _games, sports: _sports, ...summary } = event;
  return {
    ...buildGameSummary(),
    event: summary,
    ruleset: STANDARD_RULESET,
    startlist: [1, 2].map((id) => ({
      athlete: buildAthlete(id),
      price: 15,
      competition_id: 21,
      locks_at: '2027-01-18T10:00:00.000Z',
      seed: id,
      withdrawn: false,
    })),
    user_teams: [],
    team_size: 5,
    quickplay_budget: 100,
    scored_at: null,
    ...overrides,
  };
}
