import {
  type AdminPoll,
  type EventPolls,
  POLL_ALREADY_VOTED,
  POLL_CLOSED,
  POLL_DUPLICATE_OPTION,
  POLL_OPTION_NOT_IN_POLL,
  type Poll,
} from '@shred/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athletes, polls, pollVotes } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createGameFixture, type GameFixture, newStaffUser } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: TestUser;
let game: GameFixture;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaffUser(t.app, t.database.db);
  game = await createGameFixture(t.database.db, { now: t.clock.now(), athletes: 4 });
});
afterAll(() => t.close());

const readPolls = (slug: string, who?: TestUser) =>
  t.app.inject({ url: `/api/polls/${slug}/`, headers: who?.auth ?? {} });
const vote = (who: TestUser, pollId: number, optionId: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/polls/${pollId}/vote/`,
    headers: who.auth,
    payload: { option_id: optionId },
  });
const createPoll = (body: object, who: TestUser = staff) =>
  t.app.inject({ method: 'POST', url: '/api/admin/polls/', headers: who.auth, payload: body });

async function newPoll(body: Partial<{ question: string; options: string[]; closes_at: string }> = {}) {
  const res = await createPoll({
    event_slug: game.eventSlug,
    question: 'Who wins the final?',
    options: ['Rider A', 'Rider B', 'Rider C'],
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminPoll>();
}
const optionOf = (poll: { options: Array<{ id: number }> }, index: number) => poll.options[index]?.id ?? 0;

describe('staff make polls on an event (R1.30)', () => {
  it('creates a poll with its options in order, linking a label that names an athlete of the event', async () => {
    const [athlete] = await t.database.db
      .select({ first: athletes.firstName, last: athletes.lastName, id: athletes.id })
      .from(athletes)
      .where(eq(athletes.id, game.athletes[0]?.id ?? 0));
    const name = `${athlete?.first} ${athlete?.last}`;
    const poll = await newPoll({ options: [name.toUpperCase(), 'Somebody else'] });
    expect(poll.question).toBe('Who wins the final?');
    expect(poll.options.map((o) => o.label)).toEqual([name.toUpperCase(), 'Somebody else']);
    expect(poll.options[0]?.athlete?.id).toBe(athlete?.id);
    expect(poll.options[0]?.athlete?.primary_sport.slug).toBe(game.sportSlug);
    expect(poll.options[1]?.athlete).toBeNull();
    expect(poll).toMatchObject({ total_votes: 0, voted: false, closed: false, closes_at: null });
    expect(poll.options.every((o) => o.votes === 0 && o.share === 0)).toBe(true);
  });

  it('refuses a bad poll with a message on each wrong field and stores nothing (R1.30)', async () => {
    const before = await t.database.db.$count(polls);
    const cases: Array<[object, string]> = [
      [{ question: 'Who?' }, 'question'],
      [{ question: 'x'.repeat(201) }, 'question'],
      [{ options: ['Only one'] }, 'options'],
      [{ options: Array.from({ length: 11 }, (_, i) => `Option ${i}`) }, 'options'],
      [{ options: ['Fine', ''] }, 'options.1'],
      [{ options: ['Fine', 'y'.repeat(81)] }, 'options.1'],
      [{ event_slug: 'no-such-event' }, 'event_slug'],
    ];
    for (const [change, field] of cases) {
      const res = await createPoll({
        event_slug: game.eventSlug,
        question: 'Who lands the biggest trick?',
        options: ['One', 'Two'],
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields), JSON.stringify(change)).toContain(field);
    }
    const repeated = await createPoll({
      event_slug: game.eventSlug,
      question: 'Who lands the biggest trick?',
      options: ['Jonas', 'Mia', ' jonas '],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().fields).toEqual({ 'options.2': [POLL_DUPLICATE_OPTION] });
    expect(await t.database.db.$count(polls)).toBe(before);
  });

  it('lists an event’s polls with every count, and deletes one with its votes (204, then 404)', async () => {
    const poll = await newPoll({ question: 'Best style of the day?' });
    const fan = await newUser(t.app);
    expect((await vote(fan, poll.id, optionOf(poll, 1))).statusCode).toBe(201);
    const list = await t.app.inject({
      url: `/api/admin/polls/?event_slug=${game.eventSlug}`,
      headers: staff.auth,
    });
    expect(list.statusCode).toBe(200);
    const listed = list.json<AdminPoll[]>().find((p) => p.id === poll.id);
    expect(listed?.total_votes).toBe(1);
    expect(listed?.options.map((o) => o.votes)).toEqual([0, 1, 0]);
    const missing = await t.app.inject({
      url: '/api/admin/polls/?event_slug=no-such-event',
      headers: staff.auth,
    });
    expect(missing.statusCode).toBe(404);

    const remove = () =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/polls/${poll.id}/`, headers: staff.auth });
    expect((await remove()).statusCode).toBe(204);
    expect(await t.database.db.$count(pollVotes, eq(pollVotes.pollId, poll.id))).toBe(0);
    expect((await remove()).statusCode).toBe(404);
  });
});

