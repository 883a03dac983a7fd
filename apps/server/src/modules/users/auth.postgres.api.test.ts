import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../../test/factories.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('refresh-token rotation under concurrent use (R7.12)', () => {
  it('2 uses of one refresh token, both past the unused check and held at its claim: one 200, one 401', async () => {
    const user = await newUser(t.app);
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/token/refresh/',
        payload: { refresh: user.tokens.refresh },
      });
    const results = await raceAtLock(
      t.database,
      { sql: 'select 1 from refresh_tokens where user_id = $1 for update', params: [user.id] },
      [refresh, refresh],
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });
});
