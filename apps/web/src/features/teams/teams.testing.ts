import type { AthleteCard, GameDetail, StartlistEntryView, TeamBody, TeamView } from '@shred/contract';
import { athletePrice } from '@shred/game';
import { buildAthlete } from '../athletes/athletes.testing.ts';
import { buildGameDetail } from '../events/event-fixtures.testing.ts';

/** Before the first competition of the fixtures: nothing is locked yet. */
export const BEFORE_LOCK = Date.parse('2026-03-07T12:00:00.000Z');
export const LOCKS_AT = '2026-03-08T10:00:00.000Z';
export const LATE_LOCKS_AT = '2026-03-09T10:00:00.000Z';

const NAMES = [
  ['Mika', 'Arnold'],
  ['Jonas', 'Berg'],
  ['Rene', 'Cole'],
  ['Taro', 'Doi'],
  ['Ollie', 'Evans'],
  ['Sven', 'Falk'],
  ['Kai', 'Grant'],
  ['Leo', 'Hart'],
] as const;

/** A startlist entry for athlete `id`; override what a test is about. */
export function buildEntry(
  id: number,
  aspi: number,
  overrides: Partial<StartlistEntryView> = {},
): StartlistEntryView {
  const [first, last] = NAMES[(id - 1) % NAMES.length] ?? ['Ath', 'Lete'];
  return {
    athlete: buildAthlete({
      id,
      slug: `${first}-${last}-${id}`.toLowerCase(),
      first_name: first,
      last_name: last,
      gender: 'M',
      aspi,
    }),
    price: athletePrice(aspi),
    competition_id: 101,
    locks_at: LOCKS_AT,
    seed: id,
    withdrawn: false,
    ...overrides,
  };
}

/** Eight athletes, ASPI 90 down to 20: prices 23, 21, 19, 17, 15, 13, 11, 9. */
export function buildStartlist(): StartlistEntryView[] {
  return [90, 80, 70, 60, 50, 40, 30, 20].map((aspi, i) => buildEntry(i + 1, aspi));
}

export function buildPlayableGame(overrides: Partial<GameDetail> = {}): GameDetail {
  return buildGameDetail({ id: 31, status: 'OPN', startlist: buildStartlist(), ...overrides });
}

/** One of the viewer's cards of the startlist athlete `athleteId`. */
export function buildCard(
  cardId: number,
  athleteId: number,
  overrides: Partial<AthleteCard> = {},
): AthleteCard {
  const entry = buildEntry(athleteId, 50);
  return {
    ...entry.athlete,
    card_instance_id: cardId,
    background: 'common',
    tier: 'common',
    serial: cardId,
    season: '2026',
    contract_games_left: 10,
    games_to_add: 50,
    extension_cost_per_game: 1,
    owner: { id: 1, username: 'demo' },
    ...overrides,
  };
}

export function buildTeamView(overrides: Partial<TeamView> = {}): TeamView {
  return {
    id: 900,
    game_id: 31,
    user: { id: 1, username: 'demo' },
    mode: 'manager',
    entry_number: 1,
    cup_slug: null,
    captain_id: 1,
    version: 1,
    submitted_at: '2026-03-07T08:00:00.000Z',
    updated_at: '2026-03-07T08:00:00.000Z',
    score: null,
    rank: null,
    picks: [],
    breakdown: { lines: [], total: 0 },
    budget: null,
    ...overrides,
  };
}

/** A stored pick of athlete `athleteId` with card `cardId`. */
export function storedPick(
  athleteId: number,
  cardId: number | null,
  overrides: Partial<TeamView['picks'][number]> = {},
) {
  const { athlete } = buildEntry(athleteId, 50);
  return {
    athlete: {
      id: athlete.id,
      slug: athlete.slug,
      first_name: athlete.first_name,
      last_name: athlete.last_name,
      avatar: null,
      nationality: athlete.nationality,
      aspi: athlete.aspi,
    },
    card_instance_id: cardId,
    tier: cardId === null ? null : ('common' as const),
    price: null,
    locks_at: LOCKS_AT,
    locked: false,
    ...overrides,
  };
}

/** The team the server answers for a submitted `body`: its picks stored, nothing locked or scored yet. */
export function savedTeam(body: TeamBody, overrides: Partial<TeamView> = {}): TeamView {
  return buildTeamView({
    mode: body.mode,
    captain_id: body.captain_id,
    cup_slug: body.cup_slug ?? null,
    picks: body.picks.map((pick) => storedPick(pick.athlete_id, pick.card_instance_id ?? null)),
    ...overrides,
  });
}
