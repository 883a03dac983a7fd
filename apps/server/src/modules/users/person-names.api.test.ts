import { CONTROL_CHARACTERS_REFUSED } from '@shred/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Characters that hide in a name others read: controls, and those that turn its direction around. */
const HIDDEN = ['\u0007', '\u007f', '\u0085', '\u202a', '\u202e', '\u2066', '\u2069'];

describe('first and last names refuse what league names refuse (issue 27.1, R7.23)', () => {
  it('answers 400 naming the field to a control or direction character, and keeps the name', async () => {
    const user = await newUser(t.app);
    const edit = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/profile/${user.id}/`,
        headers: user.auth,
        payload: body,
      });
    expect((await edit({ first_name: 'Ann', last_name: 'Lee' })).statusCode).toBe(200);
    for (const hidden of HIDDEN) {
      for (const field of ['first_name', 'last_name']) {
        const res = await edit({ [field]: `Ev${hidden}il` });
        expect(
          [res.statusCode, res.json().fields],
          `${field} U+${hidden.charCodeAt(0).toString(16)}`,
        ).toEqual([400, { [field]: [CONTROL_CHARACTERS_REFUSED] }]);
      }
    }
    const me = (await t.app.inject({ url: '/api/users/me/', headers: user.auth })).json();
    expect([me.first_name, me.last_name]).toEqual(['Ann', 'Lee']);
  });

  it('takes names in any script, direction marks inside words included', async () => {
    const user = await newUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/profile/${user.id}/`,
      headers: user.auth,
      payload: { first_name: 'Zoë', last_name: 'אברהם\u200f' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses the same characters in a league name, by the same rule', async () => {
    const owner = await newUser(t.app);
    for (const hidden of HIDDEN) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/leagues/',
        headers: owner.auth,
        payload: { name: `League ${hidden}one` },
      });
      expect([res.statusCode, res.json().fields], `U+${hidden.charCodeAt(0).toString(16)}`).toEqual([
        400,
        { name: [CONTROL_CHARACTERS_REFUSED] },
      ]);
    }
  });
});
