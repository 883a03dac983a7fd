import type { AchievementView, OwnAchievement } from '@shred/contract';
import { ACHIEVEMENTS, FOLLOWERS_FOR_CROWD } from '@shred/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvent, publish } from '../../platform/domain-events/publish.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import {
  createGameFixture,
  giveCards,
  importPlaces,
  newStaffUser,
  teamBody,
} from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { grantCredits, insertAthletes } from '../events/game.fixtures.ts';

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db);
  staff = await newStaffUser(t.app, t.database.db);
});
afterAll(() => t.close());

const api = async (method: 'GET' | 'POST' | 'PUT', url: string, who: TestUser | null, payload?: object) => {
  const res = await t.app.inject({
    method,
    url: `/api/${url}`,
    headers: who?.auth ?? {},
    ...(payload ? { payload } : {}),
  });
  await t.app.domainEvents.drain();
  return res;
};
const earnedBy = async (who: TestUser) => {
  const res = await api('GET', 'achievements/', who);
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<OwnAchievement[]>()
    .filter((a) => a.earned_at !== null)
    .map((a) => a.key);
};

describe('achievements earned by the real actions (GAME.md Engagement; R1.32, R3.22)', () => {
  it('lists every achievement with icon, name, description and link, none earned at first', async () => {
    const rookie = await newUser(t.app);
    const list = (await api('GET', 'achievements/', rookie)).json<OwnAchievement[]>();
    expect(list.map((a) => a.key)).toEqual(ACHIEVEMENTS.map((a) => a.key));
    expect(list.every((a) => a.earned_at === null && a.seen_at === null)).toBe(true);
    expect(list.find((a) => a.key === 'first_podium')).toMatchObject({
      name: 'First Podium',
      icon: 'podium',
      link: '/manager/rewards',
    });
    expect((await api('GET', 'achievements/', null)).statusCode).toBe(401);
  });

  it('a first team, then a podium and a win when the game completes, each once', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now() });
    const winner = await newUser(t.app);
    const fourth = await newUser(t.app);
    for (const [who, shift] of [
      [winner, 0],
      [fourth, 5],
    ] as const) {
      const indexes = [shift, shift + 1, shift + 2, shift + 3, shift + 4];
      const cards = await giveCards(
        t.database.db,
        who.id,
        indexes.map((i) => game.athletes[i]?.id ?? 0),
      );
      const res = await api('POST', `games/${game.gameId}/teams/`, who, teamBody(game, { indexes, cards }));
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await earnedBy(winner)).toEqual(['first_team']);
    await importPlaces(t.app, staff, game, 10);
    const finalise = () => api('POST', `admin/games/${game.gameId}/finalise/`, staff);
    expect((await finalise()).statusCode).toBe(200);
    expect((await finalise()).statusCode).toBe(200);
    expect(await earnedBy(winner)).toEqual(['first_team', 'first_podium', 'first_win']);
    // Two teams: the second ranks 2nd, still on the podium.
    expect(await earnedBy(fourth)).toEqual(['first_team', 'first_podium']);
  });

  it('joining a league, opening a draft and reaching 10 followers', async () => {
    const manager = await newUser(t.app);
    const league = await api('POST', 'leagues/', manager, { name: `Crew ${manager.id}` });
    expect(league.statusCode, league.body).toBe(201);
    expect(await earnedBy(manager)).toContain('first_league');

    const athletes = await insertAthletes(t.database.db, { sport: 'snowboarding', count: 3 });
    for (const id of athletes) {
      expect(
        (await api('PUT', 'admin/drafts/pool/', staff, { sport: 'snowboarding', athlete_id: id, weight: 1 }))
          .statusCode,
      ).toBe(200);
    }
    await grantCredits(t.database.db, manager.id, 100);
    const opened = await api('POST', 'drafts/open/', manager, { sport: 'snowboarding', tier: 'common' });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(await earnedBy(manager)).toContain('first_draft');

    for (let i = 0; i < FOLLOWERS_FOR_CROWD; i++) {
      const fan = await newUser(t.app);
      if (i === FOLLOWERS_FOR_CROWD - 1) expect(await earnedBy(manager)).not.toContain('ten_followers');
      const res = await api('POST', 'users/connections/follow/', fan, { target_user_id: manager.id });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    expect(await earnedBy(manager)).toContain('ten_followers');
  });

  it('a market sale earns First Sale for the seller and Market Debut for the buyer, once', async () => {
    const seller = await newUser(t.app);
    const buyer = await newUser(t.app);
    const [athlete] = await insertAthletes(t.database.db, { sport: 'snowboarding', count: 1 });
    const cards = await giveCards(t.database.db, seller.id, [athlete ?? 0, athlete ?? 0]);
    await grantCredits(t.database.db, buyer.id, 100);
    for (const card of cards) {
      const listed = await api('POST', 'market/listings/', seller, {
        card_instance_id: card,
        price: 10,
        duration_days: 3,
      });
      expect(listed.statusCode, listed.body).toBe(201);
      const bought = await api('POST', `market/listings/${listed.json<{ id: number }>().id}/buy/`, buyer);
      expect(bought.statusCode, bought.body).toBe(200);
    }
    expect(await earnedBy(seller)).toEqual(['first_sale']);
    expect(await earnedBy(buyer)).toEqual(['first_buy']);
  });

  it('a completed challenge earns Challenge Accepted once', async () => {
    const manager = await newUser(t.app);
    for (let i = 0; i < 2; i++) {
      await t.database.db.transaction((tx) =>
        publish(tx, domainEvent('challenge.completed', { user_id: manager.id, challenge_id: 1 })),
      );
    }
    await t.app.domainEvents.drain();
    expect(await earnedBy(manager)).toEqual(['first_challenge']);
  });

  it('R2.139: marking one seen keeps its first showing; an unearned or unknown key answers 4xx', async () => {
    const manager = await newUser(t.app);
    await api('POST', 'leagues/', manager, { name: `Seen ${manager.id}` });
    const first = await api('POST', 'achievements/first_league/seen/', manager);
    expect(first.statusCode, first.body).toBe(200);
    const seenAt = first.json<OwnAchievement>().seen_at;
    expect(seenAt).not.toBeNull();
    const again = await api('POST', 'achievements/first_league/seen/', manager);
    expect(again.json<OwnAchievement>().seen_at).toBe(seenAt);
    expect((await api('POST', 'achievements/first_win/seen/', manager)).statusCode).toBe(404);
    const unknown = await api('POST', 'achievements/nope/seen/', manager);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ fields: object }>().fields).toBeTruthy();
  });

  it('a profile lists only the earned achievements, to anyone; an unknown user is 404', async () => {
    const manager = await newUser(t.app);
    await api('POST', 'leagues/', manager, { name: `Public ${manager.id}` });
    const res = await api('GET', `users/${manager.id}/achievements/`, null);
    expect(res.statusCode, res.body).toBe(200);
    const shown = res.json<AchievementView[]>();
    expect(shown.map((a) => a.key)).toEqual(['first_league']);
    expect(shown[0]).not.toHaveProperty('seen_at');
    expect((await api('GET', 'users/999999999/achievements/', null)).statusCode).toBe(404);
  });
});
