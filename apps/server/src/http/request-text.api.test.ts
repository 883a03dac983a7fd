import { CONTROL_CHARACTERS_REFUSED } from '@shred/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEvents } from '../db/schema/index.ts';
import { newUser } from '../test/factories.ts';
import { newStaffUser } from '../test/game-factories.ts';
import { nulInUrlRequests } from '../test/nul-in-url.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refusal = (parameter: string) => ({
  detail: `${parameter}: ${CONTROL_CHARACTERS_REFUSED}`,
  fields: { [parameter]: [CONTROL_CHARACTERS_REFUSED] },
});

describe('control characters in path and query values, refused on every route at once (issue 27.1)', () => {
  it('answers 400 naming the parameter to the NUL requests that answered 500', async () => {
    for (const { parameter, ...request } of await nulInUrlRequests(t)) {
      const res = await t.app.inject(request);
      expect([res.statusCode, res.json()], request.url).toEqual([400, refusal(parameter)]);
    }
  });

  it('refuses every C0 control, DEL and C1 control in a free-text query value, and takes the text around them', async () => {
    for (const control of ['%01', '%09', '%0A', '%1F', '%7F', '%C2%80', '%C2%9F']) {
      const res = await t.app.inject({ url: `/api/market/listings/?q=ab${control}c` });
      expect([res.statusCode, res.json()], control).toEqual([400, refusal('q')]);
    }
    const plain = await t.app.inject({ url: '/api/market/listings/?q=Zoë%20Ö' });
    expect(plain.statusCode).toBe(200);
  });

  it('refuses a control character in a path value and in a repeated query value', async () => {
    const user = await newUser(t.app);
    const path = await t.app.inject({ url: '/api/users/public-profile/ab%00c/', headers: user.auth });
    expect([path.statusCode, path.json()]).toEqual([400, refusal('id')]);
    const repeated = await t.app.inject({ url: '/api/market/listings/?q=ok&q=a%00' });
    expect([repeated.statusCode, repeated.json()]).toEqual([400, refusal('q')]);
  });

  it('answers 401 and 403 before looking at the values: a stranger learns nothing of the rules', async () => {
    const anonymous = await t.app.inject({ url: '/api/admin/referrals/?query=%00' });
    expect(anonymous.statusCode).toBe(401);
    const player = await newUser(t.app);
    const forbidden = await t.app.inject({ url: '/api/admin/referrals/?query=%00', headers: player.auth });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('NUL in a body, whichever parser read it (issue 27.1)', () => {
  const NUL_REFUSED = 'Remove the NUL character (\\u0000): no text can hold it.';

  it('refuses NUL in a JSON body naming the field, and stores nothing', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(trackingEvents);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tracking/track/',
      payload: { event: 'view', label: 'a\u0000b' },
    });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { detail: NUL_REFUSED, fields: { label: [NUL_REFUSED] } },
    ]);
    const [after] = await t.database.db.select({ n: count() }).from(trackingEvents);
    expect(after?.n).toBe(before?.n);
  });

  it('refuses NUL in a CSV body, which reaches the route as one text', async () => {
    const staff = await newStaffUser(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events/no-such-event/results/',
      headers: { ...staff.auth, 'content-type': 'text/csv' },
      payload: 'athlete_id,place\n1,1\u0000\n',
    });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { detail: NUL_REFUSED, fields: { body: [NUL_REFUSED] } },
    ]);
  });
});
