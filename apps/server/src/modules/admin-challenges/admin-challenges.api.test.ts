import type {
  AdminChallenge,
  AdminChallengeSetDetail,
  AdminChallengeSetPage,
  ErrorBody,
} from '@shred/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeProgress, challengeSets, challenges } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { newStaffUser } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: TestUser;
let manager: TestUser;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  t.clock.freeze();
  staff = await newStaffUser(t.app, t.database.db);
  manager = await newUser(t.app);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (who: TestUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

let names = 0;
const setBody = (overrides: object = {}) => ({
  name: `Winter Warm-up ${++names}`,
  description: 'Get going before the first stop.',
  starts_at: iso(t.clock.now() - DAY),
  ends_at: iso(t.clock.now() + 13 * DAY),
  ...overrides,
});
const challengeBody = (setId: number, overrides: object = {}) => ({
  set_id: setId,
  name: 'Three games in',
  condition: 'join_games',
  target: 3,
  reward_kind: 'credits',
  reward_amount: 250,
  ...overrides,
});

async function newSet(overrides: object = {}): Promise<AdminChallengeSetDetail> {
  const res = await send(staff, 'POST', 'admin/challenge-sets/', setBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function newChallenge(setId: number, overrides: object = {}): Promise<AdminChallenge> {
  const res = await send(staff, 'POST', 'admin/challenges/', challengeBody(setId, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
/** A player met a challenge's target, as the challenges module records it. */
async function complete(challengeId: number, userId: number) {
  await t.database.db
    .insert(challengeProgress)
    .values({ userId, challengeId, progress: 3, completedAt: new Date(t.clock.now()) });
}
const tableCounts = async () => {
  const [sets] = await t.database.db.select({ n: count() }).from(challengeSets);
  const [rows] = await t.database.db.select({ n: count() }).from(challenges);
  return { sets: sets?.n, challenges: rows?.n };
};

describe('admin challenge calls are staff only (issue 16.6, R2.81, R7.55)', () => {
  const calls: Array<[Method, string]> = [
    ['GET', 'admin/challenge-sets/'],
    ['POST', 'admin/challenge-sets/'],
    ['GET', 'admin/challenge-sets/1/'],
    ['PUT', 'admin/challenge-sets/1/'],
    ['DELETE', 'admin/challenge-sets/1/'],
    ['POST', 'admin/challenges/'],
    ['POST', 'admin/challenges/import/'],
    ['PUT', 'admin/challenges/1/'],
    ['DELETE', 'admin/challenges/1/'],
  ];
  it.each(calls)('%s %s answers 401 anonymous and 403 to a manager', async (method, url) => {
    const body = method === 'POST' || method === 'PUT' ? {} : undefined;
    expect((await send(null, method, url, body)).statusCode).toBe(401);
    const refused = await send(manager, method, url, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().detail).toBeTruthy();
  });
});

describe('challenge sets (issue 16.6, R2.85, R1.29)', () => {
  it('creates a set (201) and reads it back with no challenges yet', async () => {
    const body = setBody({ name: '  Spring Sessions  ' });
    const res = await send(staff, 'POST', 'admin/challenge-sets/', body);
    expect(res.statusCode, res.body).toBe(201);
    const set = res.json<AdminChallengeSetDetail>();
    expect(set).toMatchObject({
      name: 'Spring Sessions',
      description: body.description,
      starts_at: body.starts_at,
      ends_at: body.ends_at,
      status: 'active',
      challenges_count: 0,
      completions: 0,
      players_completed: 0,
      challenges: [],
    });
    const again = await send(staff, 'GET', `admin/challenge-sets/${set.id}/`);
    expect(again.json()).toEqual(set);
  });

  it('refuses dates out of order, bad instants and unknown fields with fields, storing nothing (400)', async () => {
    const before = await tableCounts();
    const now = t.clock.now();
    const reversed = await send(
      staff,
      'POST',
      'admin/challenge-sets/',
      setBody({ starts_at: iso(now), ends_at: iso(now) }),
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<ErrorBody>().fields).toEqual({ ends_at: ['The set must end after it starts.'] });
    const badDate = await send(staff, 'POST', 'admin/challenge-sets/', setBody({ starts_at: 'next monday' }));
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json<ErrorBody>().fields?.starts_at).toBeDefined();
    const shortName = await send(
      staff,
      'POST',
      'admin/challenge-sets/',
      setBody({ name: 'x', colour: 'red' }),
    );
    expect(shortName.statusCode).toBe(400);
    expect(await tableCounts()).toEqual(before);
  });

  it('keeps set names unique whatever their case (409)', async () => {
    const set = await newSet();
    const res = await send(staff, 'POST', 'admin/challenge-sets/', setBody({ name: set.name.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().fields).toEqual({ name: ['This name is already taken.'] });
  });

  it('edits a set, checking a new end against the start it keeps (400, nothing changes)', async () => {
    const set = await newSet();
    const earlier = iso(Date.parse(set.starts_at) - DAY);
    const wrong = await send(staff, 'PUT', `admin/challenge-sets/${set.id}/`, {
      ends_at: earlier,
      name: 'Renamed',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().fields).toEqual({ ends_at: ['The set must end after it starts.'] });
    expect((await send(staff, 'GET', `admin/challenge-sets/${set.id}/`)).json()).toEqual(set);

    const later = iso(Date.parse(set.ends_at) + 7 * DAY);
    const res = await send(staff, 'PUT', `admin/challenge-sets/${set.id}/`, {
      ends_at: later,
      description: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminChallengeSetDetail>()).toMatchObject({
      name: set.name,
      ends_at: later,
      description: '',
    });
    expect((await send(staff, 'PUT', 'admin/challenge-sets/999999/', { name: 'Nope' })).statusCode).toBe(404);
  });

  it('lists sets newest first with their challenges, completions and players who finished (R2.81)', async () => {
    const set = await newSet({ name: 'Counted Set' });
    const first = await newChallenge(set.id);
    const second = await newChallenge(set.id, {
      name: 'Follow two',
      condition: 'follow_managers',
      target: 2,
    });
    const other = await newUser(t.app);
    await complete(first.id, manager.id);
    await complete(second.id, manager.id);
    await complete(first.id, other.id);

    const res = await send(staff, 'GET', 'admin/challenge-sets/?page_size=100');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<AdminChallengeSetPage>();
    const listed = page.results.find((s) => s.id === set.id);
    expect(listed).toMatchObject({ challenges_count: 2, completions: 3, players_completed: 1 });
    const starts = page.results.map((s) => Date.parse(s.starts_at));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(page.count).toBe(page.results.length);

    const detail = await send(staff, 'GET', `admin/challenge-sets/${set.id}/`);
    expect(detail.json<AdminChallengeSetDetail>().challenges.map((c) => [c.name, c.completions])).toEqual([
      ['Three games in', 2],
      ['Follow two', 1],
    ]);
  });

  it('finds the sets of a calendar month by overlap, and by status (R2.83)', async () => {
    const base = Date.parse('2031-05-01T00:00:00Z');
    const april = await newSet({ starts_at: iso(base - 10 * DAY), ends_at: iso(base + 2 * DAY) });
    const may = await newSet({ starts_at: iso(base + 5 * DAY), ends_at: iso(base + 9 * DAY) });
    await newSet({ starts_at: iso(base + 31 * DAY), ends_at: iso(base + 40 * DAY) });
    const res = await send(
      staff,
      'GET',
      `admin/challenge-sets/?from=${iso(base)}&to=${iso(base + 31 * DAY)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminChallengeSetPage>().results.map((s) => s.id)).toEqual([may.id, april.id]);
    const upcoming = await send(staff, 'GET', 'admin/challenge-sets/?status=upcoming&page_size=100');
    expect(upcoming.json<AdminChallengeSetPage>().results.every((s) => s.status === 'upcoming')).toBe(true);
    const reversed = await send(staff, 'GET', `admin/challenge-sets/?from=${iso(base)}&to=${iso(base)}`);
    expect(reversed.statusCode).toBe(400);
  });

  it('deletes a set without completions with its challenges (204), and refuses one with completions (409)', async () => {
    const empty = await newSet();
    await newChallenge(empty.id);
    expect((await send(staff, 'DELETE', `admin/challenge-sets/${empty.id}/`)).statusCode).toBe(204);
    expect((await send(staff, 'GET', `admin/challenge-sets/${empty.id}/`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(challenges).where(eq(challenges.setId, empty.id))).toEqual([]);

    const played = await newSet({ name: 'Played Set' });
    const challenge = await newChallenge(played.id);
    await complete(challenge.id, manager.id);
    const before = await tableCounts();
    const refused = await send(staff, 'DELETE', `admin/challenge-sets/${played.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().detail).toBe(
      'Players have completed 1 challenge of "Played Set", so it cannot be deleted: their rewards refer to it. End it earlier instead.',
    );
    expect(await tableCounts()).toEqual(before);
    expect((await send(staff, 'DELETE', 'admin/challenge-sets/999999/')).statusCode).toBe(404);
  });
});

describe('challenges (issue 16.6, R2.84, R1.29)', () => {
  let set: AdminChallengeSetDetail;
  beforeAll(async () => {
    set = await newSet();
  });

  it('adds challenges (201) in order, each last of its set unless placed', async () => {
    const first = await newChallenge(set.id);
    const card = await newChallenge(set.id, {
      name: 'Rare pull',
      description: 'Open two drafts.',
      condition: 'open_draft',
      target: 2,
      reward_kind: 'card',
      reward_amount: 1,
      reward_card_tier: 'rare',
    });
    expect(first).toMatchObject({
      set_id: set.id,
      position: 0,
      reward_card_tier: null,
      completions: 0,
      description: '',
    });
    expect(card).toMatchObject({ position: 1, reward_kind: 'card', reward_card_tier: 'rare' });
    const placed = await newChallenge(set.id, { name: 'First up', position: 0 });
    expect(placed.position).toBe(0);
  });

  it('refuses a card tier on credits, a card without tier, an unknown condition and an unknown set (400)', async () => {
    const before = await tableCounts();
    const cases: Array<[object, string, string]> = [
      [{ reward_card_tier: 'epic' }, 'reward_card_tier', 'Only a card reward takes a card tier.'],
      [
        { reward_kind: 'card', reward_amount: 1 },
        'reward_card_tier',
        'Pick the tier of the card this reward gives.',
      ],
      [
        { reward_kind: 'card', reward_amount: 3, reward_card_tier: 'epic' },
        'reward_amount',
        'A card reward gives one card: use 1.',
      ],
      [
        { condition: 'win_everything' },
        'condition',
        `Use one of join_games, captain_top3, open_draft, market_buy, follow_managers, join_league.`,
      ],
      [{ target: 0 }, 'target', 'The target is at least 1.'],
      [{ set_id: 999_999 }, 'set_id', 'No challenge set has this id.'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await send(staff, 'POST', 'admin/challenges/', challengeBody(set.id, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json<ErrorBody>().fields?.[field]).toEqual([message]);
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('edits a challenge, checking the reward as it ends up', async () => {
    const challenge = await newChallenge(set.id);
    const tierOnCredits = await send(staff, 'PUT', `admin/challenges/${challenge.id}/`, {
      reward_card_tier: 'epic',
    });
    expect(tierOnCredits.statusCode).toBe(400);
    expect(tierOnCredits.json<ErrorBody>().fields).toEqual({
      reward_card_tier: ['Only a card reward takes a card tier.'],
    });
    const toCard = await send(staff, 'PUT', `admin/challenges/${challenge.id}/`, {
      reward_kind: 'card',
      reward_card_tier: 'legendary',
    });
    expect(toCard.statusCode, toCard.body).toBe(200);
    expect(toCard.json<AdminChallenge>()).toMatchObject({
      reward_kind: 'card',
      reward_amount: 1,
      reward_card_tier: 'legendary',
    });
    const toXp = await send(staff, 'PUT', `admin/challenges/${challenge.id}/`, {
      reward_kind: 'xp',
      reward_amount: 80,
    });
    expect(toXp.json<AdminChallenge>()).toMatchObject({
      reward_kind: 'xp',
      reward_amount: 80,
      reward_card_tier: null,
    });
    expect((await send(staff, 'PUT', 'admin/challenges/999999/', { name: 'Nope' })).statusCode).toBe(404);
  });

  it('fixes what a completed challenge promised, but lets its words change (409)', async () => {
    const challenge = await newChallenge(set.id);
    await complete(challenge.id, manager.id);
    const res = await send(staff, 'PUT', `admin/challenges/${challenge.id}/`, { target: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().fields).toEqual({
      target: ['Fixed once a player has completed the challenge.'],
    });
    const words = await send(staff, 'PUT', `admin/challenges/${challenge.id}/`, {
      name: 'Three games, done',
      target: 3,
    });
    expect(words.statusCode, words.body).toBe(200);
    expect(words.json<AdminChallenge>()).toMatchObject({
      name: 'Three games, done',
      target: 3,
      completions: 1,
    });
  });

  it('deletes a challenge nobody completed (204) and refuses one somebody did (409)', async () => {
    const unplayed = await newChallenge(set.id);
    expect((await send(staff, 'DELETE', `admin/challenges/${unplayed.id}/`)).statusCode).toBe(204);
    const played = await newChallenge(set.id, { name: 'Done by one' });
    await complete(played.id, manager.id);
    const refused = await send(staff, 'DELETE', `admin/challenges/${played.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().detail).toContain('1 player has completed "Done by one"');
    expect((await send(staff, 'DELETE', 'admin/challenges/999999/')).statusCode).toBe(404);
  });
});
