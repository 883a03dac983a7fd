import type { TeamView } from '@shred/contract';
import {
  XP_FOR_JOINING_GAME,
  XP_FOR_TOP_1_PERCENT,
  XP_FOR_TOP_10_PERCENT,
  XP_FOR_TOP_25_PERCENT,
} from '@shred/game';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, xpAwards } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import {
  createGameFixture,
  type GameFixture,
  giveCards,
  importPlaces,
  newStaffUser,
  teamBody,
} from '../../test/game-factories.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { awardJoiningXp } from './xp-awards.ts';

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaffUser(t.app, t.database.db);
});
afterAll(() => t.close());

const xpOf = async (ids: number[]) => {
  const rows = await t.database.db
    .select({ id: users.id, xp: users.xp })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row.xp]));
  return ids.map((id) => byId.get(id));
};

/** A manager enters a manager-mode team of the athletes at `indexes` (minted as their cards). */
async function enterManager(game: GameFixture, user: TestUser, indexes: number[], captain: number) {
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

describe('XP awarded under concurrent writers (GAME.md Social: levels from XP)', () => {
  it('one award raced by 8 transactions, all held at the ledger’s insert: exactly one inserts and raises the XP, and a later repeat adds nothing', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const manager = await newUser(t.app);
    const outcomes = await raceAtLock(
      t.database,
      { sql: 'lock table xp_awards in share mode' },
      Array.from(
        { length: 8 },
        () => () => t.database.db.transaction((tx) => awardJoiningXp(tx, manager.id, game.gameId)),
      ),
    );
    expect(outcomes.flat()).toEqual([{ userId: manager.id, amount: XP_FOR_JOINING_GAME }]);
    expect(await t.database.db.transaction((tx) => awardJoiningXp(tx, manager.id, game.gameId))).toEqual([]);
    expect(await xpOf([manager.id])).toEqual([XP_FOR_JOINING_GAME]);
  });

  it('three finalisings of one game, all held at the game’s row lock: each answered 200, every manager paid the placing XP once', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const managers: TestUser[] = [];
    for (let k = 0; k < 4; k++) {
      const manager = await newUser(t.app);
      await enterManager(game, manager, [k, k + 1, k + 2, k + 3, k + 4], k);
      managers.push(manager);
    }
    await importPlaces(t.app, staff, game, 10);
    const finalise = () =>
      t.app.inject({ method: 'POST', url: `/api/admin/games/${game.gameId}/finalise/`, headers: staff.auth });
    const answers = await raceAtLock(
      t.database,
      { sql: 'select 1 from fantasy_games where id = $1 for no key update', params: [game.gameId] },
      [finalise, finalise, finalise],
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    // Four manager teams: the top 1 is the winner, the top 3 the next two, the top 10 the rest.
    expect(await xpOf(managers.map((m) => m.id))).toEqual(
      [XP_FOR_TOP_1_PERCENT, XP_FOR_TOP_10_PERCENT, XP_FOR_TOP_10_PERCENT, XP_FOR_TOP_25_PERCENT].map(
        (placing) => placing + XP_FOR_JOINING_GAME,
      ),
    );
    expect(
      await t.database.db.select().from(xpAwards).where(eq(xpAwards.reference, game.gameId)),
    ).toHaveLength(8);
  });
});
