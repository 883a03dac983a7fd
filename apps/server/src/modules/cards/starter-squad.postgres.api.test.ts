import type { AthleteCard } from '@shred/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardInstances, starterSquads } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createGameFixture, type GameFixture } from '../../test/game-factories.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';

let t: TestApp;
let game: GameFixture;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db);
  game = await createGameFixture(t.database.db, { now: t.clock.now(), status: 'OPN', athletes: 10 });
});
afterAll(() => t.close());

const completeWelcome = (user: TestUser) => () =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/profile/${user.id}/`,
    headers: user.auth,
    payload: { completed_manager_welcome: true },
  });
const myCards = async (user: TestUser) =>
  (await t.app.inject({ url: '/api/cards/athlete-cards/', headers: user.auth })).json<AthleteCard[]>();

describe('Starter squad under concurrent onboarding (R4.40)', () => {
  it('3 welcomes of one manager, all held at the user’s row after each saw the welcome unfinished: the squad is granted once', async () => {
    const user = await newUser(t.app);
    const answers = await raceAtLock(
      t.database,
      { sql: 'select 1 from users where id = $1 for no key update', params: [user.id] },
      [completeWelcome(user), completeWelcome(user), completeWelcome(user)],
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await myCards(user)).toHaveLength(10);
    const [row] = await t.database.db.select().from(starterSquads).where(eq(starterSquads.userId, user.id));
    expect(row?.cards).toBe(10);
  });

  it('2 managers drawing the same team, both held at their first card’s mint: each card of a series gets its own serial', async () => {
    const a = await newUser(t.app);
    const b = await newUser(t.app);
    await raceAtLock(t.database, { sql: 'lock table card_instances in share mode' }, [
      completeWelcome(a),
      completeWelcome(b),
    ]);
    const inGame = (cards: AthleteCard[]) =>
      cards.filter((c) => game.athletes.some((athlete) => athlete.id === c.id)).map((c) => c.id);
    const drawn = inGame(await myCards(a));
    expect(drawn.length).toBeGreaterThan(0);
    expect(inGame(await myCards(b))).toEqual(drawn);
    const rows = await t.database.db
      .select({ athleteId: cardInstances.athleteId, serial: cardInstances.serial, tier: cardInstances.tier })
      .from(cardInstances)
      .where(inArray(cardInstances.athleteId, drawn));
    for (const athlete of drawn) {
      const serials = rows.filter((r) => r.athleteId === athlete && r.tier === 'common').map((r) => r.serial);
      expect(serials.length).toBeGreaterThanOrEqual(2);
      expect(new Set(serials).size).toBe(serials.length);
    }
  });
});
