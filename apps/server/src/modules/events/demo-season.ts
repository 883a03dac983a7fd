/**
 * The demo season, placed around the day the demo is seeded so it always looks alive
 * (GAME.md; issue 4 "Data and demo data"): events at real venues spread over about five months
 * either side of today, every sport in it: 5 over (games complete), 3 live (games open, every
 * round still ahead) and 6 upcoming (games not open yet). Pure data, no I/O.
 */
export type DemoPhase = 'past' | 'live' | 'upcoming';

export interface DemoGameSpec {
  sport: string;
  discipline: string;
  gender: 'M' | 'W';
}

interface DemoEventSpec {
  name: string;
  slug: string;
  location: string;
  phase: DemoPhase;
  /** Past and upcoming: day of the first round from today; live: hours from now. */
  start: number;
  /** Hours from the first round (qualifier) to the final. */
  finalAfterHours: number;
  cup: 'winter-triple-crown' | 'summer-shred-series';
  games: DemoGameSpec[];
}

const g = (sport: string, discipline: string, gender: 'M' | 'W'): DemoGameSpec => ({
  sport,
  discipline,
  gender,
});

const EVENTS: readonly DemoEventSpec[] = [
  {
    name: 'Laax Open',
    slug: 'laax-open',
    location: 'Laax, Switzerland',
    phase: 'past',
    start: -150,
    finalAfterHours: 50,
    cup: 'winter-triple-crown',
    games: [
      g('snowboarding', 'slopestyle', 'M'),
      g('snowboarding', 'slopestyle', 'W'),
      g('snowboarding', 'big-air', 'M'),
    ],
  },
  {
    name: 'Mammoth Freeski Grand Prix',
    slug: 'mammoth-freeski-grand-prix',
    location: 'Mammoth Lakes, USA',
    phase: 'past',
    start: -118,
    finalAfterHours: 50,
    cup: 'winter-triple-crown',
    games: [
      g('freeskiing', 'slopestyle', 'M'),
      g('freeskiing', 'halfpipe', 'W'),
      g('freeskiing', 'big-air', 'M'),
    ],
  },
  {
    name: 'Margaret River Pro',
    slug: 'margaret-river-pro',
    location: 'Margaret River, Australia',
    phase: 'past',
    start: -85,
    finalAfterHours: 74,
    cup: 'summer-shred-series',
    games: [g('surfing', 'shortboard', 'M'), g('surfing', 'shortboard', 'W')],
  },
  {
    name: 'Kamloops Dirt Jam',
    slug: 'kamloops-dirt-jam',
    location: 'Kamloops, Canada',
    phase: 'past',
    start: -52,
    finalAfterHours: 50,
    cup: 'summer-shred-series',
    games: [
      g('mountain-biking', 'slopestyle', 'M'),
      g('mountain-biking', 'downhill', 'M'),
      g('mountain-biking', 'downhill', 'W'),
    ],
  },
  {
    name: 'Hiroshima Urban Open — BMX Park',
    slug: 'hiroshima-urban-open-bmx-park',
    location: 'Hiroshima, Japan',
    phase: 'past',
    start: -21,
    finalAfterHours: 26,
    cup: 'summer-shred-series',
    games: [g('bmx', 'park', 'M'), g('bmx', 'park', 'W')],
  },
  {
    name: 'Hakuba Snowboard Jam',
    slug: 'hakuba-snowboard-jam',
    location: 'Hakuba, Japan',
    phase: 'live',
    start: 6,
    finalAfterHours: 26,
    cup: 'winter-triple-crown',
    games: [
      g('snowboarding', 'slopestyle', 'M'),
      g('snowboarding', 'big-air', 'M'),
      g('snowboarding', 'slopestyle', 'W'),
    ],
  },
  {
    name: 'Barcelona Street & Park Open',
    slug: 'barcelona-street-and-park-open',
    location: 'Barcelona, Spain',
    phase: 'live',
    start: 50,
    finalAfterHours: 24,
    cup: 'summer-shred-series',
    games: [
      g('skateboarding', 'street', 'M'),
      g('skateboarding', 'street', 'W'),
      g('skateboarding', 'park', 'M'),
    ],
  },
  {
    name: 'Lake Constance Cable Open',
    slug: 'lake-constance-cable-open',
    location: 'Langenargen, Germany',
    phase: 'live',
    start: 98,
    finalAfterHours: 28,
    cup: 'summer-shred-series',
    games: [g('wakeboarding', 'park', 'M'), g('wakeboarding', 'cable', 'M')],
  },
  {
    name: 'Saas-Fee Pipe Masters',
    slug: 'saas-fee-pipe-masters',
    location: 'Saas-Fee, Switzerland',
    phase: 'upcoming',
    start: 12,
    finalAfterHours: 50,
    cup: 'winter-triple-crown',
    games: [
      g('snowboarding', 'halfpipe', 'M'),
      g('snowboarding', 'halfpipe', 'W'),
      g('freeskiing', 'halfpipe', 'M'),
    ],
  },
  {
    name: 'Ericeira Pro — Shortboard',
    slug: 'ericeira-pro-shortboard',
    location: 'Ericeira, Portugal',
    phase: 'upcoming',
    start: 33,
    finalAfterHours: 74,
    cup: 'summer-shred-series',
    games: [g('surfing', 'shortboard', 'M'), g('surfing', 'shortboard', 'W')],
  },
  {
    name: 'Oslo Big Air',
    slug: 'oslo-big-air',
    location: 'Oslo, Norway',
    phase: 'upcoming',
    start: 55,
    finalAfterHours: 26,
    cup: 'winter-triple-crown',
    games: [
      g('snowboarding', 'big-air', 'M'),
      g('snowboarding', 'big-air', 'W'),
      g('freeskiing', 'big-air', 'M'),
      g('freeskiing', 'big-air', 'W'),
    ],
  },
  {
    name: 'Park Series Paris — Skateboarding',
    slug: 'park-series-paris-skateboarding',
    location: 'Paris, France',
    phase: 'upcoming',
    start: 80,
    finalAfterHours: 26,
    cup: 'summer-shred-series',
    games: [g('skateboarding', 'park', 'M'), g('skateboarding', 'park', 'W')],
  },
  {
    name: 'Utah Freeride Fest',
    slug: 'utah-freeride-fest',
    location: 'Virgin, USA',
    phase: 'upcoming',
    start: 105,
    finalAfterHours: 50,
    cup: 'summer-shred-series',
    games: [g('mountain-biking', 'slopestyle', 'M'), g('mountain-biking', 'downhill', 'W')],
  },
  {
    name: 'Cologne BMX Masters',
    slug: 'cologne-bmx-masters',
    location: 'Cologne, Germany',
    phase: 'upcoming',
    start: 135,
    finalAfterHours: 50,
    cup: 'summer-shred-series',
    games: [g('bmx', 'park', 'M'), g('bmx', 'park', 'W'), g('bmx', 'flatland', 'M')],
  },
];

