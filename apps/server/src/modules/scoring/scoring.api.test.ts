import type { Finalise, TeamView } from '@shred/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athleteGamePoints,
  standings as boards,
  cardInstances,
  currentStandings,
  fantasyGames,
  gameStandings,
  teams,
} from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import {
  createGameFixture,
  type GameFixture,
  giveCards,
  newStaffUser,
  teamBody,
} from '../../test/game-factories.ts';
import { awaitScoring } from '../../test/scoring-jobs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { NO_RESULTS_YET } from '../results/finalise.service.ts';
import { createScorer } from './scoring.service.ts';

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaffUser(t.app, t.database.db);
});
afterAll(() => t.close());

interface Entered {
  user: TestUser;
  team: TeamView;
  cards: number[];
}

/** Six managers: three in manager mode with cards of different tiers, three in quickplay. */
async function enterField(game: GameFixture): Promise<Entered[]> {
  const tiers = ['common', 'rare', 'legendary'] as const;
  const field: Entered[] = [];
  for (let i = 0; i < 6; i++) {
    const user = await newUser(t.app);
    const indexes = [i % 6, (i + 1) % 6, 6, 7, (i % 3) + 8].sort((a, b) => a - b);
    const manager = i < 3;
    const cards = manager
      ? await giveCards(
          t.database.db,
          user.id,
          indexes.map((x) => game.athletes[x]?.id ?? 0),
          { tier: tiers[i] },
        )
      : [];
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.gameId}/teams/`,
      headers: user.auth,
      payload: teamBody(game, {
        indexes,
        captain: indexes[i % 5],
        ...(manager ? { cards } : { mode: 'quickplay' }),
      }),
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    field.push({ user, team: res.json<TeamView>(), cards });
  }
  return field;
}

/** Import, then wait for the scoring passes the import queued. */
async function importRows(game: GameFixture, rows: object[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/events/${game.eventSlug}/results/`,
    headers: staff.auth,
    payload: { results: rows },
  });
  await awaitScoring(t.app, staff, res);
  return res;
}

/** Every team of the game with its line on the current board (null when not on it). */
const standings = async (gameId: number) =>
  (
    await t.database.db
      .select({ id: teams.id, hundredths: currentStandings.hundredths, rank: currentStandings.rank })
      .from(teams)
      .leftJoin(currentStandings, eq(currentStandings.teamId, teams.id))
      .where(eq(teams.gameId, gameId))
      .orderBy(asc(teams.id))
  ).map(({ id, hundredths, rank }) => ({ id, score: hundredths === null ? null : hundredths / 100, rank }));
const points = (gameId: number) =>
  t.database.db
    .select()
    .from(athleteGamePoints)
    .where(eq(athleteGamePoints.gameId, gameId))
    .orderBy(asc(athleteGamePoints.athleteId));

/** Heats: every athlete places; the final: the top 4 of the field, with bonuses. */
const fullResults = (game: GameFixture) => [
  ...game.athletes.map((a, i) => ({ game_id: game.gameId, athlete_id: a.id, place: (i % 6) + 1 })),
  ...[7, 2, 8, 0].map((x, i) => ({
    competition_id: game.rounds.final,
    athlete_id: game.athletes[x]?.id,
    place: i + 1,
    bonuses: i === 0 ? ['best_run', 'made_final'] : ['made_final'],
  })),
];

