import type { FantasyGameSummary, GameDetail, SportEvent, SportEventPage } from '@shred/contract';

/** A fantasy game as the event answer lists it; override what a test is about. */
export function buildGame(overrides: Partial<FantasyGameSummary> = {}): FantasyGameSummary {
  return {
    id: 11,
    name: 'Slopestyle Men',
    status: 'OPN',
    sport: { name: 'Snowboarding', slug: 'snowboarding' },
    discipline: { name: 'Slopestyle', slug: 'slopestyle' },
    gender: 'M',
    opens_at: '2026-03-01T10:00:00.000Z',
    user_team: null,
    competitions: [
      { id: 101, name: 'Qualifier', date: '2026-03-08T10:00:00.000Z', is_final: false },
      { id: 102, name: 'Final', date: '2026-03-09T12:00:00.000Z', is_final: true },
    ],
    ...overrides,
  };
}

/** An event with one open game, ending 2026-03-09. */
export function buildEvent(overrides: Partial<SportEvent> = {}): SportEvent {
  return {
    id: 1,
    name: 'Powder Kings Invitational',
    slug: 'powder-kings-invitational',
    image: null,
    date_from: '2026-03-08',
    date_to: '2026-03-09',
    location: 'Hakuba, Japan',
    season: '2026',
    sports: [{ name: 'Snowboarding', slug: 'snowboarding' }],
    fantasy_games: [buildGame()],
    ...overrides,
  };
}

export function pageOfEvents(results: SportEvent[], count = results.length): SportEventPage {
  return { count, results };
}

/** The game page's answer for `buildGame()`, with a small startlist. */
export function buildGameDetail(overrides: Partial<GameDetail> = {}): GameDetail {
  const { competitions, ...game } = buildGame();
  const athlete = (id: number, first: string, last: string, aspi: number) => ({
    id,
    slug: `${first}-${last}`.toLowerCase(),
    first_name: first,
    last_name: last,
    avatar: null,
    gender: 'M' as const,
    primary_sport: { name: 'Snowboarding', slug: 'snowboarding' },
    nationality: { ioc: 'SUI' },
    aspi,
    owned_instances: [],
  });
  return {
    ...game,
    competitions,
    event: {
      id: 1,
      name: 'Powder Kings Invitational',
      slug: 'powder-kings-invitational',
      image: null,
      date_from: '2026-03-08',
      date_to: '2026-03-09',
      location: 'Hakuba, Japan',
      season: '2026',
    },
    ruleset: {
      id: 1,
      name: 'Standard',
      place_points: [100, 80, 65, 55, 50, 45, 40, 36],
      step: 2,
      min_points: 2,
      bonuses: { bestRun: 10, madeFinal: 5 },
    },
    startlist: [
      {
        athlete: athlete(201, 'Mika', 'Arnold', 82),
        price: 21,
        competition_id: 101,
        locks_at: '2026-03-08T10:00:00.000Z',
        seed: 1,
        withdrawn: false,
      },
      {
        athlete: athlete(202, 'Jonas', 'Berg', 64),
        price: 18,
        competition_id: 101,
        locks_at: '2026-03-08T10:00:00.000Z',
        seed: 2,
        withdrawn: false,
      },
    ],
    user_teams: [],
    team_size: 5,
    quickplay_budget: 100,
    scored_at: null,
    ...overrides,
  };
}
