import type { EventInsights } from '@shred/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBoard } from '../../test/boards.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createGameFixture, type GameFixture } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { INSIGHTS_NEED_PREMIUM } from './insights.service.ts';
import { enterTeams, secondGame, subscribe } from './insights.testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const insightsOf = (slug: string, who: TestUser | null) =>
  t.app.inject({ url: `/api/insights/${slug}/`, headers: who?.auth ?? {} });

async function premiumUser(): Promise<TestUser> {
  const user = await newUser(t.app);
  await subscribe(t.database.db, user.id, { status: 'trial', endsAt: new Date(t.clock.now() + 7 * DAY_MS) });
  return user;
}

/**
 * An event with a complete men's game of four manager teams (scored 100.5, 50.25, 30 and 20)
 * and a quickplay team, and a women's game whose final starts in an hour, with two manager
 * teams whose picks are still private.
 */
async function eventWithTeams(): Promise<{ men: GameFixture; women: GameFixture }> {
  const db = t.database.db;
  const men = await createGameFixture(db, { now: t.clock.now(), status: 'CPL' });
  const teams = await enterTeams(db, men, [
    { picks: [0, 1, 2, 3, 4], captain: 0 },
    { picks: [0, 1, 2, 3, 5], captain: 0 },
    { picks: [0, 1, 2, 6, 7], captain: 1 },
    { picks: [1, 2, 3, 4, 5], captain: 2 },
    { picks: [0, 8, 9, 10, 11], captain: 8, mode: 'quickplay' },
  ]);
  const scores = [100.5, 50.25, 30, 20];
  await writeBoard(
    db,
    men.gameId,
    scores.map((score, i) => ({
      teamId: teams[i]?.id ?? 0,
      userId: teams[i]?.userId ?? 0,
      mode: 'manager' as const,
      score,
    })),
  );
  const women = await secondGame(db, men, {
    status: 'OPN',
    startsAt: new Date(t.clock.now() + HOUR_MS),
    athletes: [6, 7, 8, 9, 10, 11],
  });
  await enterTeams(db, women, [
    { picks: [6, 7, 8, 9, 10], captain: 6 },
    { picks: [6, 8, 9, 10, 11], captain: 11 },
  ]);
  return { men, women };
}