describe('GAME.md invariant: scores and ranks are a pure function of results, rulesets and teams', () => {
  it('stores scores equal to each breakdown (scoreTeam), and recomputes the same from scratch', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const field = await enterField(game);
    expect((await importRows(game, fullResults(game))).statusCode).toBe(200);
    const scored = await standings(game.gameId);
    expect(scored.every((s) => s.score !== null && s.rank !== null)).toBe(true);
    for (const { user, team } of field) {
      const view = (
        await t.app.inject({ url: `/api/teams/${team.id}/`, headers: user.auth })
      ).json<TeamView>();
      expect(view.breakdown.total).toBe(view.score);
      expect(view.breakdown.lines.reduce((sum, l) => sum + Math.round(l.line_total * 100), 0)).toBe(
        Math.round((view.score ?? 0) * 100),
      );
    }
    const athletePoints = await points(game.gameId);
    // Forget every derived value, then derive again from results, rulesets and teams.
    await t.database.db.delete(gameStandings).where(eq(gameStandings.gameId, game.gameId));
    await t.database.db.delete(boards).where(eq(boards.gameId, game.gameId));
    await t.database.db.delete(athleteGamePoints).where(eq(athleteGamePoints.gameId, game.gameId));
    expect((await standings(game.gameId)).every((s) => s.rank === null)).toBe(true);
    const scorer = createScorer(t.clock.now);
    await t.database.db.transaction((tx) => scorer.pass(tx, game.gameId));
    expect(await standings(game.gameId)).toEqual(scored);
    expect(await points(game.gameId)).toEqual(athletePoints);
  });

  it('rescoring is idempotent: an unchanged game is not even re-ranked, and a forced pass writes the same board (issue 12.1)', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    await enterField(game);
    await importRows(game, fullResults(game));
    const before = await standings(game.gameId);
    const scorer = createScorer(t.clock.now);
    const skipped = await t.database.db.transaction((tx) => scorer.pass(tx, game.gameId));
    expect(skipped).toMatchObject({ passed: false, ranked: 6 });
    const forced = await t.database.db.transaction((tx) => scorer.pass(tx, game.gameId, { force: true }));
    expect(forced).toMatchObject({ passed: true, ranked: 6 });
    expect(forced.generation).not.toBe(skipped.generation);
    expect(await standings(game.gameId)).toEqual(before);
  });

  it('gives equal scores one rank whatever their submission times (issue 12.2)', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const user = await newUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/games/${game.gameId}/teams/`,
        headers: user.auth,
        payload: teamBody(game),
      });
      ids.push(res.json<TeamView>().id);
    }
    const times = [
      '2026-01-01T10:00:00.000Z',
      '2026-01-01T10:00:01.000Z',
      '2026-01-01T10:00:01.000Z',
      '2026-01-01T10:00:02.000Z',
    ];
    for (const [i, id] of ids.entries()) {
      await t.database.db
        .update(teams)
        .set({ submittedAt: new Date(times[i] ?? '') })
        .where(eq(teams.id, id));
    }
    await importRows(game, fullResults(game));
    const ranks = (await standings(game.gameId)).map((s) => s.rank);
    expect(ranks).toEqual([1, 1, 1, 1]);
  });

  it('scores a team entered after the last pass at once; it is ranked by the next pass', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    await enterField(game);
    await importRows(game, [{ game_id: game.gameId, athlete_id: game.athletes[9]?.id, place: 1 }]);
    const user = await newUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.gameId}/teams/`,
      headers: user.auth,
      payload: teamBody(game),
    });
    expect(res.json<TeamView>()).toMatchObject({ score: 0, rank: null, breakdown: { total: 0 } });
    // The same results again: nothing moved, but the unranked entry makes the pass run.
    await importRows(game, [{ game_id: game.gameId, athlete_id: game.athletes[9]?.id, place: 1 }]);
    const ranked = await standings(game.gameId);
    // Ranks are per game and mode: among the four quickplay teams one scored, three share 2nd.
    expect(ranked.find((s) => s.id === res.json<TeamView>().id)?.rank).toBe(2);
  });
});

describe('POST admin/games/{id}/finalise/ — GAME.md "Teams and the two modes": each used card spends one contract game, once (R1.24)', () => {
  const finalise = (gameId: number, auth = staff.auth) =>
    t.app.inject({ method: 'POST', url: `/api/admin/games/${gameId}/finalise/`, headers: auth });

  it('sets CPL, scores, spends exactly once even when finalised again or after reopening', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const field = await enterField(game);
    await importRows(game, fullResults(game));
    const cards = field.flatMap((f) => f.cards);
    const left = async () =>
      (await t.database.db.select().from(cardInstances).where(inArray(cardInstances.id, cards))).map(
        (c) => c.contractGamesLeft,
      );
    const res = await finalise(game.gameId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Finalise>()).toMatchObject({ cards_spent: 15, game: { status: 'CPL', teams_scored: 6 } });
    expect(await left()).toEqual(cards.map(() => 9));
    expect((await finalise(game.gameId)).json<Finalise>().cards_spent).toBe(0);
    await t.database.db.update(fantasyGames).set({ status: 'OPN' }).where(eq(fantasyGames.id, game.gameId));
    expect((await finalise(game.gameId)).json<Finalise>().cards_spent).toBe(0);
    expect(await left()).toEqual(cards.map(() => 9));
  });

  it('shows any team of a complete game to anyone; refuses upcoming games, non-staff and unknown games', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const [entry] = await enterField(game);
    const stranger = await newUser(t.app);
    const url = `/api/teams/${entry?.team.id}/`;
    expect((await t.app.inject({ url, headers: stranger.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(403);
    expect((await finalise(game.gameId, stranger.auth)).statusCode).toBe(403);
    await importRows(game, fullResults(game));
    expect((await finalise(game.gameId)).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: stranger.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    const upcoming = await createGameFixture(t.database.db, { now: t.clock.now(), status: 'UPC' });
    expect((await finalise(upcoming.gameId)).statusCode).toBe(409);
    expect((await finalise(2_000_000_000)).statusCode).toBe(404);
  });

  it('refuses a game without any result with a readable 409, spending nothing', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const field = await enterField(game);
    const cards = field.flatMap((f) => f.cards);
    const res = await finalise(game.gameId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: NO_RESULTS_YET });
    const [row] = await t.database.db.select().from(fantasyGames).where(eq(fantasyGames.id, game.gameId));
    expect(row?.status).toBe('OPN');
    const left = await t.database.db.select().from(cardInstances).where(inArray(cardInstances.id, cards));
    expect(left.map((c) => c.contractGamesLeft)).toEqual(cards.map(() => 10));
    expect((await standings(game.gameId)).every((s) => s.score === null)).toBe(true);
  });
});
