import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CurrentUser, PublicProfile } from '@shred/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, users } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { multipartFile } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CANNOT_FOLLOW_SELF } from './profile.service.ts';
import { IMAGE_CUT_OFF, IMAGE_MISSING, IMAGE_NOT_AN_IMAGE, IMAGE_TOO_LARGE } from './profile-image.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (user: TestUser, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/users/profile/${id}/`, payload, headers: user.auth });

describe('GET users/me/ (R7.18, R3.01, R6.19)', () => {
  it('returns every field of the current user, theme_preference its only theme field (R3.03)', async () => {
    const user = await newUser(t.app);
    const res = await t.app.inject({ url: '/api/users/me/', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'completed_manager_welcome',
        'created_at',
        'date_joined',
        'email',
        'first_name',
        'id',
        'is_athlete',
        'is_staff',
        'last_name',
        'profile_image',
        'subscription',
        'theme_preference',
        'used_native_app',
        'username',
      ].sort(),
    );
    expect(res.json<CurrentUser>()).not.toHaveProperty('password_hash');
  });

  it('answers 401 without a token, with a malformed token and with a forged one', async () => {
    const user = await newUser(t.app);
    const [h, p] = user.tokens.access.split('.');
    for (const authorization of [
      undefined,
      'Bearer nonsense',
      `Bearer ${h}.${p}.forgedsignature`,
      'Basic abc',
    ]) {
      const res = await t.app.inject({
        url: '/api/users/me/',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'You need to be logged in to do this.' });
    }
  });
});

