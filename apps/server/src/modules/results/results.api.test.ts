import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ResultsImport, TeamView } from '@shred/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, results, startlistEntries } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createGameFixture, type GameFixture, newStaffUser, teamBody } from '../../test/game-factories.ts';
import { awaitScoring } from '../../test/scoring-jobs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: TestUser;
let feed: Server;
let feedBody: { type: string; text: string; status: number } = {
  type: 'application/json',
  text: '{}',
  status: 200,
};

beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaffUser(t.app, t.database.db);
  // The results feed: a local server on a free port, so nothing leaves this machine.
  feed = createServer((_req, res) => {
    res.writeHead(feedBody.status, { 'content-type': feedBody.type });
    res.end(feedBody.text);
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => feed.close(resolve));
  await t.close();
});

const importResults = (slug: string, payload: unknown, headers: Record<string, string> = staff.auth) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/events/${slug}/results/`,
    headers,
    payload: payload as string,
  });

async function resultCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(results);
  return row?.n ?? 0;
}

/** Places 1…n in heat A for the first n athletes; the winner also earns best_run. */
const heatA = (game: GameFixture, n = 6) =>
  game.athletes.slice(0, n).map((a, i) => ({
    competition_id: game.rounds.heatA,
    athlete_id: a.id,
    place: i + 1,
    ...(i === 0 ? { bonuses: ['best_run'] } : {}),
  }));

describe('POST admin/events/{slug}/results/ — importing results (R1.24, GAME.md "Results come from … an import")', () => {
  it('imports JSON rows, queues a scoring pass that scores the teams, and a second identical import writes and queues nothing (issue 12.1)', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const user = await newUser(t.app);
    const entered = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.gameId}/teams/`,
      headers: user.auth,
      payload: teamBody(game),
    });
    const res = await importResults(game.eventSlug, { results: heatA(game) });
    expect(res.statusCode, res.body).toBe(200);
    // The import answers before the pass: the game has no board yet.
    expect(res.json<ResultsImport>()).toMatchObject({
      imported: 6,
      competitions: 1,
      games: [{ id: game.gameId, teams_scored: 0 }],
      scoring_jobs: [{ game_id: game.gameId }],
    });
    expect(await awaitScoring(t.app, staff, res)).toMatchObject([{ state: 'completed', ranked: 1 }]);
    const team = await t.app.inject({
      url: `/api/teams/${entered.json<TeamView>().id}/`,
      headers: user.auth,
    });
    // Captain (1st, 100 + best run 10) × 1.5 = 165, then 80 + 65 + 55 + 50.
    expect(team.json<TeamView>()).toMatchObject({ score: 415, rank: 1, breakdown: { total: 415 } });
    const again = await importResults(game.eventSlug, { results: heatA(game) });
    expect(again.json<ResultsImport>()).toMatchObject({
      imported: 0,
      games: [{ id: game.gameId, teams_scored: 1 }],
      scoring_jobs: [],
    });
  });

  it('imports CSV (as text/csv or {csv}) with ids or slugs and round names, bonuses split by ;', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const [a, b, c] = game.athletes;
    const csv = [
      'competition,athlete,place,score,bonuses',
      `${game.rounds.heatA},${a?.slug},2,81.5,`,
      `Heat A,${b?.id},1,90.25,best_run;made_final`,
      `"Heat A","${c?.slug}",3,,`,
    ].join('\n');
    const res = await importResults(game.eventSlug, csv, { ...staff.auth, 'content-type': 'text/csv' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ResultsImport>().imported).toBe(3);
    const stored = await t.database.db
      .select()
      .from(results)
      .where(eq(results.athleteId, b?.id ?? 0));
    expect(stored[0]).toMatchObject({ place: 1, score: 90.25, bonuses: ['bestRun', 'madeFinal'] });
    const wrapped = await importResults(game.eventSlug, { csv: csv.replace(',2,81.5,', ',4,81.5,') });
    expect(wrapped.json<ResultsImport>().imported).toBe(1);
  });

  it('rejects the whole import with a line-numbered report, writing nothing', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const other = await createGameFixture(t.database.db, { now: t.clock.now() });
    await t.database.db
      .update(startlistEntries)
      .set({ withdrawn: true })
      .where(eq(startlistEntries.athleteId, game.athletes[5]?.id ?? 0));
    const [a, b, c] = game.athletes;
    const csv = [
      'competition,athlete,place,score,bonuses',
      `${game.rounds.heatA},${a?.slug},1,,`,
      `${game.rounds.heatA},no-such-rider,2,,`,
      `${game.rounds.heatA},${b?.slug},1,,`,
      `${game.rounds.heatA},${a?.slug},3,,`,
      `${other.rounds.heatA},${c?.slug},4,,`,
      `${game.rounds.heatA},${other.athletes[0]?.slug},5,,`,
      `${game.rounds.heatA},${game.athletes[5]?.slug},6,,`,
      `${game.rounds.heatA},${c?.slug},x,,`,
      `${game.rounds.heatA},${c?.slug},7,,style`,
    ].join('\n');
    const before = await resultCount();
    const res = await importResults(game.eventSlug, { csv });
    expect(res.statusCode).toBe(400);
    const { detail, fields } = res.json<{ detail: string; fields: Record<string, string[]> }>();
    expect(detail).toMatch(/rejected: 8 lines have problems; nothing was imported/);
    expect(Object.keys(fields)).toEqual([
      'line 3',
      'line 4',
      'line 5',
      'line 6',
      'line 7',
      'line 8',
      'line 9',
      'line 10',
    ]);
    expect(fields['line 3']?.[0]).toMatch(/Unknown athlete 'no-such-rider'/);
    expect(fields['line 4']?.[0]).toMatch(/Place 1 in Heat A is already given on line 2/);
    expect(fields['line 5']?.[0]).toMatch(/already has a result in Heat A on line 2/);
    expect(fields['line 6']?.[0]).toMatch(/not part of this event/);
    expect(fields['line 7']?.[0]).toMatch(/not on the startlist/);
    expect(fields['line 8']?.[0]).toMatch(/withdrew/);
    expect(fields['line 9']?.[0]).toMatch(/place must be a whole number/);
    expect(fields['line 10']?.[0]).toMatch(/Unknown bonus 'style'/);
    expect(await resultCount()).toBe(before);
  });

  it('refuses a place already held by a stored result the import does not correct', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    await importResults(game.eventSlug, { results: heatA(game, 2) });
    const [, , third] = game.athletes;
    const clash = await importResults(game.eventSlug, {
      results: [{ competition_id: game.rounds.heatA, athlete_id: third?.id, place: 2 }],
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().fields['line 1'][0]).toMatch(/already held by Rider1/);
    const swap = await importResults(game.eventSlug, {
      results: [
        { game_id: game.gameId, athlete: game.athletes[0]?.slug, place: 2 },
        { game_id: game.gameId, athlete_id: game.athletes[1]?.id, place: 1 },
      ],
    });
    expect(swap.statusCode, swap.body).toBe(200);
    expect(swap.json<ResultsImport>().imported).toBe(2);
  });

  it('answers 404 for an unknown event and 403 to non-staff, 401 anonymously', async () => {
    const user = await newUser(t.app);
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    expect((await importResults('no-such-event', { results: heatA(game) })).statusCode).toBe(404);
    expect((await importResults(game.eventSlug, { results: heatA(game) }, user.auth)).statusCode).toBe(403);
    expect((await importResults(game.eventSlug, { results: heatA(game) }, {})).statusCode).toBe(401);
  });
});

