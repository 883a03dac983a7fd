import type { TeamView } from '@shred/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamPicks, teams } from '../../db/schema/index.ts';
import { newUser } from '../../test/factories.ts';
import { createGameFixture, teamBody } from '../../test/game-factories.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('R1.24: concurrent writes never leave a team half-written (issue 4 "Bad input and integrity")', () => {
  it('8 simultaneous edits of one team, all held at the team’s row lock: each whole, versions count every edit', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const user = await newUser(t.app);
    const entered = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.gameId}/teams/`,
      headers: user.auth,
      payload: teamBody(game),
    });
    expect(entered.statusCode, entered.body).toBe(201);
    const team = entered.json<TeamView>();
    const variants = [5, 6, 7, 8, 9, 10, 11, 5].map((fifth, i) =>
      teamBody(game, { indexes: [0, 1, 2, 3, fifth], captain: i % 4 }),
    );
    const answers = await raceAtLock(
      t.database,
      { sql: 'select 1 from teams where id = $1 for update', params: [team.id] },
      variants.map(
        (payload) => () =>
          t.app.inject({ method: 'PUT', url: `/api/teams/${team.id}/`, headers: user.auth, payload }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(variants.length).fill(200));
    const picks = await t.database.db
      .select({ athleteId: teamPicks.athleteId })
      .from(teamPicks)
      .where(eq(teamPicks.teamId, team.id));
    expect(picks).toHaveLength(5);
    const [row] = await t.database.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row?.version).toBe(1 + variants.length);
    const last = answers.map((r) => r.json<TeamView>()).sort((a, b) => b.version - a.version)[0];
    expect(picks.map((p) => p.athleteId).sort()).toEqual(last?.picks.map((p) => p.athlete.id).sort());
  });

  it('6 simultaneous entries by one manager, all held at the team insert: exactly one 201, the rest 409', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const user = await newUser(t.app);
    const answers = await raceAtLock(
      t.database,
      { sql: 'lock table teams in share mode' },
      Array.from(
        { length: 6 },
        () => () =>
          t.app.inject({
            method: 'POST',
            url: `/api/games/${game.gameId}/teams/`,
            headers: user.auth,
            payload: teamBody(game),
          }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const [row] = await t.database.db.select({ n: count() }).from(teams).where(eq(teams.gameId, game.gameId));
    expect(row?.n).toBe(1);
    const [picks] = await t.database.db
      .select({ n: count() })
      .from(teamPicks)
      .where(eq(teamPicks.gameId, game.gameId));
    expect(picks?.n).toBe(5);
  });
});
