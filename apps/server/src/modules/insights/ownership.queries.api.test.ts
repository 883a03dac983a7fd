import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBoard } from '../../test/boards.ts';
import { createGameFixture } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { enterTeams } from './insights.testing.ts';
import { athleteOwnership, gameTeamScores, teamScoreSummary } from './ownership.queries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR_MS = 3_600_000;

describe('ownership queries over a set of games (R1.30)', () => {
  it('shares each athlete among the manager teams of their games, captains alike, quickplay left out', async () => {
    const db = t.database.db;
    const now = t.clock.now();
    const game = await createGameFixture(db, { now, status: 'CPL' });
    await enterTeams(db, game, [
      { picks: [0, 1, 2, 3, 4], captain: 0 },
      { picks: [0, 1, 2, 3, 5], captain: 0 },
      { picks: [0, 1, 2, 6, 7], captain: 1 },
      { picks: [1, 2, 3, 4, 5], captain: 2 },
      { picks: [0, 1, 2, 3, 4], captain: 3, mode: 'quickplay' },
    ]);
    const rows = await athleteOwnership(db, [game.gameId], new Date(now));
    const byIndex = (index: number) => rows.find((row) => row.athlete_id === game.athletes[index]?.id);
    expect(byIndex(1)).toMatchObject({ teams: 4, captains: 1, field: 4, ownership: 1, captaincy: 0.25 });
    expect(byIndex(0)).toMatchObject({ teams: 3, captains: 2, field: 4, ownership: 0.75, captaincy: 0.5 });
    expect(byIndex(6)).toMatchObject({ teams: 1, captains: 0, ownership: 0.25, captaincy: 0 });
    expect(byIndex(11)).toMatchObject({ teams: 0, captains: 0, field: 4, ownership: 0, captaincy: 0 });
    expect(rows[0]?.athlete_id).toBe(game.athletes[1]?.id);
    expect(rows).toHaveLength(12);
  });

  it('keeps unlocked picks out: an athlete counts once their round starts, or once the game is complete', async () => {
    const db = t.database.db;
    const now = t.clock.now();
    const game = await createGameFixture(db, { now, status: 'OPN' });
    await enterTeams(db, game, [
      { picks: [0, 1, 6, 7, 8], captain: 6 },
      { picks: [0, 2, 6, 9, 10], captain: 0 },
    ]);
    expect(await athleteOwnership(db, [game.gameId], new Date(now))).toEqual([]);
    // Heat A (the first six athletes) starts in one hour; heat B two hours later.
    const heatA = await athleteOwnership(db, [game.gameId], new Date(now + HOUR_MS));
    expect(heatA.map((row) => row.athlete_id).sort((a, b) => a - b)).toEqual(
      game.athletes.slice(0, 6).map((athlete) => athlete.id),
    );
    expect(heatA[0]).toMatchObject({ athlete_id: game.athletes[0]?.id, ownership: 1, captaincy: 0.5 });
    const all = await athleteOwnership(db, [game.gameId], new Date(now + 3 * HOUR_MS));
    expect(all.find((row) => row.athlete_id === game.athletes[6]?.id)).toMatchObject({
      ownership: 1,
      captaincy: 0.5,
    });
  });

  it('sums a team score summary from the current boards, and answers zeros before any team (R1.30)', async () => {
    const db = t.database.db;
    const now = t.clock.now();
    // One after another: the games' ids then follow this order, which the answer keeps.
    const first = await createGameFixture(db, { now, status: 'CPL' });
    const second = await createGameFixture(db, { now, status: 'CPL' });
    const empty = await createGameFixture(db, { now });
    const a = await enterTeams(db, first, [
      { picks: [0, 1, 2, 3, 4], captain: 0 },
      { picks: [0, 1, 2, 3, 5], captain: 0 },
    ]);
    const b = await enterTeams(db, second, [
      { picks: [0, 1, 2, 3, 4], captain: 0 },
      { picks: [0, 1, 2, 3, 4], captain: 0 },
      { picks: [0, 1, 2, 3, 4], captain: 0 },
    ]);
    const line = (team: { id: number; userId: number } | undefined, score: number) => ({
      teamId: team?.id ?? 0,
      userId: team?.userId ?? 0,
      mode: 'manager' as const,
      score,
    });
    await writeBoard(db, first.gameId, [line(a[0], 100.5), line(a[1], 50.25)]);
    // The third team of the second game came after its pass: counted, not scored.
    await writeBoard(db, second.gameId, [line(b[0], 10), line(b[1], 20.01)]);
    const ids = [first.gameId, second.gameId, empty.gameId];
    expect(await teamScoreSummary(db, ids)).toEqual({
      teams: 5,
      scored_teams: 4,
      average_score: 45.19,
      top_score: 100.5,
    });
    expect(await gameTeamScores(db, ids)).toEqual([
      { game_id: first.gameId, teams: 2, scored_teams: 2, average_score: 75.38, top_score: 100.5 },
      { game_id: second.gameId, teams: 3, scored_teams: 2, average_score: 15.01, top_score: 20.01 },
      { game_id: empty.gameId, teams: 0, scored_teams: 0, average_score: 0, top_score: 0 },
    ]);
    expect(await teamScoreSummary(db, [])).toEqual({
      teams: 0,
      scored_teams: 0,
      average_score: 0,
      top_score: 0,
    });
    expect(await athleteOwnership(db, [empty.gameId], new Date(now + 48 * HOUR_MS))).toEqual(
      expect.arrayContaining([expect.objectContaining({ teams: 0, field: 0, ownership: 0, captaincy: 0 })]),
    );
  });
});