describe('PUT users/profile/{id}/ (R7.23, R7.27, R4.40)', () => {
  it('updates username, names, theme and onboarding and returns the user', async () => {
    const user = await newUser(t.app);
    const res = await put(user, user.id, {
      username: `${user.username}_x`,
      first_name: 'Tony',
      last_name: 'Hawk',
      theme_preference: 'light',
      completed_manager_welcome: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: `${user.username}_x`,
      first_name: 'Tony',
      last_name: 'Hawk',
      theme_preference: 'light',
      completed_manager_welcome: true,
    });
  });

  it('saves the theme from the {id, theme_preference} payload (R4.40)', async () => {
    const user = await newUser(t.app);
    const res = await put(user, user.id, { id: user.id, theme_preference: 'auto' });
    expect(res.json().theme_preference).toBe('auto');
  });

  it("refuses a taken username and another user's profile, changing nothing", async () => {
    const user = await newUser(t.app);
    const other = await newUser(t.app);
    const taken = await put(user, user.id, { username: other.username.toUpperCase(), first_name: 'Changed' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.username).toEqual(['This username is already taken.']);
    const foreign = await put(user, other.id, { first_name: 'Hacked' });
    expect(foreign.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe('');
  });

  it('rejects unknown fields, a wrong theme and a body id that is not the path id', async () => {
    const user = await newUser(t.app);
    expect((await put(user, user.id, { is_staff: true })).statusCode).toBe(400);
    const theme = await put(user, user.id, { theme_preference: 'neon' });
    expect(theme.statusCode).toBe(400);
    expect(theme.json().fields.theme_preference).toBeDefined();
    expect((await put(user, user.id, { id: user.id + 1, first_name: 'X' })).statusCode).toBe(400);
  });
});

describe('POST users/profile-image/ (R7.24, R3.34, R5.15)', () => {
  const upload = (user: TestUser, body: ReturnType<typeof multipartFile>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/profile-image/',
      ...body,
      headers: { ...user.auth, ...body.headers },
    });

  it('stores a resized WebP served under /media/ and replaces the previous image', async () => {
    const user = await newUser(t.app);
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#22d3ee' } })
      .png()
      .toBuffer();
    const res = await upload(user, multipartFile('profile_image', 'me.png', 'image/png', png));
    expect(res.statusCode).toBe(200);
    const url = res.json<{ profile_image: string }>().profile_image;
    expect(url).toMatch(/^\/media\/avatars\/[\w-]+\.webp$/);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);

    const second = await upload(user, multipartFile('profile_image', 'me2.png', 'image/png', png));
    expect(second.statusCode).toBe(200);
    expect(existsSync(path.join(t.dataDir, 'uploads', url.replace('/media/', '')))).toBe(false);
  });

  it('refuses a file over 5 MB with the profile_image field error', async () => {
    const user = await newUser(t.app);
    const res = await upload(
      user,
      multipartFile('profile_image', 'big.jpg', 'image/jpeg', Buffer.alloc(5 * 1024 * 1024 + 10)),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: IMAGE_TOO_LARGE, fields: { profile_image: [IMAGE_TOO_LARGE] } });
  });

  it('refuses a file that only claims to be an image', async () => {
    const user = await newUser(t.app);
    const res = await upload(
      user,
      multipartFile('profile_image', 'evil.png', 'image/png', Buffer.from('#!/bin/sh\necho hi')),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.profile_image).toEqual([IMAGE_NOT_AN_IMAGE]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.profileImage).toBeNull();
  });

  it('asks for the profile_image field when the file comes under another name or as JSON', async () => {
    const user = await newUser(t.app);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const wrongField = await upload(user, multipartFile('avatar', 'a.png', 'image/png', png));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().detail).toBe(IMAGE_MISSING);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/users/profile-image/',
      payload: {},
      headers: user.auth,
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('POST users/profile-image/ with a malformed upload (R7.24, R7.03)', () => {
  const post = (user: TestUser, payload: Buffer, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/profile-image/',
      payload,
      headers: { ...user.auth, 'content-type': contentType },
    });
  const png = () =>
    sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();

  const expectBadUpload = async (res: Awaited<ReturnType<typeof post>>, user: TestUser) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ detail: string }>().detail).toEqual(expect.any(String));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.profileImage).toBeNull();
  };

  it('answers 400 to a body cut off in the middle of the file', async () => {
    const user = await newUser(t.app);
    const whole = multipartFile('profile_image', 'me.png', 'image/png', await png());
    const cut = whole.payload.subarray(0, whole.payload.length - 40);
    const res = await post(user, cut, whole.headers['content-type']);
    await expectBadUpload(res, user);
    expect(res.json()).toEqual({ detail: IMAGE_CUT_OFF, fields: { profile_image: [IMAGE_CUT_OFF] } });
  });

  it('answers 400 to a body cut off before its first part ends its headers', async () => {
    const user = await newUser(t.app);
    const whole = multipartFile('profile_image', 'me.png', 'image/png', await png());
    await expectBadUpload(
      await post(user, whole.payload.subarray(0, 30), whole.headers['content-type']),
      user,
    );
  });

  it('answers 400 when the body does not use the boundary its header names', async () => {
    const user = await newUser(t.app);
    const body = multipartFile('profile_image', 'me.png', 'image/png', await png());
    await expectBadUpload(
      await post(user, body.payload, 'multipart/form-data; boundary=somethingelse'),
      user,
    );
    await expectBadUpload(await post(user, body.payload, 'multipart/form-data'), user);
  });

  it('answers 400 to an upload without any file, or with only a text field', async () => {
    const user = await newUser(t.app);
    const empty = Buffer.from('--edge--\r\n');
    await expectBadUpload(await post(user, empty, 'multipart/form-data; boundary=edge'), user);
    const textOnly = Buffer.from(
      '--edge\r\nContent-Disposition: form-data; name="profile_image"\r\n\r\nhello\r\n--edge--\r\n',
    );
    await expectBadUpload(await post(user, textOnly, 'multipart/form-data; boundary=edge'), user);
  });

  it('answers 400 to bytes that are no picture, and to an empty file', async () => {
    const user = await newUser(t.app);
    const noise = multipartFile(
      'profile_image',
      'x.jpg',
      'image/jpeg',
      Buffer.from([0xff, 0xd8, 0xff, 0x00, 1, 2]),
    );
    await expectBadUpload(await post(user, noise.payload, noise.headers['content-type']), user);
    const nothing = multipartFile('profile_image', 'x.png', 'image/png', Buffer.alloc(0));
    await expectBadUpload(await post(user, nothing.payload, nothing.headers['content-type']), user);
  });
});

