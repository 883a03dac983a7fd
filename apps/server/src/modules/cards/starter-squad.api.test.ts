import type { AthleteCard, TeamView } from '@shred/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
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

const completeWelcome = (user: TestUser, value = true, followed?: string[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/profile/${user.id}/`,
    headers: user.auth,
    payload: { completed_manager_welcome: value, ...(followed ? { followed_sports: followed } : {}) },
  });
const myCards = async (user: TestUser) =>
  (await t.app.inject({ url: '/api/cards/athlete-cards/', headers: user.auth })).json<AthleteCard[]>();
const inGame = (cards: AthleteCard[], game: GameFixture) =>
  cards.filter((c) => game.athletes.some((a) => a.id === c.id));

describe('Starter squad on finishing manager onboarding (R4.40, GAME.md "Teams and the two modes")', () => {
  it('gives a new manager no cards before onboarding is finished', async () => {
    const user = await newUser(t.app);
    expect(await myCards(user)).toEqual([]);
    expect((await completeWelcome(user, false)).statusCode).toBe(200);
    expect(await myCards(user)).toEqual([]);
  });

  it('draws ten common cards from the followed sports: a full team for the nearest open game of one, the rest from the other', async () => {
    const user = await newUser(t.app);
    expect((await completeWelcome(user, true, [closed.sportSlug, later.sportSlug])).statusCode).toBe(200);
    const cards = await myCards(user);
    expect(cards).toHaveLength(10);
    expect(new Set(cards.map((c) => c.tier))).toEqual(new Set(['common']));
    expect(cards.every((c) => c.contract_games_left === 10)).toBe(true);
    // The soonest open game is of a sport this manager does not follow: none of its athletes.
    expect(inGame(cards, soon)).toEqual([]);
    expect(inGame(cards, later)).toHaveLength(5);
    expect(inGame(cards, closed)).toHaveLength(5);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.followedSports).toEqual([closed.sportSlug, later.sportSlug]);
  });

  it('draws from every sport when the manager follows none: the nearest open game, the rest spread over the others', async () => {
    const user = await newUser(t.app);
    expect((await completeWelcome(user)).statusCode).toBe(200);
    const cards = await myCards(user);
    expect(cards).toHaveLength(10);
    expect([soon, later, closed].map((game) => inGame(cards, game).length)).toEqual([5, 3, 2]);
  });

  it('refuses a sport that does not exist, saving and granting nothing', async () => {
    const user = await newUser(t.app);
    const res = await completeWelcome(user, true, [later.sportSlug, 'underwater-hockey']);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.followed_sports).toEqual(['There is no sport "underwater-hockey".']);
    expect(await myCards(user)).toEqual([]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect([row?.completedManagerWelcome, row?.followedSports]).toEqual([false, []]);
  });

  it('lets the newcomer enter the nearest open game of a followed sport with those cards at once', async () => {
    const user = await newUser(t.app);
    await completeWelcome(user, true, [later.sportSlug]);
    const cards = inGame(await myCards(user), later).slice(0, 5);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/games/${later.gameId}/teams/`,
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
