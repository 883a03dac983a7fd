import type { Reward, RewardClaim, RewardPage, TeamView } from '@shred/contract';
import { CARD_TIERS, PLACING_PRIZES, XP_FOR_CHALLENGE } from '@shred/game';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardInstances, challengeSets, challenges, creditLedger, rewards } from '../../db/schema/index.ts';
import { domainEvent, publish } from '../../platform/domain-events/publish.ts';
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
import { auditLedger } from '../credits/ledger-audit.ts';

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaffUser(t.app, t.database.db);
});
afterAll(() => t.close());

const get = (who: TestUser, url: string) => t.app.inject({ url: `/api/${url}`, headers: who.auth });
const claim = (who: TestUser, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/rewards/${id}/claim/`, headers: who.auth });
const rewardsOf = async (who: TestUser) => {
  const res = await get(who, 'rewards/');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RewardPage>();
};
const balanceOf = async (who: TestUser) =>
  (await get(who, 'cards/credits/')).json<{ balance: number }>().balance;

async function enterManager(game: GameFixture, user: TestUser, indexes: number[]) {
  const cards = await giveCards(
    t.database.db,
    user.id,
    indexes.map((x) => game.athletes[x]?.id ?? 0),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/games/${game.gameId}/teams/`,
    headers: user.auth,
    payload: teamBody(game, { indexes, cards, captain: indexes[0] }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TeamView>();
}

async function finalise(gameId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/games/${gameId}/finalise/`,
    headers: staff.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.domainEvents.drain();
}

/**
 * `count` managers whose teams score in strict order (each shifts its picks one athlete down
 * the results), plus a quickplayer who tops every board but earns nothing.
 */
async function playedGame(count: number, options: { twins?: boolean } = {}) {
  const game = await createGameFixture(t.database.db, { now: t.clock.now(), athletes: count + 5 });
  const managers: TestUser[] = [];
  for (let k = 0; k < count; k++) {
    const manager = await newUser(t.app);
    const shift = options.twins && k === 1 ? 0 : k;
    await enterManager(game, manager, [shift, shift + 1, shift + 2, shift + 3, shift + 4]);
    managers.push(manager);
  }
  const quickplayer = await newUser(t.app);
  const qp = await t.app.inject({
    method: 'POST',
    url: `/api/games/${game.gameId}/teams/`,
    headers: quickplayer.auth,
    payload: teamBody(game, { mode: 'quickplay' }),
  });
  expect(qp.statusCode, qp.body).toBe(201);
  await importPlaces(t.app, staff, game, count + 5);
  return { game, managers, quickplayer };
}

describe('placing rewards when a game completes (GAME.md Engagement, R2.56)', () => {
  it('rewards the top 1 %, 10 % and 25 % of the manager teams once, however often the game is finalised', async () => {
    const { game, managers, quickplayer } = await playedGame(12);
    await finalise(game.gameId);
    await finalise(game.gameId);
    // 12 teams: the winner (top 1), ranks 2–3 (top 10: at least 3), ranks 4–10 (top 25: at least 10).
    const bands = await Promise.all(
      managers.map(async (m) => (await rewardsOf(m)).results.map((r) => r.band)),
    );
    expect(bands).toEqual([
      ['top1'],
      ['top10'],
      ['top10'],
      ...Array.from({ length: 7 }, () => ['top25']),
      [],
      [],
    ]);
    expect((await rewardsOf(quickplayer)).count).toBe(0);
    const [winner] = (await rewardsOf(managers[0] as TestUser)).results;
    expect(winner).toMatchObject({
      source: 'game',
      kind: 'card',
      amount: 1,
      card_tier: 'epic',
      prize: '1 epic card',
      claimed_at: null,
      card: null,
      challenge: null,
    });
    expect(winner?.title).toMatch(/^Top 1% in /);
    expect(winner?.game?.id).toBe(game.gameId);
    expect(winner?.game?.event.slug).toBe(game.eventSlug);
    const rows = await t.database.db.select().from(rewards).where(eq(rewards.reference, game.gameId));
    expect(rows).toHaveLength(10);
  });

  it('gives tied managers the same band: two identical teams both take the winner’s card', async () => {
    const { game, managers } = await playedGame(3, { twins: true });
    await finalise(game.gameId);
    const bands = await Promise.all(managers.map(async (m) => (await rewardsOf(m)).results[0]?.band));
    // Managers 0 and 1 share rank 1; manager 2 ranks 3rd, still in the top 3.
    expect(bands).toEqual(['top1', 'top1', 'top10']);
  });
});

describe('claiming a reward (R2.57; INTERFACE.md: claiming twice moves nothing twice)', () => {
  it('pays credits through the ledger once; a second claim answers the claimed reward and moves nothing', async () => {
    const { game, managers } = await playedGame(3);
    await finalise(game.gameId);
    const second = managers[1] as TestUser;
    const [reward] = (await rewardsOf(second)).results;
    expect(reward).toMatchObject({ band: 'top10', kind: 'credits', amount: PLACING_PRIZES[1]?.amount });
    const before = await balanceOf(second);
    const first = await claim(second, reward?.id ?? 0);
    expect(first.statusCode, first.body).toBe(200);
    const claimed = first.json<RewardClaim>();
    expect(claimed.claimed_now).toBe(true);
    expect(claimed.balance).toBe(before + (reward?.amount ?? 0));
    expect(claimed.reward.claimed_at).not.toBeNull();
    const again = (await claim(second, reward?.id ?? 0)).json<RewardClaim>();
    expect(again).toMatchObject({ claimed_now: false, balance: claimed.balance });
    expect(again.reward.claimed_at).toBe(claimed.reward.claimed_at);
    const ledger = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, second.id), eq(creditLedger.reason, 'reward')));
    expect(ledger.map((row) => [row.amount, row.reference])).toEqual([
      [reward?.amount, `reward:${reward?.id}`],
    ]);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('mints the winner’s card of the reward’s tier, of an athlete of that game, owned by the winner', async () => {
    const { game, managers } = await playedGame(2);
    await finalise(game.gameId);
    const winner = managers[0] as TestUser;
    const [reward] = (await rewardsOf(winner)).results;
    const res = await claim(winner, reward?.id ?? 0);
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json<RewardClaim>().reward.card;
    expect(card).toMatchObject({ tier: 'epic', owner: { id: winner.id }, contract_games_left: 10 });
    expect(game.athletes.map((a) => a.id)).toContain(card?.id);
    const again = (await claim(winner, reward?.id ?? 0)).json<RewardClaim>();
    expect(again.reward.card?.card_instance_id).toBe(card?.card_instance_id);
    const owned = await t.database.db
      .select()
      .from(cardInstances)
      .where(and(eq(cardInstances.ownerId, winner.id), eq(cardInstances.tier, 'epic')));
    expect(owned).toHaveLength(1);
    // The list shows it claimed, after what is still waiting.
    expect((await rewardsOf(winner)).results[0]?.card?.card_instance_id).toBe(card?.card_instance_id);
  });

  it('answers 404 for another manager’s reward, to read or to claim, and changes nothing', async () => {
    const { game, managers } = await playedGame(1);
    await finalise(game.gameId);
    const owner = managers[0] as TestUser;
    const stranger = await newUser(t.app);
    const [reward] = (await rewardsOf(owner)).results;
    expect((await get(stranger, `rewards/${reward?.id}/`)).statusCode).toBe(404);
    const refused = await claim(stranger, reward?.id ?? 0);
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ detail: string }>().detail).toBeTruthy();
    expect((await get(owner, `rewards/${reward?.id}/`)).json<Reward>().claimed_at).toBeNull();
    expect((await claim(owner, 999_999_999)).statusCode).toBe(404);
    expect((await claim(owner, 0)).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/rewards/' })).statusCode).toBe(401);
  });
});

describe('challenge rewards (GAME.md Engagement: challenges)', () => {
  async function challenge(kind: 'credits' | 'xp' | 'card', amount: number) {
    const now = t.clock.now();
    const [set] = await t.database.db
      .insert(challengeSets)
      .values({
        name: 'Winter set',
        startsAt: new Date(now - 86_400_000),
        endsAt: new Date(now + 86_400_000),
      })
      .returning();
    const [row] = await t.database.db
      .insert(challenges)
      .values({
        setId: set?.id ?? 0,
        name: `Join a league ${kind}`,
        condition: 'join_league',
        target: 1,
        rewardKind: kind,
        rewardAmount: amount,
        rewardCardTier: kind === 'card' ? 'rare' : null,
      })
      .returning();
    return { setId: set?.id ?? 0, id: row?.id ?? 0, name: row?.name ?? '' };
  }
  const complete = async (userId: number, challengeId: number) => {
    await t.database.db.transaction((tx) =>
      publish(tx, domainEvent('challenge.completed', { user_id: userId, challenge_id: challengeId })),
    );
    await t.app.domainEvents.drain();
  };

  it('creates the challenge’s reward once, and claiming its XP raises the manager’s XP once', async () => {
    const manager = await newUser(t.app);
    const made = await challenge('xp', XP_FOR_CHALLENGE);
    await complete(manager.id, made.id);
    await complete(manager.id, made.id);
    const page = await rewardsOf(manager);
    expect(page.count).toBe(1);
    expect(page.unclaimed).toBe(1);
    const [reward] = page.results;
    expect(reward).toMatchObject({
      source: 'challenge',
      title: made.name,
      band: null,
      kind: 'xp',
      amount: XP_FOR_CHALLENGE,
      prize: `${XP_FOR_CHALLENGE} XP`,
      game: null,
      challenge: { id: made.id, name: made.name, set_id: made.setId },
    });
    const first = (await claim(manager, reward?.id ?? 0)).json<RewardClaim>();
    expect(first.xp).toBe(XP_FOR_CHALLENGE);
    expect((await claim(manager, reward?.id ?? 0)).json<RewardClaim>().xp).toBe(XP_FOR_CHALLENGE);
    const stats = await t.app.inject({ url: `/api/users/${manager.id}/profile-stats/` });
    expect(stats.json<{ xp: number }>().xp).toBe(XP_FOR_CHALLENGE);
    expect((await rewardsOf(manager)).unclaimed).toBe(0);
  });

  it('a card challenge reward mints a card of its tier of an athlete of a followed sport, or any', async () => {
    const manager = await newUser(t.app);
    await createGameFixture(t.database.db, { now: t.clock.now() });
    const made = await challenge('card', 1);
    await complete(manager.id, made.id);
    const [reward] = (await rewardsOf(manager)).results;
    const claimed = (await claim(manager, reward?.id ?? 0)).json<RewardClaim>();
    expect(claimed.reward.card).toMatchObject({ tier: 'rare', owner: { id: manager.id } });
    expect(CARD_TIERS).toContain(claimed.reward.card?.tier);
  });

  it('lists unclaimed rewards first, newest first within each, paged (R2.56)', async () => {
    const manager = await newUser(t.app);
    const older = await challenge('credits', 10);
    const newer = await challenge('credits', 20);
    await complete(manager.id, older.id);
    await complete(manager.id, newer.id);
    const [latest] = (await rewardsOf(manager)).results;
    await claim(manager, latest?.id ?? 0);
    const page = await rewardsOf(manager);
    expect(page.results.map((r) => [r.title, r.claimed_at === null])).toEqual([
      [older.name, true],
      [newer.name, false],
    ]);
    const paged = await get(manager, 'rewards/?page=1&page_size=1');
    expect(paged.json<RewardPage>()).toMatchObject({ count: 2, next: 2, unclaimed: 1 });
  });
});
