import type { CupLeaderboard, FantasyStats, Leaderboard, SeasonRanking, TeamView } from '@shred/contract';
import { seasonRanking } from '@shred/game';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { standings as boardRows, quickplayCups, teams, users } from '../../db/schema/index.ts';
import { writeBoard } from '../../test/boards.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import {
  createGameFixture,
  type GameFixture,
  giveCards,
  importPlaces,
  newStaffUser,
  teamBody,
} from '../../test/game-factories.ts';
import { awaitScoring } from '../../test/scoring-jobs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createScorer } from '../scoring/scoring.service.ts';

let t: TestApp;
let staff: TestUser;
const season = `rk${process.pid}${Math.floor(Math.random() * 1e6)}`;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaffUser(t.app, t.database.db);
});
afterAll(() => t.close());

/** Managers without a login, straight into the database: leaderboards only read stored scores. */
async function managers(db: Db, n: number): Promise<number[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        username: `m${season}-${Math.random().toString(36).slice(2, 8)}-${i}`,
      })),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

/** Scored teams as a scoring pass would leave them: on the game's board with competition ranks. */
async function scoredTeams(
  db: Db,
  game: GameFixture,
  scores: number[],
  mode: 'manager' | 'quickplay' = 'manager',
) {
  const owners = await managers(db, scores.length);
  const rows = await db
    .insert(teams)
    .values(
      scores.map((_, i) => ({
        gameId: game.gameId,
        userId: owners[i] ?? 0,
        mode,
        captainAthleteId: game.athletes[0]?.id ?? 0,
        submittedAt: new Date(Date.UTC(2026, 0, 1)),
      })),
    )
    .returning({ id: teams.id, userId: teams.userId });
  await writeBoard(
    db,
    game.gameId,
    rows.map((row, i) => ({ teamId: row.id, userId: row.userId, mode, score: scores[i] ?? 0 })),
  );
  return rows;
}

const get = <T>(url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers }).then((res) => {
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json<T>();
  });

