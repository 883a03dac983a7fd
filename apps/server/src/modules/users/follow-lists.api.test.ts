import type { UserListItem } from '@shred/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, users } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { USER_NOT_FOUND } from './profile.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Page {
  count: number;
  next: number | null;
  results: UserListItem[];
}

const list = (userId: number, direction: 'followers' | 'following', query = '', viewer?: TestUser) =>
  t.app.inject({ url: `/api/users/${userId}/${direction}/${query}`, headers: viewer?.auth ?? {} });

const follow = (who: TestUser, target: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/connections/follow/',
    headers: who.auth,
    payload: { target_user_id: target },
  });

/** `who` follows every one of `targets`, a second apart, so "newest first" has an order to show. */
async function followAll(who: TestUser, targets: readonly TestUser[], from = Date.UTC(2026, 0, 1)) {
  for (const [i, target] of targets.entries()) {
    await t.database.db
      .insert(follows)
      .values({ followerId: who.id, followeeId: target.id, createdAt: new Date(from + i * 1000) });
  }
}

describe('GET users/{id}/followers/ and users/{id}/following/ — followers and following lists (R3.30, R1.14)', () => {
  it('lists followers newest first as user list items with the viewer’s follow state, and the viewer as null', async () => {
    const star = await newUser(t.app);
    const fans = [await newUser(t.app), await newUser(t.app), await newUser(t.app)];
    for (const [i, fan] of fans.entries()) {
      await t.database.db.insert(follows).values({
        followerId: fan.id,
        followeeId: star.id,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      });
    }
    await t.database.db
      .update(users)
      .set({ xp: 2500, isVerified: true })
      .where(eq(users.id, fans[0]?.id ?? 0));
    const viewer = fans[2] as TestUser;
    // The viewer follows the first fan, not the second; the viewer's own row answers false.
    expect((await follow(viewer, fans[0]?.id ?? 0)).statusCode).toBe(200);
    const res = await list(star.id, 'followers', '', viewer);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Page>();
    expect(page.count).toBe(3);
    expect(page.next).toBeNull();
    expect(page.results.map((u) => u.id)).toEqual([fans[2]?.id, fans[1]?.id, fans[0]?.id]);
    expect(page.results[2]).toEqual({
      id: fans[0]?.id,
      username: fans[0]?.username,
      profile_image: null,
      is_verified: true,
      level: { name: 'Ripper' },
      profile_type: { type: 'manager' },
      follow_status: { following: true },
    });
    expect(page.results.map((u) => u.follow_status.following)).toEqual([false, false, true]);
    expect(page.results[1]?.level).toEqual({ name: 'Grom' });
  });

  it('lists whom a user follows, and counts agree with the public profile', async () => {
    const fan = await newUser(t.app);
    const idols = [await newUser(t.app), await newUser(t.app)];
    await followAll(fan, idols);
    const res = await list(fan.id, 'following', '', idols[0]);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Page>();
    expect(page.results.map((u) => [u.id, u.follow_status.following])).toEqual([
      [idols[1]?.id, false],
      [idols[0]?.id, false],
    ]);
    const profile = await t.app.inject({ url: `/api/users/public-profile/${fan.id}/` });
    expect(profile.json()).toMatchObject({ following_count: page.count, followers_count: 0 });
    expect((await list(fan.id, 'followers')).json<Page>()).toEqual({ count: 0, next: null, results: [] });
  });

  it('gives an anonymous viewer following: false on every item (issue 27.5, R3.30)', async () => {
    const fan = await newUser(t.app);
    const idols = [await newUser(t.app), await newUser(t.app)];
    await followAll(fan, idols);
    const page = (await list(fan.id, 'following')).json<Page>();
    expect(page.results).toHaveLength(2);
    expect(page.results.every((u) => u.follow_status.following === false)).toBe(true);
  });

  it('pages with ?page= and ?page_size=: every follow once, in order, and next null on the last page', async () => {
    const fan = await newUser(t.app);
    const idols: TestUser[] = [];
    for (let i = 0; i < 5; i++) idols.push(await newUser(t.app));
    await followAll(fan, idols);
    const seen: number[] = [];
    let page: number | null = 1;
    const nexts: (number | null)[] = [];
    while (page !== null) {
      const res = await list(fan.id, 'following', `?page=${page}&page_size=2`);
      expect(res.statusCode, res.body).toBe(200);
      const body: Page = res.json<Page>();
      expect(body.count).toBe(5);
      seen.push(...body.results.map((u) => u.id));
      nexts.push(body.next);
      page = body.next;
    }
    expect(nexts).toEqual([2, 3, null]);
    expect(seen).toEqual(idols.map((u) => u.id).reverse());
    // Past the end: an empty page that still tells the total.
    expect((await list(fan.id, 'following', '?page=9&page_size=2')).json<Page>()).toEqual({
      count: 5,
      next: null,
      results: [],
    });
  });

  it('answers 404 for an unknown or deleted user and 400 for a bad page, changing nothing', async () => {
    for (const direction of ['followers', 'following'] as const) {
      const missing = await list(2_000_000_000, direction);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: USER_NOT_FOUND });
    }
    const gone = await newUser(t.app);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/delete-account/',
      headers: gone.auth,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list(gone.id, 'followers')).statusCode).toBe(404);
    const someone = await newUser(t.app);
    for (const query of ['?page=0', '?page=abc', '?page_size=101', '?page_size=0']) {
      const res = await list(someone.id, 'followers', query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toHaveProperty('fields');
    }
    expect((await t.app.inject({ url: '/api/users/abc/followers/' })).statusCode).toBe(400);
  });

  it('drops a user who unfollows from the list and the count', async () => {
    const star = await newUser(t.app);
    const fan = await newUser(t.app);
    await follow(fan, star.id);
    expect((await list(star.id, 'followers')).json<Page>().count).toBe(1);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/connections/unfollow/',
      headers: fan.auth,
      payload: { target_user_id: star.id },
    });
    expect((await list(star.id, 'followers')).json<Page>()).toEqual({ count: 0, next: null, results: [] });
  });
});
