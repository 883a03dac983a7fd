import type { AthleteCard, TeamView } from '@shred/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardInstances, starterSquads } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createGameFixture, type GameFixture } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';

let t: TestApp;
let soon: GameFixture;
let later: GameFixture;
let closed: GameFixture;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCatalog(db);
  const now = t.clock.now();
  // Created in this order so that game id order differs from lock order.
  later = await createGameFixture(db, { now: now + 48 * 3_600_000, status: 'OPN', athletes: 10 });
  soon = await createGameFixture(db, { now, status: 'OPN', athletes: 10 });
  closed = await createGameFixture(db, { now, status: 'UPC', athletes: 10 });
});
afterAll(() => t.close());

const completeWelcome = (user: TestUser, value = true) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/profile/${user.id}/`,
    headers: user.auth,
    payload: { completed_manager_welcome: value },
  });
const myCards = async (user: TestUser) =>
  (await t.app.inject({ url: '/api/cards/athlete-cards/', headers: user.auth })).json<AthleteCard[]>();

describe('Starter squad on finishing manager onboarding (R4.40, GAME.md teams)', () => {
  it('gives a new manager no cards before onboarding is finished', async () => {
    const user = await newUser(t.app);
    expect(await myCards(user)).toEqual([]);
    expect((await completeWelcome(user, false)).statusCode).toBe(200);
    expect(await myCards(user)).toEqual([]);
  });

  it('grants a full team of common cards with 10 contract games for each of the 2 soonest-locking open games', async () => {
    const user = await newUser(t.app);
    expect((await completeWelcome(user)).statusCode).toBe(200);
    const cards = await myCards(user);
    expect(cards).toHaveLength(10);
    expect(new Set(cards.map((c) => c.tier))).toEqual(new Set(['common']));
    expect(cards.every((c) => c.contract_games_left === 10)).toBe(true);
    const inSoon = cards.filter((c) => soon.athletes.some((a) => a.id === c.id));
    const inLater = cards.filter((c) => later.athletes.some((a) => a.id === c.id));
    expect(inSoon).toHaveLength(5);
    expect(inLater).toHaveLength(5);
    expect(cards.some((c) => closed.athletes.some((a) => a.id === c.id))).toBe(false);
  });

  it('lets the newcomer enter the open game with those cards at once', async () => {
    const user = await newUser(t.app);
    await completeWelcome(user);
    const cards = (await myCards(user)).filter((c) => soon.athletes.some((a) => a.id === c.id));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/games/${soon.gameId}/teams/`,
      headers: user.auth,
      payload: {
        mode: 'manager',
        picks: cards.map((c) => ({ athlete_id: c.id, card_instance_id: c.card_instance_id })),
        captain_id: cards[0]?.id,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<TeamView>().picks).toHaveLength(5);
  });

  it('is granted once: finishing onboarding again, even at the same moment, adds nothing', async () => {
    const user = await newUser(t.app);
    const answers = await Promise.all([completeWelcome(user), completeWelcome(user), completeWelcome(user)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    await completeWelcome(user, false);
    await completeWelcome(user);
    expect(await myCards(user)).toHaveLength(10);
    const [row] = await t.database.db.select().from(starterSquads).where(eq(starterSquads.userId, user.id));
    expect(row?.cards).toBe(10);
  });

  it('numbers minted cards on from the highest serial of their athlete, tier and season', async () => {
    const a = await newUser(t.app);
    const b = await newUser(t.app);
    await Promise.all([completeWelcome(a), completeWelcome(b)]);
    const athleteId = soon.athletes[0]?.id ?? 0;
    const rows = await t.database.db
      .select({ serial: cardInstances.serial, tier: cardInstances.tier, season: cardInstances.season })
      .from(cardInstances)
      .where(eq(cardInstances.athleteId, athleteId));
    const serials = rows.filter((r) => r.tier === 'common').map((r) => r.serial);
    expect(new Set(serials).size).toBe(serials.length);
  });

  it('grants nothing when the onboarding update itself is refused', async () => {
    const user = await newUser(t.app);
    const taken = await newUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/profile/${user.id}/`,
      headers: user.auth,
      payload: { completed_manager_welcome: true, username: taken.username },
    });
    expect(res.statusCode).toBe(409);
    expect(await myCards(user)).toEqual([]);
  });
});