describe("GET games/{id}/leaderboard/ — pages of the current board with the viewer's own entry (R1.28)", () => {
  it('pages by board position, counts ranked teams, and shows my best entry (issue 12.1)', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now(), season });
    await scoredTeams(t.database.db, game, [90, 80, 80, 70, 60, 50, 40, 30, 30, 30, 20, 10]);
    const user = await newUser(t.app);
    const mine = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.gameId}/teams/`,
      headers: user.auth,
      payload: teamBody(game),
    });
    const url = `/api/games/${game.gameId}/leaderboard/`;
    const first = await get<Leaderboard>(`${url}?page=1&page_size=5`, user.auth);
    expect(first).toMatchObject({ count: 12, page: 1, page_size: 5, mode: 'manager' });
    expect(first.results.map((r) => [r.rank, r.score])).toEqual([
      [1, 90],
      [2, 80],
      [2, 80],
      [4, 70],
      [5, 60],
    ]);
    const second = await get<Leaderboard>(`${url}?page=2&page_size=4`);
    expect(second.results.map((r) => r.rank)).toEqual([5, 6, 7, 8]);
    expect((await get<Leaderboard>(`${url}?page=9&page_size=5`)).results).toEqual([]);
    // My quickplay team is not ranked until the next scoring pass.
    expect(first.me).toBeNull();
    const quickplay = await get<Leaderboard>(`${url}?game_mode=quickplay`, user.auth);
    expect(quickplay).toMatchObject({ mode: 'quickplay', count: 0, results: [] });
    expect(quickplay.me).toMatchObject({
      team_id: mine.json<TeamView>().id,
      rank: null,
      username: user.username,
    });
  });

  it('fills every page of a tie bigger than a page: pages are positions, ranks stay shared (issue 12.1)', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now(), season });
    await scoredTeams(t.database.db, game, [99, ...Array.from({ length: 11 }, () => 50)]);
    const url = `/api/games/${game.gameId}/leaderboard/?page_size=5`;
    const pages = await Promise.all([1, 2, 3].map((page) => get<Leaderboard>(`${url}&page=${page}`)));
    expect(pages.map((page) => page.results.map((r) => r.rank))).toEqual([
      [1, 2, 2, 2, 2],
      [2, 2, 2, 2, 2],
      [2, 2],
    ]);
    const teamIds = pages.flatMap((page) => page.results.map((r) => r.team_id));
    expect(new Set(teamIds).size).toBe(12);
    expect(teamIds.slice(1)).toEqual([...teamIds.slice(1)].sort((a, b) => a - b));
  });

  it('answers 404 for an unknown game and 400 for a bad page', async () => {
    expect((await t.app.inject({ url: '/api/games/2000000000/leaderboard/' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/games/1/leaderboard/?page=0' })).statusCode).toBe(400);
  });
});

describe('GET rankings/season/ — best 10 game scores per manager, overall and per sport (GAME.md)', () => {
  it("sums the best 10 of a manager's games (best team per game), exactly as packages/game seasonRanking", async () => {
    const own = `${season}s`;
    const games: GameFixture[] = [];
    for (let i = 0; i < 11; i++)
      games.push(await createGameFixture(t.database.db, { now: t.clock.now(), season: own }));
    const [star, rival] = await managers(t.database.db, 2);
    const rows: Array<{ managerId: number; gameId: number; score: number; teamId: number }> = [];
    for (const [i, game] of games.entries()) {
      for (const [userId, score] of [
        [star ?? 0, 10 + i],
        [rival ?? 0, i < 6 ? 30 : 0],
      ] as const) {
        const [team] = await t.database.db
          .insert(teams)
          .values({
            gameId: game.gameId,
            userId,
            mode: 'manager',
            captainAthleteId: game.athletes[0]?.id ?? 0,
          })
          .returning({ id: teams.id });
        rows.push({ managerId: userId, gameId: game.gameId, score, teamId: team?.id ?? 0 });
      }
      await writeBoard(
        t.database.db,
        game.gameId,
        rows
          .filter((row) => row.gameId === game.gameId)
          .map((row) => ({ teamId: row.teamId, userId: row.managerId, mode: 'manager', score: row.score })),
      );
    }
    const shape = (r: SeasonRanking['results'][number]) => [
      r.user_id,
      r.rank,
      r.total,
      r.games_played,
      r.games_counted,
    ];
    const ranking = await get<SeasonRanking>(`/api/rankings/season/?season=${own}&page_size=100`);
    expect(ranking.results.map(shape)).toEqual(
      seasonRanking(rows).map((s) => [s.managerId, s.rank, s.total, s.gamesPlayed, s.gamesCounted]),
    );
    expect(ranking.results.map(shape)).toEqual([
      [rival, 1, 180, 11, 10],
      [star, 2, 155, 11, 10],
    ]);
    expect(ranking.results.map((r) => r.position)).toEqual([1, 2]);
    const first = games[0];
    const perSport = await get<SeasonRanking>(
      `/api/rankings/season/?season=${own}&sport=${first?.sportSlug}`,
    );
    expect(perSport).toMatchObject({ season: own, sport: first?.sportSlug, count: 2 });
    expect(perSport.results.map(shape)).toEqual([
      [rival, 1, 30, 1, 1],
      [star, 2, 10, 1, 1],
    ]);
    expect(
      (await get<SeasonRanking>(`/api/rankings/season/?season=${own}&page=2&page_size=1`)).results.map(shape),
    ).toEqual([[star, 2, 155, 11, 10]]);
  });
});

describe('before its first result a game has no scores: empty leaderboards, nothing in the season (R1.28, GAME.md "Scoring and ranking")', () => {
  /** A manager team and a quickplay team in the game, of `user` or of a new manager. */
  async function enterBoth(game: GameFixture, user?: TestUser): Promise<TestUser> {
    const manager = user ?? (await newUser(t.app));
    const cards = await giveCards(
      t.database.db,
      manager.id,
      game.athletes.slice(0, 5).map((a) => a.id),
    );
    for (const body of [teamBody(game, { cards }), teamBody(game, { mode: 'quickplay' })]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/games/${game.gameId}/teams/`,
        headers: manager.auth,
        payload: body,
      });
      if (res.statusCode !== 201) throw new Error(res.body);
    }
    return manager;
  }
  /** A scoring pass over the games, as a results refresh or the demo seeder runs it. */
  const rescore = async (gameIds: number[]) => {
    const scorer = createScorer(t.clock.now);
    for (const id of gameIds) await t.database.db.transaction((tx) => scorer.pass(tx, id, { force: true }));
  };
  const importFirstPlaces = async (game: GameFixture) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${game.eventSlug}/results/`,
      headers: staff.auth,
      payload: {
        results: game.athletes.map((a, i) => ({
          competition_id: game.rounds.final,
          athlete_id: a.id,
          place: i + 1,
        })),
      },
    });
    await awaitScoring(t.app, staff, res);
    return res;
  };

  it('keeps every team of an open game without results unscored and unranked, so both leaderboards are empty', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now(), season });
    const user = await enterBoth(game);
    await rescore([game.gameId]);
    for (const mode of ['manager', 'quickplay'] as const) {
      const board = await get<Leaderboard>(`/api/games/${game.gameId}/leaderboard/?mode=${mode}`, user.auth);
      expect(board, mode).toMatchObject({ count: 0, results: [] });
      expect(board.me, mode).toMatchObject({ rank: null, score: null });
    }
    expect((await get<{ scored_at: string | null }>(`/api/games/${game.gameId}/`)).scored_at).toBeNull();
    const stored = await t.database.db.select().from(boardRows).where(eq(boardRows.gameId, game.gameId));
    expect(stored).toEqual([]);

    expect((await importFirstPlaces(game)).statusCode).toBe(200);
    const scored = await get<Leaderboard>(`/api/games/${game.gameId}/leaderboard/?mode=quickplay`, user.auth);
    expect(scored).toMatchObject({ count: 1, results: [{ rank: 1, user_id: user.id }] });
    expect((await get<{ scored_at: string | null }>(`/api/games/${game.gameId}/`)).scored_at).not.toBeNull();
  });

  it('counts in games_played and games_counted only the games where the manager had a scored team', async () => {
    const own = `${season}g`;
    const [played, open] = [
      await createGameFixture(t.database.db, { now: t.clock.now(), season: own }),
      await createGameFixture(t.database.db, { now: t.clock.now(), season: own }),
    ];
    if (!played || !open) throw new Error('fixtures missing');
    const user = await enterBoth(played);
    await enterBoth(open, user);
    expect((await importFirstPlaces(played)).statusCode).toBe(200);
    await rescore([played.gameId, open.gameId]);
    const ranking = await get<SeasonRanking>(`/api/rankings/season/?season=${own}`, user.auth);
    expect(ranking.me).toMatchObject({ user_id: user.id, games_played: 1, games_counted: 1 });
    expect(ranking.results.map((r) => r.user_id)).toEqual([user.id]);
  });
});

describe('R1.28, R2.21: GET quickplay/cups/{slug}/leaderboard/ and GET games/{id}/fantasy-stats/', () => {
  it("ranks a cup by the sum of each manager's cup teams, with my own standing", async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now(), season });
    const cup = await t.database.db.query.quickplayCups.findFirst({
      where: eq(quickplayCups.slug, game.cupSlug),
    });
    const rows = await scoredTeams(t.database.db, game, [40, 55, 40], 'quickplay');
    for (const row of rows)
      await t.database.db.update(teams).set({ cupId: cup?.id }).where(eq(teams.id, row.id));
    const board = await get<CupLeaderboard>(`/api/quickplay/cups/${game.cupSlug}/leaderboard/`);
    expect(board.cup.slug).toBe(game.cupSlug);
    expect(board.results.map((r) => [r.rank, r.total])).toEqual([
      [1, 55],
      [2, 40],
      [2, 40],
    ]);
    expect((await t.app.inject({ url: '/api/quickplay/cups/no-such-cup/leaderboard/' })).statusCode).toBe(
      404,
    );
  });

  it("gives the share graphic the viewer's team, rank, top percent, captain and top picks", async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now(), season });
    const enter = async (indexes: number[], captain: number) => {
      const user = await newUser(t.app);
      await t.app.inject({
        method: 'POST',
        url: `/api/games/${game.gameId}/teams/`,
        headers: user.auth,
        payload: teamBody(game, { indexes, captain }),
      });
      return user;
    };
    const user = await enter([0, 1, 2, 3, 4], 1); // 100 + 80 × 1.5 + 65 + 55 + 50 = 390
    await enter([0, 1, 2, 3, 4], 0); // 400
    await enter([6, 7, 0, 1, 2], 6); // 245
    await enter([5, 6, 7, 8, 0], 5); // 167.5
    await importPlaces(t.app, staff, game, 6);
    const stats = await get<FantasyStats>(
      `/api/games/${game.gameId}/fantasy-stats/?game_mode=quickplay`,
      user.auth,
    );
    expect(stats).toMatchObject({
      mode: 'quickplay',
      entries: 4,
      game: { id: game.gameId, event: { slug: game.eventSlug } },
    });
    expect(stats.team).toMatchObject({
      username: user.username,
      score: 390,
      rank: 2,
      top_percent: 50,
    });
    expect(stats.team?.captain).toMatchObject({
      athlete_id: game.athletes[1]?.id,
      is_captain: true,
      line_total: 120,
    });
    expect(stats.team?.top_picks.map((l) => l.line_total)).toEqual([120, 100, 65]);
    expect((await get<FantasyStats>(`/api/games/${game.gameId}/fantasy-stats/`)).team).toBeNull();
    expect((await t.app.inject({ url: '/api/games/2000000000/fantasy-stats/' })).statusCode).toBe(404);
  });
});

describe('tied teams share a rank on every board (issue 12.2, GAME.md "Scoring and ranking")', () => {
  it('ranks 1, 2, 2, 4 on the game leaderboard, the cup and the season, lists the earlier submission first, and own ranks agree', async () => {
    const own = `${season}t`;
    const game = await createGameFixture(t.database.db, { now: t.clock.now(), season: own });
    // Places 1–8 score 100, 80, 65, 55, 50, 45, 40, 36; the captain counts × 1.5.
    const lineups = [
      { indexes: [0, 1, 2, 3, 4], captain: 1 }, // 390, submitted last
      { indexes: [0, 1, 2, 3, 4], captain: 0 }, // 400
      { indexes: [0, 1, 2, 3, 4], captain: 1 }, // 390, submitted first
      { indexes: [6, 7, 0, 1, 2], captain: 6 }, // 341
    ];
    const entrants: TestUser[] = [];
    for (const [i, lineup] of lineups.entries()) {
      const user = await newUser(t.app);
      const cards = await giveCards(
        t.database.db,
        user.id,
        lineup.indexes.map((index) => game.athletes[index]?.id ?? 0),
      );
      for (const body of [
        teamBody(game, { ...lineup, cards }),
        { ...teamBody(game, { ...lineup, mode: 'quickplay' }), cup_slug: game.cupSlug },
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/games/${game.gameId}/teams/`,
          headers: user.auth,
          payload: body,
        });
        if (res.statusCode !== 201) throw new Error(res.body);
      }
      // The first entrant submitted last of all, so submission time and id disagree.
      await t.database.db
        .update(teams)
        .set({ submittedAt: new Date(Date.UTC(2026, 0, 1, i === 0 ? 9 : i)) })
        .where(eq(teams.userId, user.id));
      entrants.push(user);
    }
    const [late, best, early, last] = entrants.map((user) => user.id);
    expect((await importPlaces(t.app, staff, game, 8)).statusCode).toBe(200);

    for (const mode of ['manager', 'quickplay'] as const) {
      const url = `/api/games/${game.gameId}/leaderboard/?mode=${mode}`;
      const board = await get<Leaderboard>(url);
      expect(board.count, mode).toBe(4);
      expect(
        board.results.map((r) => [r.user_id, r.rank, r.score]),
        mode,
      ).toEqual([
        [best, 1, 400],
        [early, 2, 390],
        [late, 2, 390],
        [last, 4, 341],
      ]);
      for (const user of entrants) {
        const mine = await get<Leaderboard>(url, user.auth);
        expect(mine.me?.rank, mode).toBe(board.results.find((r) => r.user_id === user.id)?.rank);
      }
    }
    const stats = await get<FantasyStats>(
      `/api/games/${game.gameId}/fantasy-stats/?game_mode=quickplay`,
      entrants[0]?.auth,
    );
    expect(stats.team).toMatchObject({ rank: 2, top_percent: 50 });

    const cupUrl = `/api/quickplay/cups/${game.cupSlug}/leaderboard/`;
    const seasonUrl = `/api/rankings/season/?season=${own}`;
    const cup = await get<CupLeaderboard>(cupUrl);
    const ranking = await get<SeasonRanking>(seasonUrl);
    const tiedByManager = [late, early].sort((a, b) => (a ?? 0) - (b ?? 0));
    for (const standings of [cup, ranking]) {
      expect(standings.results.map((r) => [r.user_id, r.rank, r.total])).toEqual([
        [best, 1, 400],
        [tiedByManager[0], 2, 390],
        [tiedByManager[1], 2, 390],
        [last, 4, 341],
      ]);
    }
    for (const user of entrants) {
      const rank = cup.results.find((r) => r.user_id === user.id)?.rank;
      expect((await get<CupLeaderboard>(cupUrl, user.auth)).me?.rank).toBe(rank);
      expect((await get<SeasonRanking>(seasonUrl, user.auth)).me?.rank).toBe(rank);
    }
  });
});
