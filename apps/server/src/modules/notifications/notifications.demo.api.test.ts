import type { NotificationList, TokenPair } from '@shred/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../users/users.demo.ts';

let t: TestApp;
let demo: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  // The whole first start of a server with demo data, as main runs it.
  await seed(t.database.db, { admin: null, demoData: true, log: t.app.log });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/token/',
    payload: { email: 'demo@shredleague.app', password: DEMO_PASSWORD },
  });
  demo = { authorization: `Bearer ${login.json<TokenPair>().access}` };
}, 240_000);
afterAll(() => t.close());

describe('demo notifications on first start (issue 16.1, R1.12)', () => {
  it('fills the demo account’s panel with several types, some read, whose buttons lead into the app (R3.14, R3.16)', async () => {
    const res = await t.app.inject({ url: '/api/notifications/', headers: demo });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<NotificationList>();
    const types = new Set(list.results.map((n) => n.type));
    expect(types.size).toBeGreaterThanOrEqual(4);
    for (const type of ['NEW_FOLLOWER', 'NEW_RESULT_USER', 'GAME_REMINDER']) expect(types).toContain(type);
    expect(list.unread).toBeGreaterThan(0);
    expect(list.unread).toBeLessThan(list.count);
    const created = list.results.map((n) => n.created_at);
    expect(created).toEqual(created.toSorted().reverse());
    for (const n of list.results) expect(n.target).toMatch(/^\/(manager|profile)\//);
    const result = list.results.find((n) => n.type === 'NEW_RESULT_USER');
    expect(result?.body).toMatch(
      /^Your best team finished \d+(st|nd|rd|th) of [\d,]+ in .+ with [\d,.]+ points\.$/,
    );
  });
});
