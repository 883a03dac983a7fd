import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from '../../test/factories.ts';
import { multipartFile } from '../../test/multipart.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOADS_PER_HOUR: '3' });
  // One throttle window for the whole test: the counter is the same row throughout.
  t.clock.freeze();
});
afterAll(() => t.close());

const upload = (user: TestUser, data: Buffer) => {
  const body = multipartFile('profile_image', 'picture.png', 'image/png', data);
  return t.app.inject({
    method: 'POST',
    url: '/api/users/profile-image/',
    payload: body.payload,
    headers: { ...user.auth, ...body.headers },
  });
};

describe('the per-user upload throttle under concurrent uploads (issue 27.3)', () => {
  it('4 uploads of one user held together at the throttle counter, 1 of 3 already used: exactly 2 more pass, 2 answer 429', async () => {
    const user = await newUser(t.app);
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#84cc16' } })
      .png()
      .toBuffer();
    // The first upload writes the user's counter row, which the race then locks.
    expect((await upload(user, png)).statusCode).toBe(200);
    const results = await raceAtLock(
      t.database,
      {
        sql: 'select 1 from throttle_counters where key = $1 for update',
        params: [`image-upload:user:${user.id}`],
      },
      Array.from({ length: 4 }, () => () => upload(user, png)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 429, 429]);
  });
});
