import { type FantasyStats, routes, scoreLineSchema, type TeamView, teamPickSchema } from '@shred/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { athletes } from './db/schema/index.ts';
import { newUser, type TestUser } from './test/factories.ts';
import {
  createGameFixture,
  type GameFixture,
  giveCards,
  importPlaces,
  newStaffUser,
  teamBody,
} from './test/game-factories.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/** Every SVG the server hands to sharp: what a share image draws, read before it becomes pixels. */
const drawn = vi.hoisted((): string[] => []);
vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<typeof import('sharp')>()).default;
  const spy = (input: unknown, options?: object) => {
    if (Buffer.isBuffer(input) && input.subarray(0, 4).toString() === '<svg') drawn.push(input.toString());
    return real(input as Buffer, options);
  };
  return { default: Object.assign(spy, real) };
});

const HOUR_MS = 3_600_000;
type Viewer = 'anonymous' | 'other' | 'owner';
const VIEWERS: Viewer[] = ['anonymous', 'other', 'owner'];

let t: TestApp;
let game: GameFixture;
let owner: TestUser;
let other: TestUser;
let staff: TestUser;
let ownerTeam: TeamView;

/**
 * The owner's manager team: two picks in heat A (locks in 1 h, rare cards) and three in heat B
 * (locks in 3 h, legendary cards), captained by a heat B pick. Each athlete has a name and
 * slug found nowhere else, so a search of an answer finds exactly what it shows.
 */
const OWNER_PICKS = [0, 1, 6, 7, 8];
const HEAT_A = new Set([0, 1]);
const CAPTAIN = 6;
/** The other manager plays quickplay with athletes the owner did not pick. */
const OTHER_PICKS = [2, 3, 9, 10, 11];
const firstName = (index: number) => `Pick${String.fromCharCode(65 + index)}q`;
const slugOf = (index: number) => `lineup-${String.fromCharCode(97 + index)}${process.pid}-slug`;

