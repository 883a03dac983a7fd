import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { readTags } from '../../platform/read-cache/stale-reads.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: TestUser;
let manager: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newUser(t.app);
  manager = await newUser(t.app);
  await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.id));
  await t.app.staleReads.announce(t.database.db, [readTags.user(staff.id)]);
});
afterAll(() => t.close());

const put = (who: TestUser | null, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/core/app-settings/', payload, headers: who ? who.auth : {} });
const validate = (password: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/core/app-settings/validate-password/',
    payload: { password },
    remoteAddress,
  });

describe('GET core/app-settings/ (R7.29, R3.12)', () => {
  it('answers the defaults to anyone, with whether a bypass password is set but never the password, never cached (R3.13)', async () => {
    const res = await t.app.inject({ url: '/api/core/app-settings/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      maintenance_mode: false,
      maintenance_mode_message: '',
      ios_minimum_version: '1.0.0',
      android_minimum_version: '1.0.0',
      maintenance_password_set: false,
    });
    expect(res.json()).not.toHaveProperty('maintenance_password');
  });
});

describe('PUT core/app-settings/ (staff only)', () => {
  it('lets staff switch maintenance on with a message, a password and minimum versions', async () => {
    const res = await put(staff, {
      maintenance_mode: true,
      maintenance_mode_message: 'New season drops at noon.',
      maintenance_password: 'letmein',
      ios_minimum_version: '2.1.0',
      android_minimum_version: '2.0.5',
      ios_store_url: 'https://apps.apple.com/app/shred-league/id1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      maintenance_mode: true,
      maintenance_mode_message: 'New season drops at noon.',
      maintenance_password_set: true,
      ios_minimum_version: '2.1.0',
      android_minimum_version: '2.0.5',
    });
    const read = await t.app.inject({ url: '/api/core/app-settings/' });
    expect(read.json().maintenance_mode).toBe(true);
  });

  it('answers 403 to managers and 401 to anonymous callers, changing nothing', async () => {
    const before = (await t.app.inject({ url: '/api/core/app-settings/' })).json();
    expect((await put(manager, { maintenance_mode: false })).statusCode).toBe(403);
    expect((await put(null, { maintenance_mode: false })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/core/app-settings/' })).json()).toEqual(before);
  });

  it('rejects a version that is not dotted numbers and unknown fields', async () => {
    const bad = await put(staff, { ios_minimum_version: 'v2.beta' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.ios_minimum_version).toEqual(['Use a dotted version such as 2.4.0.']);
    expect((await put(staff, { maintenance: true })).statusCode).toBe(400);
  });
});

describe('POST core/app-settings/validate-password/ (R7.30, R5.14)', () => {
  it('answers valid=true only for the bypass password', async () => {
    await put(staff, { maintenance_password: 'letmein' });
    expect((await validate('letmein')).json()).toEqual({ valid: true });
    expect((await validate('LetMeIn')).json()).toEqual({ valid: false });
  });

  it('answers valid=false for everything once the password is removed', async () => {
    await put(staff, { maintenance_password: '' });
    expect((await validate('letmein', '10.0.0.9')).json()).toEqual({ valid: false });
    await put(staff, { maintenance_password: 'letmein' });
  });

  it('refuses an empty password and throttles guessing per IP', async () => {
    expect((await validate('')).statusCode).toBe(400);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await validate(`guess-${i}`, '10.9.9.9')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