describe('fans read and vote once (R1.13, R1.30)', () => {
  it('shows an anonymous reader the event and its polls without counts (R2.19)', async () => {
    const poll = await newPoll();
    const res = await readPolls(game.eventSlug);
    expect(res.statusCode).toBe(200);
    const body = res.json<EventPolls>();
    expect(body.event.slug).toBe(game.eventSlug);
    expect(body.event.fantasy_games.length).toBe(1);
    const read = body.polls.find((p) => p.id === poll.id);
    expect(read).toMatchObject({ voted: false, voted_option_id: null, closed: false });
    expect(read && 'total_votes' in read).toBe(false);
    expect(read?.options.map((o) => Object.keys(o).sort())).toEqual(
      read?.options.map(() => ['athlete', 'id', 'label']),
    );
    expect(body.polls.map((p) => p.id)).toEqual([...body.polls.map((p) => p.id)].sort((a, b) => a - b));
    expect((await readPolls('no-such-event')).statusCode).toBe(404);
  });

  it('answers INTERFACE’s poll at the top level: none while the event has none, then the newest open one (R2.19)', async () => {
    const quiet = await createGameFixture(t.database.db, { now: t.clock.now(), athletes: 2 });
    const empty = (await readPolls(quiet.eventSlug)).json<EventPolls>();
    expect(empty).toMatchObject({ id: null, question: null, options: [], voted: false, polls: [] });
    expect(empty.event.slug).toBe(quiet.eventSlug);

    const make = async (question: string, closes_at?: string) => {
      const res = await createPoll({
        event_slug: quiet.eventSlug,
        question,
        options: ['Yes', 'No'],
        closes_at,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<AdminPoll>();
    };
    const older = await make('Who wins the final?');
    const newer = await make('Who lands the biggest trick?', new Date(t.clock.now() + 60_000).toISOString());
    const fan = await newUser(t.app);
    const before = (await readPolls(quiet.eventSlug, fan)).json<EventPolls>();
    expect(before).toMatchObject({ id: newer.id, question: 'Who lands the biggest trick?', voted: false });
    expect(before.options.map((o) => o.label)).toEqual(['Yes', 'No']);
    expect(before.options.every((o) => o.votes === undefined)).toBe(true);
    expect(before.polls.map((p) => p.id)).toEqual([older.id, newer.id]);

    expect((await vote(fan, newer.id, optionOf(newer, 1))).statusCode).toBe(201);
    const after = (await readPolls(quiet.eventSlug, fan)).json<EventPolls>();
    expect(after).toMatchObject({ id: newer.id, voted: true });
    expect(after.options.map((o) => o.votes)).toEqual([0, 1]);

    t.clock.advance(120_000);
    try {
      expect((await readPolls(quiet.eventSlug, fan)).json<EventPolls>()).toMatchObject({
        id: older.id,
        voted: false,
      });
    } finally {
      t.clock.advance(-120_000);
    }
  });

  it('answers 201 with the results, shows them on reading, and 409 the second time (R1.30)', async () => {
    const poll = await newPoll();
    const [fan, other] = [await newUser(t.app), await newUser(t.app)];
    expect((await vote(other, poll.id, optionOf(poll, 0))).statusCode).toBe(201);

    const first = await vote(fan, poll.id, optionOf(poll, 2));
    expect(first.statusCode, first.body).toBe(201);
    const voted = first.json<Poll>();
    expect(voted).toMatchObject({
      id: poll.id,
      voted: true,
      voted_option_id: optionOf(poll, 2),
      total_votes: 2,
    });
    expect(voted.options.map((o) => [o.votes, o.share])).toEqual([
      [1, 0.5],
      [0, 0],
      [1, 0.5],
    ]);

    const again = await vote(fan, poll.id, optionOf(poll, 1));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: POLL_ALREADY_VOTED });

    const read = (await readPolls(game.eventSlug, fan))
      .json<EventPolls>()
      .polls.find((p) => p.id === poll.id);
    expect(read).toMatchObject({ voted: true, voted_option_id: optionOf(poll, 2), total_votes: 2 });
    const stranger = (await readPolls(game.eventSlug, await newUser(t.app)))
      .json<EventPolls>()
      .polls.find((p) => p.id === poll.id);
    expect(stranger?.voted).toBe(false);
    expect(stranger?.options.every((o) => o.votes === undefined)).toBe(true);
  });

  it('refuses another poll’s option (400 on option_id), an unknown poll (404) and anonymous votes (401)', async () => {
    const [poll, otherPoll] = [await newPoll(), await newPoll()];
    const fan = await newUser(t.app);
    const wrong = await vote(fan, poll.id, optionOf(otherPoll, 0));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ option_id: [POLL_OPTION_NOT_IN_POLL] });
    expect((await vote(fan, poll.id, 'first')).statusCode).toBe(400);
    expect((await vote(fan, 2_000_000_000, optionOf(poll, 0))).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/polls/${poll.id}/vote/`,
      payload: { option_id: optionOf(poll, 0) },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await t.database.db.$count(pollVotes, eq(pollVotes.userId, fan.id))).toBe(0);
  });

  it('closes at its time, and without one once the event is over: 409, nothing stored, results open to all (R1.30)', async () => {
    const soon = await newPoll({ closes_at: new Date(t.clock.now() + 60_000).toISOString() });
    const open = await newPoll();
    const fan = await newUser(t.app);
    t.clock.advance(2 * 86_400_000);
    try {
      for (const poll of [soon, open]) {
        const res = await vote(fan, poll.id, optionOf(poll, 0));
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ detail: POLL_CLOSED });
      }
      const read = (await readPolls(game.eventSlug)).json<EventPolls>().polls.find((p) => p.id === soon.id);
      expect(read).toMatchObject({ closed: true, voted: false, total_votes: 0 });
    } finally {
      t.clock.advance(-2 * 86_400_000);
    }
    expect(await t.database.db.$count(pollVotes, eq(pollVotes.userId, fan.id))).toBe(0);
  });
});
