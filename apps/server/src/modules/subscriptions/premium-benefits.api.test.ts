import type { RewardPage, TeamView } from '@shred/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewards } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import {
  createGameFixture,
  type GameFixture,
  giveCards,
  importPlaces,
  newStaffUser,
  teamBody,
} from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaffUser(t.app, t.database.db);
});
afterAll(() => t.close());

const subscribe = (who: TestUser, path: 'trial/' | 'checkout/') =>
  t.app.inject({
    method: 'POST',
    url: `/api/subscriptions/${path}`,
    headers: who.auth,
    ...(path === 'checkout/' ? { payload: { plan: 'monthly' } } : {}),
  });
const cancel = (who: TestUser) =>
  t.app.inject({ method: 'DELETE', url: '/api/subscriptions/me/', headers: who.auth });

/** A manager-mode team of the athletes at `indexes`, each on a card of the manager's own. */
async function enter(game: GameFixture, user: TestUser, indexes: number[]) {
  const cards = await giveCards(
    t.database.db,
    user.id,
    indexes.map((x) => game.athletes[x]?.id ?? 0),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/games/${game.gameId}/teams/`,
    headers: user.auth,
    payload: teamBody(game, { indexes, cards, captain: indexes[0] }),
  });
}
const lineUp = (first: number) => [first, first + 1, first + 2, first + 3, first + 4];

describe('premium: up to 3 teams per game (GAME.md "Engagement", R1.31)', () => {
  it('lets a premium manager enter a 2nd and 3rd team with other cards, and refuses a 4th with 409', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now(), athletes: 20 });
    const manager = await newUser(t.app);
    expect((await subscribe(manager, 'checkout/')).statusCode).toBe(201);
    for (const first of [0, 5, 10]) {
      const res = await enter(game, manager, lineUp(first));
      expect(res.statusCode, res.body).toBe(201);
    }
    const fourth = await enter(game, manager, lineUp(15));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json<{ detail: string }>().detail).toMatch(/3 teams in this game/);
  });

  it('refuses a non-premium manager’s second team with 409', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now(), athletes: 10 });
    const manager = await newUser(t.app);
    expect((await enter(game, manager, lineUp(0))).statusCode).toBe(201);
    const second = await enter(game, manager, lineUp(5));
    expect(second.statusCode).toBe(409);
    expect(second.json<{ detail: string }>().detail).toMatch(/already have a team/);
  });

  it('keeps the benefit through a trial and through a cancelled plan until its end', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now(), athletes: 10 });
    const onTrial = await newUser(t.app);
    await subscribe(onTrial, 'trial/');
    const cancelled = await newUser(t.app);
    await subscribe(cancelled, 'checkout/');
    expect((await cancel(cancelled)).statusCode).toBe(200);
    for (const manager of [onTrial, cancelled]) {
      expect((await enter(game, manager, lineUp(0))).statusCode).toBe(201);
      expect((await enter(game, manager, lineUp(5))).statusCode).toBe(201);
    }
  });
});

describe('a premium manager’s teams in the placing rewards (GAME.md "Engagement", R2.56)', () => {
  it('counts a manager’s best team once: three teams on the podium earn one reward, the others keep their ranks', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now(), athletes: 17 });
    const premium = await newUser(t.app);
    await subscribe(premium, 'checkout/');
    // Teams shifted one athlete down the results each score in strict order: ranks 1, 2, 3 are premium's.
    for (const shift of [0, 1, 2]) {
      const res = await enter(game, premium, lineUp(shift));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<TeamView>().mode).toBe('manager');
    }
    const others: TestUser[] = [];
    for (let shift = 3; shift < 12; shift++) {
      const manager = await newUser(t.app);
      expect((await enter(game, manager, lineUp(shift))).statusCode).toBe(201);
      others.push(manager);
    }
    await importPlaces(t.app, staff, game, 17);
    const finalised = await t.app.inject({
      method: 'POST',
      url: `/api/admin/games/${game.gameId}/finalise/`,
      headers: staff.auth,
    });
    expect(finalised.statusCode, finalised.body).toBe(200);
    await t.app.domainEvents.drain();

    const bandsOf = async (who: TestUser) =>
      (await t.app.inject({ url: '/api/rewards/', headers: who.auth }))
        .json<RewardPage>()
        .results.map((reward) => reward.band);
    // 12 teams: rank 1 is top 1, ranks 2–3 top 10, ranks 4–10 top 25.
    expect(await bandsOf(premium)).toEqual(['top1']);
    expect(await Promise.all(others.map(bandsOf))).toEqual([
      ...Array.from({ length: 7 }, () => ['top25']),
      [],
      [],
    ]);
    const rows = await t.database.db.select().from(rewards).where(eq(rewards.reference, game.gameId));
    expect(rows).toHaveLength(8);
  });
});
