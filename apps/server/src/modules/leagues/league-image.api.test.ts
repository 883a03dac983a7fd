import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { LeagueDetail, LeaguePage } from '@shred/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagues } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { multipartFile } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { IMAGE_NOT_AN_IMAGE, IMAGE_TOO_LARGE, imageMissing } from '../users/profile-image.ts';
import { LEAGUE_NOT_FOUND, OWNER_ONLY } from './leagues.service.ts';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
const stamp = `${process.pid}${Math.floor(Math.random() * 1e6)}`;

beforeAll(async () => {
  t = await createTestApp();
  [owner, stranger] = [await newUser(t.app), await newUser(t.app)];
});
afterAll(() => t.close());

const png = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#f97316' } })
    .png()
    .toBuffer();

async function newLeague(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/leagues/',
    headers: owner.auth,
    payload: { name: `Pictured ${stamp}${Math.floor(Math.random() * 1e6)}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<LeagueDetail>().slug;
}
const upload = (slug: string, who: TestUser, body: ReturnType<typeof multipartFile>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/leagues/${slug}/image/`,
    payload: body.payload,
    headers: { ...who.auth, ...body.headers },
  });
const removeImage = (slug: string, who: TestUser) =>
  t.app.inject({ method: 'DELETE', url: `/api/leagues/${slug}/image/`, headers: who.auth });
const storedImage = async (slug: string) =>
  (await t.database.db.select({ image: leagues.image }).from(leagues).where(eq(leagues.slug, slug)))[0]
    ?.image;
const fileOf = (url: string) => path.join(t.dataDir, 'uploads', url.replace('/media/', ''));
const leagueFiles = () => {
  const folder = path.join(t.dataDir, 'uploads', 'leagues');
  return existsSync(folder) ? readdirSync(folder).length : 0;
};

describe('POST leagues/{slug}/image/ (R15.1 league image)', () => {
  it('stores a square 512 px WebP, answers the league with it, lists it, and drops the replaced file', async () => {
    const slug = await newLeague();
    const res = await upload(slug, owner, multipartFile('image', 'crew.png', 'image/png', await png()));
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json<LeagueDetail>();
    expect(first).toMatchObject({ slug, is_owner: true });
    expect(first.image).toMatch(/^\/media\/leagues\/[\w-]+\.webp$/);
    const served = await t.app.inject({ url: first.image ?? '' });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);

    const listed = await t.app.inject({ url: '/api/leagues/?page_size=100', headers: owner.auth });
    expect(listed.json<LeaguePage>().results.find((l) => l.slug === slug)?.image).toBe(first.image);

    const second = await upload(
      slug,
      owner,
      multipartFile('image', 'crew2.png', 'image/png', await png(40, 90)),
    );
    expect(second.statusCode).toBe(200);
    expect(second.json<LeagueDetail>().image).not.toBe(first.image);
    expect(existsSync(fileOf(first.image ?? ''))).toBe(false);
    expect(existsSync(fileOf(second.json<LeagueDetail>().image ?? ''))).toBe(true);
  });

  it('refuses a file that only claims to be a picture, naming the image field, and changes nothing', async () => {
    const slug = await newLeague();
    const before = leagueFiles();
    const res = await upload(
      slug,
      owner,
      multipartFile('image', 'evil.png', 'image/png', Buffer.from('#!/bin/sh\necho hi')),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: IMAGE_NOT_AN_IMAGE, fields: { image: [IMAGE_NOT_AN_IMAGE] } });
    expect(await storedImage(slug)).toBeNull();
    expect(leagueFiles()).toBe(before);
  });

  it('refuses a file over 5 MB with 413 as the profile picture does', async () => {
    const slug = await newLeague();
    const res = await upload(
      slug,
      owner,
      multipartFile('image', 'big.jpg', 'image/jpeg', Buffer.alloc(5 * 1024 * 1024 + 10)),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: IMAGE_TOO_LARGE, fields: { image: [IMAGE_TOO_LARGE] } });
    expect(await storedImage(slug)).toBeNull();
  });

  it('asks for the image field when the file comes under another name', async () => {
    const slug = await newLeague();
    const res = await upload(slug, owner, multipartFile('profile_image', 'a.png', 'image/png', await png()));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: imageMissing('image'), fields: { image: [imageMissing('image')] } });
  });

  it('answers 403 to a manager who does not own the league and 404 to an unknown league, storing nothing', async () => {
    const slug = await newLeague();
    const before = leagueFiles();
    const foreign = await upload(slug, stranger, multipartFile('image', 'x.png', 'image/png', await png()));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ detail: OWNER_ONLY });
    const unknown = await upload(
      `no-such-league-${stamp}`,
      owner,
      multipartFile('image', 'x.png', 'image/png', await png()),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: LEAGUE_NOT_FOUND });
    expect(await storedImage(slug)).toBeNull();
    expect(leagueFiles()).toBe(before);
  });

  it('answers 403 before looking at what a non-owner sent', async () => {
    const slug = await newLeague();
    const junk = await upload(
      slug,
      stranger,
      multipartFile('image', 'x.txt', 'text/plain', Buffer.from('hi')),
    );
    expect(junk.statusCode).toBe(403);
    const wrongField = await upload(
      slug,
      stranger,
      multipartFile('avatar', 'x.png', 'image/png', await png()),
    );
    expect(wrongField.statusCode).toBe(403);
  });
});

describe('DELETE leagues/{slug}/image/ (R15.1 league image)', () => {
  it('lets the owner remove the picture and its file; others get 403 and the picture stays', async () => {
    const slug = await newLeague();
    const url = (
      await upload(slug, owner, multipartFile('image', 'c.png', 'image/png', await png()))
    ).json<LeagueDetail>().image;
    const foreign = await removeImage(slug, stranger);
    expect(foreign.statusCode).toBe(403);
    expect(await storedImage(slug)).toBe(url);

    const res = await removeImage(slug, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json<LeagueDetail>().image).toBeNull();
    expect(await storedImage(slug)).toBeNull();
    expect(existsSync(fileOf(url ?? ''))).toBe(false);
    // Removing again is harmless: the league simply has no picture.
    expect((await removeImage(slug, owner)).statusCode).toBe(200);
  });

  it('closing a league removes its picture file', async () => {
    const slug = await newLeague();
    const url = (
      await upload(slug, owner, multipartFile('image', 'c.png', 'image/png', await png()))
    ).json<LeagueDetail>().image;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/leagues/${slug}/`, headers: owner.auth });
    expect(res.statusCode).toBe(204);
    expect(existsSync(fileOf(url ?? ''))).toBe(false);
  });
});