interface OwnerPick {
  index: number;
  athleteId: number;
  cardId: number;
  tier: 'rare' | 'legendary';
}
let ownerPicks: OwnerPick[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  game = await createGameFixture(db, { now: t.clock.now() });
  for (const [index, athlete] of game.athletes.entries()) {
    await db
      .update(athletes)
      .set({ firstName: firstName(index), lastName: 'Zed', slug: slugOf(index) })
      .where(eq(athletes.id, athlete.id));
  }
  [owner, other, staff] = await Promise.all([newUser(t.app), newUser(t.app), newStaffUser(t.app, db)]);
  const athleteOf = (index: number) => game.athletes[index]?.id ?? 0;
  const rare = await giveCards(db, owner.id, [...HEAT_A].map(athleteOf), { tier: 'rare' });
  const heatB = OWNER_PICKS.filter((i) => !HEAT_A.has(i));
  const legendary = await giveCards(db, owner.id, heatB.map(athleteOf), { tier: 'legendary' });
  const cards = new Map([...HEAT_A, ...heatB].map((index, i) => [index, [...rare, ...legendary][i] ?? 0]));
  ownerPicks = OWNER_PICKS.map((index) => ({
    index,
    athleteId: athleteOf(index),
    cardId: cards.get(index) ?? 0,
    tier: HEAT_A.has(index) ? 'rare' : 'legendary',
  }));
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/games/${game.gameId}/teams/`,
    headers: owner.auth,
    payload: ownerBody(),
  });
  expect(created.statusCode, created.body).toBe(201);
  ownerTeam = created.json<TeamView>();
  expect(ownerTeam.picks.map((p) => p.athlete.id).sort()).toEqual(ownerPicks.map((p) => p.athleteId).sort());
});
afterAll(() => t.close());

const ownerBody = () =>
  teamBody(game, {
    indexes: OWNER_PICKS,
    cards: OWNER_PICKS.map((index) => ownerPicks.find((p) => p.index === index)?.cardId ?? 0),
    captain: CAPTAIN,
  });
const otherBody = () => teamBody(game, { indexes: OTHER_PICKS, mode: 'quickplay' });
const headersOf = (viewer: Viewer) =>
  viewer === 'owner' ? owner.auth : viewer === 'other' ? other.auth : undefined;

interface Answer {
  status: number;
  /** The JSON answer as sent, or the SVG drawn for an image. */
  text: string;
  json: unknown;
  headers: Record<string, unknown>;
}

async function ask(
  viewer: Viewer,
  request: { method?: 'GET' | 'POST' | 'PUT'; url: string; payload?: object },
): Promise<Answer> {
  const res = await t.app.inject({ ...request, headers: headersOf(viewer) });
  const json = res.headers['content-type']?.toString().includes('json') ? res.json() : null;
  return { status: res.statusCode, text: res.body, json, headers: res.headers };
}

const statsQuery = () => `mode=manager&username=${owner.username}`;

/**
 * Every route whose answer can hold a pick, and how the walk calls it. The owner's is always
 * the team above; another caller's own team (createTeam, myTeams) holds none of its athletes.
 */
const walk: Record<string, (viewer: Viewer) => Promise<Answer>> = {
  createTeam: (viewer) =>
    ask(viewer, {
      method: 'POST',
      url: `/api/games/${game.gameId}/teams/`,
      payload: viewer === 'owner' ? ownerBody() : otherBody(),
    }),
  updateTeam: (viewer) =>
    ask(viewer, { method: 'PUT', url: `/api/teams/${ownerTeam.id}/`, payload: ownerBody() }),
  teamDetail: (viewer) => ask(viewer, { url: `/api/teams/${ownerTeam.id}/` }),
  myTeams: (viewer) => ask(viewer, { url: `/api/games/${game.gameId}/my-teams/` }),
  fantasyStats: (viewer) => ask(viewer, { url: `/api/games/${game.gameId}/fantasy-stats/?${statsQuery()}` }),
  fantasyStatsImage: async (viewer) => {
    drawn.length = 0;
    const res = await t.app.inject({
      url: `/api/games/${game.gameId}/fantasy-stats/image/?${statsQuery()}`,
      headers: headersOf(viewer),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(drawn).toHaveLength(1);
    return { status: res.statusCode, text: drawn[0] ?? '', json: null, headers: res.headers };
  },
};

/**
 * Routes that hold or draw picks but answer none of the walk's viewers, each with where its
 * rule is proven instead.
 */
const NOT_WALKED: Record<string, string> = {
  adminUserTeams: 'staff only (401/403 to every viewer here): staff see every line-up',
  athleteZoneAsset:
    'draws shares over many teams, never a team; counted from locked picks only (athlete-zone.api.test.ts)',
};

/** Athlete ids and card ids anywhere in a JSON answer, wherever they sit. */
function idsIn(json: unknown, found = { athletes: new Set<number>(), cards: new Set<number>() }) {
  if (Array.isArray(json)) for (const item of json) idsIn(item, found);
  else if (json && typeof json === 'object') {
    for (const [key, value] of Object.entries(json)) {
      if ((key === 'athlete_id' || key === 'captain_id') && typeof value === 'number')
        found.athletes.add(value);
      if (key === 'card_instance_id' && typeof value === 'number') found.cards.add(value);
      if (key === 'athlete' && value && typeof value === 'object' && 'id' in value) {
        found.athletes.add(Number(value.id));
      }
      idsIn(value, found);
    }
  }
  return found;
}

/** Nothing of these picks in the answer: no athlete id, name, slug or card, nor a tier only they hold. */
function expectNothingOf(hidden: OwnerPick[], shown: OwnerPick[], answer: Answer, where: string) {
  const ids = idsIn(answer.json);
  for (const pick of hidden) {
    expect(answer.text, `${where}: name of a hidden pick`).not.toContain(firstName(pick.index));
    expect(answer.text, `${where}: slug of a hidden pick`).not.toContain(slugOf(pick.index));
    expect(ids.athletes.has(pick.athleteId), `${where}: id of a hidden pick`).toBe(false);
    expect(ids.cards.has(pick.cardId), `${where}: card of a hidden pick`).toBe(false);
    if (!shown.some((p) => p.tier === pick.tier)) {
      expect(answer.text, `${where}: tier of a hidden pick`).not.toContain(pick.tier);
    }
  }
}

/** Lock phases of the owner's team: the clock moves forward between them, never back. */
const PHASES = [
  { name: 'before any pick locks', advanceMs: 0, locked: new Set<number>() },
  { name: 'with heat A started (late swap: partly locked)', advanceMs: HOUR_MS, locked: HEAT_A },
  { name: 'after every pick locked', advanceMs: 2 * HOUR_MS, locked: new Set(OWNER_PICKS) },
];

describe('line-ups stay private until they lock, on every route that returns picks (issue 11.1)', () => {
  it('walks every route whose answer holds a pick, or draws one (issue 11.1)', () => {
    const pickSchemas = new Set<z.ZodType>([teamPickSchema, scoreLineSchema]);
    const derived = Object.entries(routes).flatMap(([name, route]) => {
      if (name in NOT_WALKED) return [];
      const answers = Object.values(route.response).filter((schema): schema is z.ZodType => !!schema);
      // A drawing (the share image) is made from an answer with picks: it is walked as well.
      const draws = answers.some((schema) => schema._zod.def.type === 'custom');
      return answers.some((schema) => holdsSchema(schema, pickSchemas)) || draws ? [name] : [];
    });
    expect(Object.keys(walk).sort()).toEqual(derived.sort());
  });

  for (const [phaseIndex, phase] of PHASES.entries()) {
    it(`shows others only the locked picks ${phase.name}, and the owner all (issue 11.1)`, async () => {
      t.clock.advance(phase.advanceMs);
      if (phaseIndex === 1) await importHeatAResults();
      const shown = ownerPicks.filter((p) => phase.locked.has(p.index));
      const hidden = ownerPicks.filter((p) => !phase.locked.has(p.index));
      for (const [route, call] of Object.entries(walk)) {
        for (const viewer of VIEWERS) {
          const where = `${route} as ${viewer} ${phase.name}`;
          const answer = await call(viewer);
          if (viewer === 'owner') expectOwnerView(route, answer, where);
          else {
            expectNothingOf(hidden, shown, answer, where);
            expectStrangerView(route, viewer, answer, shown, hidden.length, where);
          }
        }
      }
    });
  }
});

/** Results of heat A, so the team has a score and the share image draws its picks. */
async function importHeatAResults() {
  const res = await importPlaces(t.app, staff, game, 6);
  expect(res.statusCode, res.body).toBe(200);
}

/** The owner sees every pick, its card and the captain, wherever their team is answered. */
function expectOwnerView(route: string, answer: Answer, where: string) {
  const ids = idsIn(answer.json);
  const everyPick = () => {
    for (const pick of ownerPicks) {
      expect(ids.athletes.has(pick.athleteId), `${where}: own pick`).toBe(true);
      expect(answer.text, `${where}: own pick's name`).toContain(firstName(pick.index));
    }
  };
  switch (route) {
    case 'createTeam':
      expect(answer.status, where).toBe(409);
      return;
    case 'updateTeam':
    case 'teamDetail':
      expect(answer.status, where).toBe(200);
      everyPick();
      expect((answer.json as TeamView).captain_id).toBe(game.athletes[CAPTAIN]?.id);
      return;
    case 'myTeams':
      expect(answer.status, where).toBe(200);
      everyPick();
      return;
    case 'fantasyStats': {
      expect(answer.status, where).toBe(200);
      everyPick();
      const team = (answer.json as FantasyStats).team;
      expect(team?.hidden_picks).toBe(0);
      expect(team?.captain?.athlete_id).toBe(game.athletes[CAPTAIN]?.id);
      return;
    }
    case 'fantasyStatsImage':
      // The owner's own card: no shared cache may keep it.
      expect(answer.headers['cache-control'], where).toBe('private, no-cache');
      if (!answer.text.includes('Awaiting results')) expect(answer.text).toContain(firstName(CAPTAIN));
      return;
  }
}

