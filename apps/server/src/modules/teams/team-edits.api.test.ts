import type { TeamView } from '@shred/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardInstances, fantasyGames, teamPicks, teams } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createGameFixture, type GameFixture, giveCards, teamBody } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR_MS = 3_600_000;

async function enter(game: GameFixture, user: TestUser, cards?: number[]): Promise<TeamView> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/games/${game.gameId}/teams/`,
    headers: user.auth,
    payload: teamBody(game, cards ? { cards } : {}),
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<TeamView>();
}

const put = (teamId: number, user: TestUser, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/teams/${teamId}/`, headers: user.auth, payload });

async function storedPicks(teamId: number) {
  const rows = await t.database.db
    .select({ athleteId: teamPicks.athleteId, card: teamPicks.cardInstanceId, pickedAt: teamPicks.pickedAt })
    .from(teamPicks)
    .where(eq(teamPicks.teamId, teamId));
  return rows.sort((a, b) => a.athleteId - b.athleteId);
}

describe('PUT teams/{id}/ — late swap (GAME.md: "each pick locks when its athlete\'s competition starts")', () => {
  it('swaps an unlocked pick and the captain, bumping the version', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const user = await newUser(t.app);
    const team = await enter(game, user);
    const res = await put(team.id, user, teamBody(game, { indexes: [0, 1, 2, 3, 5], captain: 1 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TeamView>()).toMatchObject({ version: 2, captain_id: game.athletes[1]?.id });
    expect(res.json<TeamView>().submitted_at).toBe(team.submitted_at);
  });

  it('a locked pick never changes: removing, re-carding or adding a locked athlete is refused, nothing stored changes', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const user = await newUser(t.app);
    const ids = game.athletes.map((a) => a.id);
    const cards = await giveCards(t.database.db, user.id, ids.slice(0, 5));
    const [spare] = await giveCards(t.database.db, user.id, ids.slice(0, 1), { tier: 'epic' });
    const [late] = await giveCards(t.database.db, user.id, ids.slice(6, 7));
    const team = await enter(game, user, cards);
    const before = await storedPicks(team.id);
    t.clock.advance(2 * HOUR_MS); // heat A (athletes 0-5) has started, heat B (6-11) has not
    try {
      const attempts = [
        teamBody(game, { indexes: [6, 1, 2, 3, 4], cards: [late ?? 0, ...cards.slice(1)], captain: 1 }),
        teamBody(game, { cards: [spare ?? 0, ...cards.slice(1)] }),
        teamBody(game, { cards, captain: 1 }),
      ];
      for (const attempt of attempts) {
        const res = await put(team.id, user, attempt);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().detail).toMatch(/pick-locked|captain-locked/);
      }
      expect(await storedPicks(team.id)).toEqual(before);
      const [row] = await t.database.db.select().from(teams).where(eq(teams.id, team.id));
      expect(row?.version).toBe(1);
    } finally {
      t.clock.advance(-2 * HOUR_MS);
    }
  });

  it('keeps a locked card whose contract ran out since, while an unlocked pick changes', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const user = await newUser(t.app);
    const at = (i: number) => game.athletes[i]?.id ?? 0;
    const cards = await giveCards(t.database.db, user.id, [at(0), at(1), at(6), at(7), at(8)]);
    const [swap] = await giveCards(t.database.db, user.id, [at(9)]);
    const body = (fifth: number, card: number) =>
      teamBody(game, { indexes: [0, 1, 6, 7, fifth], cards: [...cards.slice(0, 4), card] });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.gameId}/teams/`,
      headers: user.auth,
      payload: body(8, cards[4] ?? 0),
    });
    expect(created.statusCode, created.body).toBe(201);
    // Another game completed and spent the last contract game of the two locked cards.
    await t.database.db
      .update(cardInstances)
      .set({ contractGamesLeft: 0 })
      .where(inArray(cardInstances.id, cards.slice(0, 2)));
    t.clock.advance(2 * HOUR_MS);
    try {
      const res = await put(created.json<TeamView>().id, user, body(9, swap ?? 0));
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res
          .json<TeamView>()
          .picks.map((p) => p.athlete.id)
          .sort(),
      ).toEqual([at(0), at(1), at(6), at(7), at(9)].sort());
    } finally {
      t.clock.advance(-2 * HOUR_MS);
    }
  });

  it('refuses edits by another manager (403), of another mode (400), and once the game is complete (409)', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const owner = await newUser(t.app);
    const stranger = await newUser(t.app);
    const team = await enter(game, owner);
    expect((await put(team.id, stranger, teamBody(game))).statusCode).toBe(403);
    expect((await put(team.id, owner, { ...teamBody(game), mode: 'manager' })).statusCode).toBe(400);
    await t.database.db.update(fantasyGames).set({ status: 'CPL' }).where(eq(fantasyGames.id, game.gameId));
    expect((await put(team.id, owner, teamBody(game))).statusCode).toBe(409);
    expect((await put(2_000_000_000, owner, teamBody(game))).statusCode).toBe(404);
  });
});

describe('GAME.md invariant: a team never holds a card its owner does not own at lock', () => {
  it('re-checks every card on every write, kept picks included: a card that changed hands is refused', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const owner = await newUser(t.app);
    const buyer = await newUser(t.app);
    const cards = await giveCards(
      t.database.db,
      owner.id,
      game.athletes.slice(0, 5).map((a) => a.id),
    );
    const team = await enter(game, owner, cards);
    await t.database.db
      .update(cardInstances)
      .set({ ownerId: buyer.id })
      .where(eq(cardInstances.id, cards[4] ?? 0));
    const before = await storedPicks(team.id);
    const res = await put(team.id, owner, teamBody(game, { cards, captain: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { 'picks.4': [expect.stringMatching(/is not yours/)] } });
    expect(await storedPicks(team.id)).toEqual(before);
  });
});
