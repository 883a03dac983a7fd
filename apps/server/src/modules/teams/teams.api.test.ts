import type { TeamView } from '@shred/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardInstances, fantasyGames, startlistEntries, teamPicks, teams } from '../../db/schema/index.ts';
import { newUser } from '../../test/factories.ts';
import { createGameFixture, type GameFixture, giveCards, teamBody } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let game: GameFixture;

beforeAll(async () => {
  t = await createTestApp();
  game = await createGameFixture(t.database.db, { now: t.clock.now() });
});
afterAll(() => t.close());

const post = (gameId: number, auth: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/teams/`,
    headers: auth,
    payload: payload as object,
  });

async function stored(): Promise<{ teams: number; picks: number }> {
  const [a] = await t.database.db.select({ n: count() }).from(teams);
  const [b] = await t.database.db.select({ n: count() }).from(teamPicks);
  return { teams: a?.n ?? 0, picks: b?.n ?? 0 };
}

describe('POST games/{id}/teams/ — entering a team (R1.24, R7.55, GAME.md "Teams and the two modes")', () => {
  it('enters a manager team with 5 owned cards and a captain, showing picks and breakdown', async () => {
    const user = await newUser(t.app);
    const ids = game.athletes.slice(0, 5).map((a) => a.id);
    const cards = await giveCards(t.database.db, user.id, ids, { tier: 'rare' });
    const res = await post(game.gameId, user.auth, teamBody(game, { cards }));
    expect(res.statusCode, res.body).toBe(201);
    const team = res.json<TeamView>();
    expect(team).toMatchObject({
      game_id: game.gameId,
      mode: 'manager',
      entry_number: 1,
      captain_id: ids[0],
      version: 1,
      score: null,
      rank: null,
      budget: null,
      user: { id: user.id },
    });
    expect(team.picks.map((p) => [p.athlete.id, p.card_instance_id, p.tier, p.locked])).toEqual(
      expect.arrayContaining(ids.map((id, i) => [id, cards[i], 'rare', false])),
    );
    expect(team.breakdown.total).toBe(0);
    expect(team.breakdown.lines).toHaveLength(5);
  });

  it('enters a quickplay team in a cup, priced 5 + round(ASPI/5) within the budget of 100', async () => {
    const user = await newUser(t.app);
    const res = await post(game.gameId, user.auth, { ...teamBody(game), cup_slug: game.cupSlug });
    expect(res.statusCode, res.body).toBe(201);
    const team = res.json<TeamView>();
    expect(team.cup_slug).toBe(game.cupSlug);
    expect(team.picks.map((p) => p.price).sort()).toEqual([13, 14, 15, 16, 17]);
    expect(team.budget).toEqual({ budget: 100, spent: 75, remaining: 25 });
  });

  it('allows one team per game and mode (409), and one of each mode', async () => {
    const user = await newUser(t.app);
    expect((await post(game.gameId, user.auth, teamBody(game))).statusCode).toBe(201);
    const again = await post(game.gameId, user.auth, teamBody(game));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/already have a team in this game in quickplay mode/);
    const cards = await giveCards(
      t.database.db,
      user.id,
      game.athletes.slice(0, 5).map((a) => a.id),
    );
    expect((await post(game.gameId, user.auth, teamBody(game, { cards }))).statusCode).toBe(201);
  });
});

describe("GET games/{id}/my-teams/ — the signed-in manager's teams in a game (R7.55)", () => {
  it('lists both modes, filters by mode or game_mode, and refuses anonymous callers and unknown games', async () => {
    const user = await newUser(t.app);
    const fixture = await createGameFixture(t.database.db, { now: t.clock.now() });
    const cards = await giveCards(
      t.database.db,
      user.id,
      fixture.athletes.slice(0, 5).map((a) => a.id),
    );
    await post(fixture.gameId, user.auth, teamBody(fixture));
    await post(fixture.gameId, user.auth, teamBody(fixture, { cards }));
    const url = `/api/games/${fixture.gameId}/my-teams/`;
    const all = await t.app.inject({ url, headers: user.auth });
    expect(all.json<{ results: TeamView[] }>().results.map((x) => x.mode)).toEqual(['manager', 'quickplay']);
    const quick = await t.app.inject({ url: `${url}?game_mode=quickplay`, headers: user.auth });
    expect(quick.json<{ results: TeamView[] }>().results.map((x) => x.mode)).toEqual(['quickplay']);
    const other = await newUser(t.app);
    expect((await t.app.inject({ url, headers: other.auth })).json()).toEqual({ results: [] });
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/games/2000000000/my-teams/', headers: user.auth })).statusCode,
    ).toBe(404);
  });
});

describe('GAME.md "Teams and the two modes": a team breaking a rule is refused with 400 naming the rule, per pick, nothing changed (R1.24)', () => {
  const refusals: Array<[string, (u: { id: number }) => Promise<object>, string, string]> = [
    ['team-size', async () => teamBody(game, { indexes: [0, 1, 2, 3] }), 'team-size', 'picks'],
    [
      'captain-not-picked',
      async () => ({ ...teamBody(game), captain_id: game.athletes[9]?.id }),
      'captain-not-picked',
      'captain_id',
    ],
    [
      'not-in-startlist',
      async () => ({
        ...teamBody(game),
        picks: [...teamBody(game).picks.slice(0, 4), { athlete_id: 999_999 }],
      }),
      'not-in-startlist',
      'picks.4',
    ],
    ['over-budget', async () => teamBody(game, { indexes: [7, 8, 9, 10, 11] }), 'over-budget', 'picks'],
    [
      'card-not-owned',
      async () => {
        const other = await newUser(t.app);
        const cards = await giveCards(
          t.database.db,
          other.id,
          game.athletes.slice(0, 5).map((a) => a.id),
        );
        return teamBody(game, { cards });
      },
      'card-not-owned',
      'picks.0',
    ],
    [
      'card-no-contract-games',
      async (user) => {
        const ids = game.athletes.slice(0, 5).map((a) => a.id);
        const cards = await giveCards(t.database.db, user.id, ids.slice(0, 4));
        const [spent] = await giveCards(t.database.db, user.id, ids.slice(4), { contractGamesLeft: 0 });
        return teamBody(game, { cards: [...cards, spent ?? 0] });
      },
      'card-no-contract-games',
      'picks.4',
    ],
    [
      'card-mismatch',
      async (user) => {
        const cards = await giveCards(
          t.database.db,
          user.id,
          game.athletes.slice(5, 10).map((a) => a.id),
        );
        return teamBody(game, { cards });
      },
      'card-mismatch',
      'picks.0',
    ],
    [
      'card-in-quickplay',
      async (user) => {
        const cards = await giveCards(
          t.database.db,
          user.id,
          game.athletes.slice(0, 5).map((a) => a.id),
        );
        return { ...teamBody(game, { cards }), mode: 'quickplay' };
      },
      'card-in-quickplay',
      'picks.0',
    ],
  ];

  for (const [title, body, rule, field] of refusals) {
    it(`refuses ${title}`, async () => {
      const user = await newUser(t.app);
      const payload = await body(user);
      const before = await stored();
      const res = await post(game.gameId, user.auth, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().detail).toContain(rule);
      expect(Object.keys(res.json().fields)).toContain(field);
      expect(await stored()).toEqual(before);
    });
  }

  it('refuses a card already played in another team of the game (card-in-other-team), in that game only', async () => {
    const seller = await newUser(t.app);
    const buyer = await newUser(t.app);
    const cards = await giveCards(
      t.database.db,
      seller.id,
      game.athletes.slice(0, 5).map((a) => a.id),
    );
    expect((await post(game.gameId, seller.auth, teamBody(game, { cards }))).statusCode).toBe(201);
    // The cards change hands while they play (the market's list-or-play rule will forbid it).
    await t.database.db
      .update(cardInstances)
      .set({ ownerId: buyer.id })
      .where(inArray(cardInstances.id, cards));
    const before = await stored();
    const res = await post(game.gameId, buyer.auth, teamBody(game, { cards }));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('card-in-other-team');
    expect(await stored()).toEqual(before);
    const other = await createGameFixture(t.database.db, { now: t.clock.now() });
    const moved = await giveCards(
      t.database.db,
      buyer.id,
      other.athletes.slice(0, 5).map((a) => a.id),
    );
    expect((await post(other.gameId, buyer.auth, teamBody(other, { cards: moved }))).statusCode).toBe(201);
  });

  it('refuses a newly picked withdrawn athlete (athlete-withdrawn)', async () => {
    const fixture = await createGameFixture(t.database.db, { now: t.clock.now() });
    await t.database.db
      .update(startlistEntries)
      .set({ withdrawn: true })
      .where(eq(startlistEntries.athleteId, fixture.athletes[2]?.id ?? 0));
    const user = await newUser(t.app);
    const res = await post(fixture.gameId, user.auth, teamBody(fixture));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { 'picks.2': [expect.stringMatching(/withdrawn/)] } });
  });

  it('refuses entries while the game is upcoming or complete (409), and unknown games (404)', async () => {
    const user = await newUser(t.app);
    const fixture = await createGameFixture(t.database.db, { now: t.clock.now(), status: 'UPC' });
    expect((await post(fixture.gameId, user.auth, teamBody(fixture))).statusCode).toBe(409);
    await t.database.db
      .update(fantasyGames)
      .set({ status: 'CPL' })
      .where(eq(fantasyGames.id, fixture.gameId));
    expect((await post(fixture.gameId, user.auth, teamBody(fixture))).json().detail).toMatch(/complete/);
    expect((await post(2_000_000_000, user.auth, teamBody(fixture))).statusCode).toBe(404);
    expect((await post(fixture.gameId, {}, teamBody(fixture))).statusCode).toBe(401);
  });

  it('refuses a cup in manager mode, an unknown cup, and a cup without this game', async () => {
    const user = await newUser(t.app);
    const other = await createGameFixture(t.database.db, { now: t.clock.now() });
    for (const payload of [
      { ...teamBody(game), cup_slug: 'no-such-cup' },
      { ...teamBody(game), cup_slug: other.cupSlug },
      { ...teamBody(game, { cards: [1, 2, 3, 4, 5] }), cup_slug: game.cupSlug },
    ]) {
      const res = await post(game.gameId, user.auth, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['cup_slug']);
    }
  });
});
