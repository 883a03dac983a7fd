import type { LeagueDetail } from '@shred/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { pngDeclaring } from '../../test/declared-png.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { multipartFile } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { IMAGE_TOO_MANY_PIXELS } from './profile-image.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOADS_PER_HOUR: '3' });
  t.clock.freeze();
});
afterAll(() => t.close());

const uploadProfileImage = (user: TestUser, data: Buffer) => {
  const body = multipartFile('profile_image', 'picture.png', 'image/png', data);
  return t.app.inject({
    method: 'POST',
    url: '/api/users/profile-image/',
    payload: body.payload,
    headers: { ...user.auth, ...body.headers },
  });
};
const uploadLeagueImage = (user: TestUser, slug: string, data: Buffer) => {
  const body = multipartFile('image', 'picture.png', 'image/png', data);
  return t.app.inject({
    method: 'POST',
    url: `/api/leagues/${slug}/image/`,
    payload: body.payload,
    headers: { ...user.auth, ...body.headers },
  });
};
const smallPng = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();

async function newLeague(owner: TestUser): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/leagues/',
    headers: owner.auth,
    payload: { name: `Pixels ${owner.id}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<LeagueDetail>().slug;
}

describe('image uploads cannot make the server decode huge pictures (issue 27.3)', () => {
  it('refuses a small PNG declaring 16,000 × 16,000 pixels with 400 naming the field, from its header alone', async () => {
    const user = await newUser(t.app);
    const bomb = pngDeclaring(16_000, 16_000);
    expect(bomb.length).toBeLessThan(200_000);
    const res = await uploadProfileImage(user, bomb);
    expect(res.statusCode, res.body).toBe(400);
    // This answer comes only from the header check: a decode of this file fails otherwise.
    expect(res.json()).toEqual({
      detail: IMAGE_TOO_MANY_PIXELS,
      fields: { profile_image: [IMAGE_TOO_MANY_PIXELS] },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.profileImage).toBeNull();
  });

  it('refuses the same on a league picture, naming its image field', async () => {
    const owner = await newUser(t.app);
    const res = await uploadLeagueImage(owner, await newLeague(owner), pngDeclaring(16_000, 16_000));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ detail: IMAGE_TOO_MANY_PIXELS, fields: { image: [IMAGE_TOO_MANY_PIXELS] } });
  });
});

describe('image uploads per user are throttled (issue 27.3)', () => {
  it('takes UPLOADS_PER_HOUR pictures of one user, profile and league together, then answers 429 with Retry-After; another user is not held back', async () => {
    const user = await newUser(t.app);
    const slug = await newLeague(user);
    const png = await smallPng();
    expect((await uploadProfileImage(user, png)).statusCode).toBe(200);
    expect((await uploadLeagueImage(user, slug, png)).statusCode).toBe(200);
    expect((await uploadProfileImage(user, png)).statusCode).toBe(200);
    const refused = await uploadProfileImage(user, png);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: expect.stringMatching(/Try again in/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await uploadLeagueImage(user, slug, png)).statusCode).toBe(429);
    expect((await uploadProfileImage(await newUser(t.app), png)).statusCode).toBe(200);
  });
});