/** Another caller sees the locked picks, told how many are hidden, or is refused the team whole. */
function expectStrangerView(
  route: string,
  viewer: Viewer,
  answer: Answer,
  shown: OwnerPick[],
  hidden: number,
  where: string,
) {
  const ids = idsIn(answer.json);
  switch (route) {
    case 'createTeam':
    case 'updateTeam':
    case 'myTeams':
      expect(answer.status, where).toBeOneOf(viewer === 'anonymous' ? [401] : [200, 201, 403, 409]);
      return;
    case 'teamDetail':
      expect(answer.status, where).toBe(hidden > 0 ? 403 : 200);
      if (hidden === 0) for (const pick of shown) expect(ids.athletes.has(pick.athleteId), where).toBe(true);
      return;
    case 'fantasyStats': {
      expect(answer.status, where).toBe(200);
      const team = (answer.json as FantasyStats).team;
      expect(team?.hidden_picks, where).toBe(hidden);
      expect(team?.lines.map((line) => line.athlete_id).sort(), where).toEqual(
        shown.map((pick) => pick.athleteId).sort(),
      );
      return;
    }
    case 'fantasyStatsImage':
      expect(answer.headers['cache-control'], where).toBe('public, max-age=300');
      if (hidden > 0 && shown.length > 0) expect(answer.text, where).toContain('revealed at lock');
      return;
  }
}

/** Whether `schema` is, or holds somewhere inside, one of `targets`. */
function holdsSchema(schema: z.ZodType, targets: ReadonlySet<z.ZodType>, seen = new Set<unknown>()): boolean {
  if (targets.has(schema)) return true;
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const children = Object.values(def).flatMap((value): unknown[] => {
    if (value instanceof z.ZodType) return [value];
    if (Array.isArray(value)) return value;
    if (typeof value === 'function' && def.type === 'lazy') return [(value as () => unknown)()];
    if (value && typeof value === 'object') return Object.values(value);
    return [];
  });
  return children.some((child) => child instanceof z.ZodType && holdsSchema(child, targets, seen));
}
