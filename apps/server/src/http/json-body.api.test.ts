import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEvents } from '../db/schema/index.ts';
import { newUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NUL_REFUSED = 'Remove the NUL character (\\u0000): no text can hold it.';
const tracked = async () => (await t.database.db.select({ n: count() }).from(trackingEvents))[0]?.n;

describe('JSON bodies holding NUL, which no text column stores (issue 11.7, fuzz seed 310691903)', () => {
  it('answers 400 naming the field, where the insert failed with a 500, and stores nothing', async () => {
    const before = await tracked();
    for (const [body, field] of [
      [{ event: 'view', label: '\u0000' }, 'label'],
      [{ event: 'view', properties: { deep: ['ok', 'a\u0000b'] } }, 'properties.deep.1'],
      [{ event: 'view', properties: { 'k\u0000': 1 } }, 'properties.k\u0000'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/tracking/track/', payload: body });
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toEqual({ detail: NUL_REFUSED, fields: { [field]: [NUL_REFUSED] } });
    }
    expect(await tracked()).toBe(before);
  });

  it('refuses NUL on every route, before its own rules: a profile name too', async () => {
    const user = await newUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/profile/${user.id}/`,
      headers: user.auth,
      payload: { first_name: 'Ann\u0000' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ first_name: [NUL_REFUSED] });
  });

  it('still takes JSON without NUL, and still refuses prototype keys', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/tracking/track/',
      payload: { event: 'view' },
    });
    expect(ok.statusCode).toBe(204);
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/tracking/track/',
      headers: { 'content-type': 'application/json' },
      payload: '{"event":"view","__proto__":{"x":1}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
