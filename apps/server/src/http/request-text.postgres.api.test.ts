import { CONTROL_CHARACTERS_REFUSED } from '@shred/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nulInUrlRequests } from '../test/nul-in-url.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('NUL in a query parameter on PostgreSQL, which refuses it in text (issue 27.1)', () => {
  it('answers 400 naming the parameter where both databases answered 500', async () => {
    for (const { parameter, ...request } of await nulInUrlRequests(t)) {
      const res = await t.app.inject(request);
      expect([res.statusCode, res.json()], request.url).toEqual([
        400,
        {
          detail: `${parameter}: ${CONTROL_CHARACTERS_REFUSED}`,
          fields: { [parameter]: [CONTROL_CHARACTERS_REFUSED] },
        },
      ]);
    }
  });
});
