import type { TeamView } from '@shred/contract';
import {
  XP_FOR_JOINING_GAME,
  XP_FOR_TOP_1_PERCENT,
  XP_FOR_TOP_10_PERCENT,
  XP_FOR_TOP_25_PERCENT,
} from '@shred/game';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xpAwards } from '../../db/schema/index.ts';
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
import { awardXp } from './xp-awards.ts';

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaffUser(t.app, t.database.db);
});
afterAll(() => t.close());

const xpOf = async (user: TestUser): Promise<number> => {
  const res = await t.app.inject({ url: `/api/users/${user.id}/profile-stats/` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ xp: number }>().xp;
};
const ledgerOf = (ids: number[]) =>
  t.database.db
    .select({
      userId: xpAwards.userId,
      reason: xpAwards.reason,
      reference: xpAwards.reference,
      amount: xpAwards.amount,
    })
    .from(xpAwards)
    .where(inArray(xpAwards.userId, ids));

/** A manager enters a manager-mode team of the athletes at `indexes` (minted as their cards). */
async function enterManager(game: GameFixture, user: TestUser, indexes: number[], captain = indexes[0]) {
  const cards = await giveCards(
    t.database.db,
    user.id,
    indexes.map((x) => game.athletes[x]?.id ?? 0),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/games/${game.gameId}/teams/`,
    headers: user.auth,
    payload: teamBody(game, { indexes, cards, captain }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TeamView>();
}

async function enterQuickplay(game: GameFixture, user: TestUser, indexes = [0, 1, 2, 3, 4]) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/games/${game.gameId}/teams/`,
    headers: user.auth,
    payload: teamBody(game, { indexes, mode: 'quickplay' }),
  });
  expect(res.statusCode, res.body).toBe(201);
}

const finalise = (gameId: number) =>
  t.app.inject({ method: 'POST', url: `/api/admin/games/${gameId}/finalise/`, headers: staff.auth });

describe('XP for joining a game (GAME.md Social: levels from XP for joining)', () => {
  it('gives a manager’s first manager team in a game the joining XP, in each game, and a quickplay team none', async () => {
    const first = await createGameFixture(t.database.db, { now: t.clock.now() });
    const second = await createGameFixture(t.database.db, { now: t.clock.now() });
    const manager = await newUser(t.app);
    expect(await xpOf(manager)).toBe(0);
    await enterManager(first, manager, [0, 1, 2, 3, 4]);
    expect(await xpOf(manager)).toBe(XP_FOR_JOINING_GAME);
    await enterQuickplay(first, manager);
    expect(await xpOf(manager)).toBe(XP_FOR_JOINING_GAME);
    await enterManager(second, manager, [0, 1, 2, 3, 4]);
    expect(await xpOf(manager)).toBe(2 * XP_FOR_JOINING_GAME);
    expect(await ledgerOf([manager.id])).toEqual(
      expect.arrayContaining([
        { userId: manager.id, reason: 'joined_game', reference: first.gameId, amount: XP_FOR_JOINING_GAME },
        { userId: manager.id, reason: 'joined_game', reference: second.gameId, amount: XP_FOR_JOINING_GAME },
      ]),
    );
    expect(await ledgerOf([manager.id])).toHaveLength(2);
    const quickplayer = await newUser(t.app);
    await enterQuickplay(first, quickplayer);
    expect(await xpOf(quickplayer)).toBe(0);
  });

  it('gives nothing for a team the rules refuse: the award rolls back with the team', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const manager = await newUser(t.app);
    const cards = await giveCards(t.database.db, manager.id, [game.athletes[0]?.id ?? 0]);
    // Five picks but a card for only the first: the rest are not the manager's cards.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.gameId}/teams/`,
      headers: manager.auth,
      payload: teamBody(game, { cards: [cards[0] ?? 0, 999_999_991, 999_999_992, 999_999_993, 999_999_994] }),
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(await xpOf(manager)).toBe(0);
    expect(await ledgerOf([manager.id])).toEqual([]);
  });

  it('skips awards of no XP and repeats inside one batch', async () => {
    const user = await newUser(t.app);
    const given = await t.database.db.transaction((tx) =>
      awardXp(tx, [
        { userId: user.id, reason: 'challenge', reference: 7, amount: 30 },
        { userId: user.id, reason: 'challenge', reference: 7, amount: 30 },
        { userId: user.id, reason: 'challenge', reference: 8, amount: 0 },
      ]),
    );
    expect(given).toEqual([{ userId: user.id, amount: 30 }]);
    expect(await xpOf(user)).toBe(30);
    expect(await t.database.db.transaction((tx) => awardXp(tx, []))).toEqual([]);
  });
});

describe('XP for placing when a game completes (GAME.md Engagement: top 1 %, 10 %, 25 %, at least the top 1, 3 and 10)', () => {
  /** Four managers whose teams score in strict order (each swaps its best pick for a worse one), and two quickplayers. */
  async function fourManagersAndTwoQuickplayers(game: GameFixture) {
    const managers: TestUser[] = [];
    for (let k = 0; k < 4; k++) {
      const manager = await newUser(t.app);
      await enterManager(game, manager, [k, k + 1, k + 2, k + 3, k + 4], k);
      managers.push(manager);
    }
    const quickplayers = [await newUser(t.app), await newUser(t.app)];
    for (const q of quickplayers) await enterQuickplay(game, q);
    return { managers, quickplayers };
  }

  it('pays each manager by final rank among the manager teams, once however often the game is finalised', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const { managers, quickplayers } = await fourManagersAndTwoQuickplayers(game);
    await importPlaces(t.app, staff, game, 10);
    const res = await finalise(game.gameId);
    expect(res.statusCode, res.body).toBe(200);
    // Four manager teams: the top 1 is the winner, the top 3 the next two, the top 10 the rest.
    const expected = [
      XP_FOR_TOP_1_PERCENT,
      XP_FOR_TOP_10_PERCENT,
      XP_FOR_TOP_10_PERCENT,
      XP_FOR_TOP_25_PERCENT,
    ].map((placing) => placing + XP_FOR_JOINING_GAME);
    const xpNow = async () => Promise.all(managers.map(xpOf));
    expect(await xpNow()).toEqual(expected);
    expect(await Promise.all(quickplayers.map(xpOf))).toEqual([0, 0]);
    expect((await finalise(game.gameId)).statusCode).toBe(200);
    expect(await xpNow()).toEqual(expected);
    const placed = (await ledgerOf(managers.map((m) => m.id))).filter((row) => row.reason === 'placed_game');
    expect(placed).toHaveLength(4);
    expect(placed.every((row) => row.reference === game.gameId)).toBe(true);
  });

  it('gives tied managers the same band: two identical teams both win', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const twins = [await newUser(t.app), await newUser(t.app)];
    for (const twin of twins) await enterManager(game, twin, [0, 1, 2, 3, 4]);
    await importPlaces(t.app, staff, game, 10);
    expect((await finalise(game.gameId)).statusCode).toBe(200);
    expect(await Promise.all(twins.map(xpOf))).toEqual(
      twins.map(() => XP_FOR_TOP_1_PERCENT + XP_FOR_JOINING_GAME),
    );
  });

  it('awards nothing when finalising is refused (no results yet)', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const manager = await newUser(t.app);
    await enterManager(game, manager, [0, 1, 2, 3, 4]);
    expect((await finalise(game.gameId)).statusCode).toBe(409);
    expect(await xpOf(manager)).toBe(XP_FOR_JOINING_GAME);
  });
});