describe('POST admin/events/{slug}/refresh/ — re-import from the feed, idempotent (GAME.md)', () => {
  const refresh = (slug: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/events/${slug}/refresh/`, headers: staff.auth });
  const useFeed = async (game: GameFixture) => {
    const { port } = feed.address() as AddressInfo;
    await t.database.db
      .update(events)
      .set({ resultsFeedUrl: `http://127.0.0.1:${port}/feeds/${game.eventSlug}` })
      .where(eq(events.id, game.eventId));
  };

  it('imports JSON and CSV feeds; refreshing again changes nothing', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    expect((await refresh(game.eventSlug)).statusCode).toBe(409);
    await useFeed(game);
    feedBody = { type: 'application/json', text: JSON.stringify(heatA(game)), status: 200 };
    const first = await refresh(game.eventSlug);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ResultsImport>().imported).toBe(6);
    expect((await refresh(game.eventSlug)).json<ResultsImport>().imported).toBe(0);
    const [a] = game.athletes;
    feedBody = {
      type: 'text/csv',
      text: `competition,athlete,place\n${game.rounds.final},${a?.slug},1\n`,
      status: 200,
    };
    expect((await refresh(game.eventSlug)).json<ResultsImport>().imported).toBe(1);
  });

  it('answers 502 when the feed fails and 422 with line numbers when its rows are invalid, writing nothing', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    await useFeed(game);
    const before = await resultCount();
    feedBody = { type: 'application/json', text: 'oops', status: 500 };
    expect((await refresh(game.eventSlug)).statusCode).toBe(502);
    feedBody = {
      type: 'application/json',
      text: JSON.stringify({ results: [{ place: 'first' }] }),
      status: 200,
    };
    const invalid = await refresh(game.eventSlug);
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().fields)).toEqual(['line 1']);
    feedBody = {
      type: 'application/json',
      text: JSON.stringify({ results: [{ game_id: game.gameId, athlete: 'nobody', place: 1 }] }),
      status: 200,
    };
    expect((await refresh(game.eventSlug)).json().fields['line 1'][0]).toMatch(/Unknown athlete/);
    expect(await resultCount()).toBe(before);
  });
});