describe('GET insights/{eventStopSlug}/ — premium ownership, captaincy and scores of an event (R1.30, R1.13)', () => {
  it('answers a premium player the shares of locked picks as fractions, the most picked five and team scores', async () => {
    const { men, women } = await eventWithTeams();
    const res = await insightsOf(men.eventSlug, await premiumUser());
    expect(res.statusCode).toBe(200);
    const body = res.json<EventInsights>();
    const id = (index: number) => men.athletes[index]?.id;
    expect(body.event).toMatchObject({
      slug: men.eventSlug,
      name: expect.stringContaining('Event'),
      location: 'Laax',
    });
    // The women's picks have not locked: neither they nor that game's teams enter any share.
    expect(body.athletes.map((a) => [a.athlete_id, a.ownership, a.captaincy, a.teams, a.field])).toEqual([
      [id(1), 1, 0.25, 4, 4],
      [id(2), 1, 0.25, 4, 4],
      [id(0), 0.75, 0.5, 3, 4],
      [id(3), 0.75, 0, 3, 4],
      [id(4), 0.5, 0, 2, 4],
      [id(5), 0.5, 0, 2, 4],
      [id(6), 0.25, 0, 1, 4],
      [id(7), 0.25, 0, 1, 4],
      [id(8), 0, 0, 0, 4],
      [id(9), 0, 0, 0, 4],
      [id(10), 0, 0, 0, 4],
      [id(11), 0, 0, 0, 4],
    ]);
    expect(body.most_picked.map((a) => a.athlete_id)).toEqual([id(1), id(2), id(0), id(3), id(4)]);
    expect(body.athletes[0]).toMatchObject({
      slug: men.athletes[1]?.slug,
      name: expect.stringMatching(/^Rider1 /),
      gender: 'M',
      nationality: { ioc: 'SUI' },
      primary_sport: { slug: men.sportSlug },
    });
    expect(body).toMatchObject({ teams: 6, scored_teams: 4, average_score: 50.19, top_score: 100.5 });
    expect(body.games).toEqual([
      {
        id: men.gameId,
        name: expect.any(String),
        status: 'CPL',
        sport: { slug: men.sportSlug, name: expect.any(String) },
        discipline: { slug: 'slopestyle', name: 'Slopestyle' },
        gender: 'M',
        teams: 4,
        scored_teams: 4,
        average_score: 50.19,
        top_score: 100.5,
      },
      {
        id: women.gameId,
        name: expect.any(String),
        status: 'OPN',
        sport: { slug: men.sportSlug, name: expect.any(String) },
        discipline: { slug: 'slopestyle', name: 'Slopestyle' },
        gender: 'W',
        teams: 2,
        scored_teams: 0,
        average_score: 0,
        top_score: 0,
      },
    ]);
  });

  it('counts a game’s picks from the instant its round starts, then over both games’ teams', async () => {
    const { men } = await eventWithTeams();
    const viewer = await premiumUser();
    t.clock.advance(HOUR_MS);
    const body = (await insightsOf(men.eventSlug, viewer)).json<EventInsights>();
    const row = (index: number) => body.athletes.find((a) => a.athlete_id === men.athletes[index]?.id);
    // Rider 6: one of four men's teams and both women's teams, captain of one of them.
    expect(row(6)).toMatchObject({ teams: 3, captains: 1, field: 6, ownership: 0.5, captaincy: 1 / 6 });
    expect(row(11)).toMatchObject({ teams: 1, captains: 1, field: 6 });
    expect(row(0)).toMatchObject({ field: 4, ownership: 0.75 });
  });

  it('answers zeros, not an error, for an event whose games have no teams yet', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now(), status: 'UPC' });
    const res = await insightsOf(game.eventSlug, await premiumUser());
    expect(res.statusCode).toBe(200);
    expect(res.json<EventInsights>()).toMatchObject({
      athletes: [],
      most_picked: [],
      teams: 0,
      scored_teams: 0,
      average_score: 0,
      top_score: 0,
      games: [{ id: game.gameId, teams: 0, average_score: 0, top_score: 0 }],
    });
  });

  it('refuses a player without premium with 403 saying how to get it, and an anonymous caller with 401 (R6.09)', async () => {
    const { men } = await eventWithTeams();
    const refused = await insightsOf(men.eventSlug, await newUser(t.app));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: INSIGHTS_NEED_PREMIUM });
    expect(INSIGHTS_NEED_PREMIUM).toMatch(/^Insights are part of Shred League Premium.*7-day trial/);
    const anonymous = await insightsOf(men.eventSlug, null);
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an event that does not exist', async () => {
    const res = await insightsOf('no-such-event-stop', await premiumUser());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'This event does not exist.' });
  });

  it('keeps insights for a cancelled plan until its end, and refuses them once a trial or plan is over', async () => {
    const { men } = await eventWithTeams();
    const now = t.clock.now();
    const cancelled = await newUser(t.app);
    await subscribe(t.database.db, cancelled.id, { status: 'cancelled', endsAt: new Date(now + DAY_MS) });
    expect((await insightsOf(men.eventSlug, cancelled)).statusCode).toBe(200);
    const expired = await newUser(t.app);
    await subscribe(t.database.db, expired.id, { status: 'expired', endsAt: new Date(now - DAY_MS) });
    expect((await insightsOf(men.eventSlug, expired)).statusCode).toBe(403);
    // A trial past its end that the lifecycle job has not closed yet gives nothing either.
    const lapsed = await newUser(t.app);
    await subscribe(t.database.db, lapsed.id, { status: 'trial', endsAt: new Date(now - 1) });
    expect((await insightsOf(men.eventSlug, lapsed)).statusCode).toBe(403);
    t.clock.advance(DAY_MS);
    expect((await insightsOf(men.eventSlug, cancelled)).statusCode).toBe(403);
  });
});