export const DEMO_CUPS = [
  {
    slug: 'winter-triple-crown',
    name: 'Winter Triple Crown',
    description: 'Every snowboard and freeski game of the season in one casual leaderboard.',
  },
  {
    slug: 'summer-shred-series',
    name: 'Summer Shred Series',
    description: 'Surf, skate, wake, BMX and mountain bike games: pick fast, no cards needed.',
  },
] as const;

export interface PlannedRound {
  name: string;
  startsAt: Date;
  isFinal: boolean;
  roundOrder: number;
}

export interface PlannedEvent extends Omit<DemoEventSpec, 'start' | 'finalAfterHours'> {
  season: string;
  dateFrom: string;
  dateTo: string;
  /** Rounds of the event's n-th game: games start two hours apart, so picks lock in turn. */
  roundsOf(gameIndex: number): PlannedRound[];
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The season's events with real dates for a demo seeded at `now` (epoch ms). */
export function demoSeasonPlan(now: number): PlannedEvent[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const thisHour = Math.ceil(now / HOUR_MS) * HOUR_MS;
  return EVENTS.map(({ start, finalAfterHours, ...spec }) => {
    // Live rounds are counted from now, so every one of them is still ahead after seeding.
    const qualifier =
      spec.phase === 'live' ? thisHour + start * HOUR_MS : today + start * DAY_MS + 10 * HOUR_MS;
    const final = qualifier + finalAfterHours * HOUR_MS;
    const lastGame = (spec.games.length - 1) * 2 * HOUR_MS;
    return {
      ...spec,
      season: String(new Date(now).getUTCFullYear()),
      dateFrom: day(qualifier),
      dateTo: day(final + lastGame),
      roundsOf: (gameIndex: number) => [
        {
          name: 'Qualifier',
          startsAt: new Date(qualifier + gameIndex * 2 * HOUR_MS),
          isFinal: false,
          roundOrder: 1,
        },
        { name: 'Final', startsAt: new Date(final + gameIndex * 2 * HOUR_MS), isFinal: true, roundOrder: 2 },
      ],
    };
  });
}
