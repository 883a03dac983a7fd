import type { Leaderboard, SeasonRanking, TeamView, TokenPair } from '@shred/contract';
import { athletePrice, rankGameEntries } from '@shred/game';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardInstances,
  contractSpends,
  currentStandings,
  fantasyGames,
  results,
  teamPicks,
  teams,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoManagers, MAIN_DEMO_USERNAME } from '../cards/cards.demo.ts';
import { seedDemoSeason } from '../events/season.demo.ts';
import { createScorer } from '../scoring/scoring.service.ts';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/users.demo.ts';
import { seedDemoTeams } from './teams.demo.ts';

let t: TestApp;
let seededMs = 0;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoUsers(tx));
  await t.database.db.transaction((tx) => seedDemoSeason(tx, t.clock.now()));
  const started = performance.now();
  await t.database.db.transaction((tx) => seedDemoTeams(tx, t.clock.now()));
  seededMs = performance.now() - started;
}, 120_000);
afterAll(() => t.close());

describe('R1.28: demo teams and results (issue 4 "Data and demo data": leaderboards and rankings are alive)', () => {
  it('gives every past game results and scored, ranked teams, and every live game teams still unscored, quickly', async () => {
    const db = t.database.db;
    const games = await db.select().from(fantasyGames);
    for (const game of games.filter((g) => g.status !== 'UPC')) {
      const [entered] = await db.select({ n: count() }).from(teams).where(eq(teams.gameId, game.id));
      expect(entered?.n, game.name).toBeGreaterThan(100);
      const [unranked] = await db
        .select({ n: count() })
        .from(teams)
        .leftJoin(currentStandings, eq(currentStandings.teamId, teams.id))
        .where(and(eq(teams.gameId, game.id), sql`${currentStandings.rank} is null`));
      // A live game has no result yet: no field of 0-point rows, no scored_at.
      expect(unranked?.n, game.name).toBe(game.status === 'CPL' ? 0 : entered?.n);
      expect(game.scoredAt === null, game.name).toBe(game.status === 'OPN');
    }
    const [past] = await db
      .select({ n: count() })
      .from(results)
      .innerJoin(sql`competitions c`, sql`c.id = ${results.competitionId}`);
    expect(past?.n).toBeGreaterThan(100);
    expect(seededMs).toBeLessThan(60_000);
  });

  it('enters only valid teams: 5 picks with the captain among them, owned cards, budgets kept', async () => {
    const db = t.database.db;
    const picks = await db
      .select({
        teamId: teamPicks.teamId,
        mode: teams.mode,
        captain: teams.captainAthleteId,
        athleteId: teamPicks.athleteId,
        owner: teams.userId,
        cardOwner: cardInstances.ownerId,
        price: teamPicks.price,
      })
      .from(teamPicks)
      .innerJoin(teams, eq(teams.id, teamPicks.teamId))
      .leftJoin(cardInstances, eq(cardInstances.id, teamPicks.cardInstanceId));
    const byTeam = new Map<number, typeof picks>();
    for (const pick of picks) byTeam.set(pick.teamId, [...(byTeam.get(pick.teamId) ?? []), pick]);
    for (const team of byTeam.values()) {
      expect(team).toHaveLength(5);
      expect(team.some((p) => p.athleteId === team[0]?.captain)).toBe(true);
      if (team[0]?.mode === 'manager') expect(team.every((p) => p.cardOwner === p.owner)).toBe(true);
      else expect(team.reduce((sum, p) => sum + (p.price ?? 99), 0)).toBeLessThanOrEqual(100);
    }
    expect(athletePrice(100)).toBe(25);
  });

  it('numbers every card series 1 to n in one mint order, so a collection is not all #1 (issue 10)', async () => {
    const db = t.database.db;
    const cards = await db
      .select({
        series: sql<string>`${cardInstances.athleteId} || ':' || ${cardInstances.tier} || ':' || ${cardInstances.season}`,
        serial: cardInstances.serial,
        ownerId: cardInstances.ownerId,
      })
      .from(cardInstances);
    const bySeries = new Map<string, number[]>();
    for (const card of cards) bySeries.set(card.series, [...(bySeries.get(card.series) ?? []), card.serial]);
    for (const [series, serials] of bySeries) {
      expect(
        [...serials].sort((a, b) => a - b),
        series,
      ).toEqual(serials.map((_, i) => i + 1));
    }
    const [main] = await demoManagers(db).then((all) => all.filter((m) => m.username === MAIN_DEMO_USERNAME));
    const mine = cards.filter((card) => card.ownerId === main?.id);
    expect(mine.length).toBeGreaterThanOrEqual(25);
    // In a series of several cards the demo account's copy is seldom the first one minted.
    const shared = mine.filter((card) => (bySeries.get(card.series)?.length ?? 0) > 1);
    expect(shared.length).toBeGreaterThanOrEqual(mine.length / 2);
    expect(shared.filter((card) => card.serial === 1).length).toBeLessThan(shared.length / 3);
  });

  it('has spent one contract game per card and complete game, recorded once', async () => {
    const db = t.database.db;
    const [spends] = await db.select({ n: count() }).from(contractSpends);
    const [used] = await db
      .select({
        n: sql<number>`count(distinct (${teamPicks.gameId}, ${teamPicks.cardInstanceId}))`.mapWith(Number),
      })
      .from(teamPicks)
      .innerJoin(fantasyGames, eq(fantasyGames.id, teamPicks.gameId))
      .where(and(eq(fantasyGames.status, 'CPL'), isNotNull(teamPicks.cardInstanceId)));
    expect(spends?.n).toBe(used?.n);
    const [negative] = await db
      .select({ n: count() })
      .from(cardInstances)
      .where(sql`${cardInstances.contractGamesLeft} < 0`);
    expect(negative?.n).toBe(0);
  });

  it('stores ranks a rescoring pass would give, and demo users see their results and rankings', async () => {
    const db = t.database.db;
    const [game] = await db.select().from(fantasyGames).where(eq(fantasyGames.status, 'CPL')).limit(1);
    const boardOf = () =>
      db
        .select({ id: teams.id, score: currentStandings.hundredths, rank: currentStandings.rank })
        .from(teams)
        .innerJoin(currentStandings, eq(currentStandings.teamId, teams.id))
        .where(and(eq(teams.gameId, game?.id ?? 0), eq(teams.mode, 'manager')));
    const stored = await boardOf();
    const outcome = await db.transaction((tx) =>
      createScorer(t.clock.now).pass(tx, game?.id ?? 0, { force: true }),
    );
    expect(outcome).toMatchObject({ passed: true });
    expect(await boardOf()).toEqual(expect.arrayContaining(stored));
    for (const entry of rankGameEntries(stored.map((s) => ({ ...s, submittedAt: '', score: s.score })))) {
      expect(entry.rank).toBe(stored.find((s) => s.id === entry.id)?.rank);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/token/',
      payload: { email: 'kai@shredleague.app', password: DEMO_PASSWORD },
    });
    const auth = { authorization: `Bearer ${login.json<TokenPair>().access}` };
    const season = await t.app.inject({ url: '/api/rankings/season/', headers: auth });
    expect(season.json<SeasonRanking>().count).toBeGreaterThan(150);
    expect(season.json<SeasonRanking>().me).not.toBeNull();
    const [mine] = await db
      .select()
      .from(teams)
      .innerJoin(fantasyGames, eq(fantasyGames.id, teams.gameId))
      .innerJoin(currentStandings, eq(currentStandings.teamId, teams.id))
      .where(
        and(eq(fantasyGames.status, 'CPL'), eq(teams.userId, season.json<SeasonRanking>().me?.user_id ?? 0)),
      )
      .limit(1);
    const board = await t.app.inject({
      url: `/api/games/${mine?.teams.gameId}/leaderboard/?mode=${mine?.teams.mode}`,
      headers: auth,
    });
    expect(board.json<Leaderboard>().me?.rank).toBe(mine?.current_standings.rank);
    const team = await t.app.inject({ url: `/api/teams/${mine?.teams.id}/`, headers: auth });
    expect(team.json<TeamView>().breakdown.total).toBe((mine?.current_standings.hundredths ?? 0) / 100);
  });
});