describe('DELETE users/delete-account/ (R7.25)', () => {
  it('removes personal data, ends the sessions and keeps the row for game history', async () => {
    const user = await newUser(t.app);
    const fan = await newUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/connections/follow/',
      payload: { target_user_id: user.id },
      headers: fan.auth,
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/delete-account/',
      headers: user.auth,
    });
    expect(res.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      email: null,
      passwordHash: null,
      firstName: '',
      username: `deleted-${user.id}`,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await t.database.db.select().from(follows).where(eq(follows.followeeId, user.id))).toHaveLength(0);
    expect((await t.app.inject({ url: '/api/users/me/', headers: user.auth })).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/users/token/refresh/',
      payload: { refresh: user.tokens.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: { credentials: { email: user.email, password: 'longenough1' } },
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('public profile, stats and follows (R7.20–R7.22, R7.26, R4.98, R6.11, R6.12, R6.13)', () => {
  it('finds a profile by id and by username, with follow status for the viewer', async () => {
    const viewer = await newUser(t.app);
    const target = await newUser(t.app);
    const byName = await t.app.inject({
      url: `/api/users/public-profile/${target.username}/`,
      headers: viewer.auth,
    });
    expect(byName.statusCode).toBe(200);
    expect(byName.json<PublicProfile>()).toMatchObject({
      id: target.id,
      username: target.username,
      level: { name: 'Grom' },
      profile_type: { type: 'manager' },
      follow_status: { following: false },
      followers_count: 0,
    });
    const byId = await t.app.inject({ url: `/api/users/public-profile/${target.id}/` });
    expect(byId.json().username).toBe(target.username);
    expect((await t.app.inject({ url: '/api/users/public-profile/nobody_here/' })).statusCode).toBe(404);
  });

  it('shows the athlete name on athlete profiles', async () => {
    const athlete = await newUser(t.app);
    await t.database.db
      .update(users)
      .set({ isAthlete: true, firstName: 'Sky', lastName: 'Brown' })
      .where(eq(users.id, athlete.id));
    const res = await t.app.inject({ url: `/api/users/public-profile/${athlete.id}/` });
    expect(res.json().profile_type).toEqual({ type: 'athlete', athlete_name: 'Sky Brown' });
  });

  it('follows and unfollows idempotently and counts followers', async () => {
    const viewer = await newUser(t.app);
    const target = await newUser(t.app);
    const follow = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/connections/follow/',
        payload: { target_user_id: target.id },
        headers: viewer.auth,
      });
    expect((await follow()).json()).toEqual({ following: true, followers_count: 1 });
    expect((await follow()).json()).toEqual({ following: true, followers_count: 1 });
    const profile = await t.app.inject({
      url: `/api/users/public-profile/${target.id}/`,
      headers: viewer.auth,
    });
    expect(profile.json().follow_status).toEqual({ following: true });
    const stats = await t.app.inject({ url: `/api/users/${target.id}/profile-stats/` });
    expect(stats.json()).toMatchObject({
      followers: 1,
      following: 0,
      games_played: 0,
      level: { name: 'Grom' },
    });
    const unfollow = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/connections/unfollow/',
        payload: { target_user_id: target.id },
        headers: viewer.auth,
      });
    expect((await unfollow()).json()).toEqual({ following: false, followers_count: 0 });
    expect((await unfollow()).json()).toEqual({ following: false, followers_count: 0 });
  });

  it('refuses following oneself, anonymous follows and unknown targets', async () => {
    const viewer = await newUser(t.app);
    const self = await t.app.inject({
      method: 'POST',
      url: '/api/users/connections/follow/',
      payload: { target_user_id: viewer.id },
      headers: viewer.auth,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().detail).toBe(CANNOT_FOLLOW_SELF);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/users/connections/follow/',
      payload: { target_user_id: viewer.id },
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/users/connections/follow/',
      payload: { target_user_id: 987654 },
      headers: viewer.auth,
    });
    expect(unknown.statusCode).toBe(404);
    const other = await newUser(t.app);
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/users/connections/follow/',
      payload: { target_user_id: String(other.id) },
      headers: viewer.auth,
    });
    expect(quoted.statusCode).toBe(400);
    expect(quoted.json().fields.target_user_id).toBeDefined();
  });
});
