import { type RouteDef, routes } from '@shred/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { newUser, type TestUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let manager: TestUser;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  manager = await newUser(t.app);
  staff = await newUser(t.app);
  await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.id));
});
afterAll(() => t.close());

const guarded = Object.entries(routes as Record<string, RouteDef>).filter(
  ([, route]) => route.access !== 'public',
);
const staffOnly = guarded.filter(([, route]) => route.access === 'staff');

/** A body no schema of the contract accepts, and path parameters no route resolves. */
const BAD_BODY = '[["not", "a", "body"]]';
const call = (route: RouteDef, who: TestUser | null) =>
  t.app.inject({
    method: route.method,
    url: `/api/${route.path.replace(/\{\w+\}/g, 'not-an-id')}?page=-1`,
    headers: { 'content-type': 'application/json', ...(who?.auth ?? {}) },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: BAD_BODY }),
  });

describe('who may call comes before what was sent (R7.04, R6.20)', () => {
  it('covers every signed-in and staff route of the contract', () => {
    expect(guarded.length).toBeGreaterThan(20);
    expect(staffOnly.length).toBeGreaterThan(5);
  });

  it('answers 401 to an anonymous caller of every signed-in route, whatever the body', async () => {
    for (const [name, route] of guarded) {
      const res = await call(route, null);
      expect(res.statusCode, name).toBe(401);
      expect(res.json(), name).toEqual({ detail: 'You need to be logged in to do this.' });
    }
  });

  it('answers 403 to a manager on every staff route, whatever the body', async () => {
    for (const [name, route] of staffOnly) {
      const res = await call(route, manager);
      expect(res.statusCode, name).toBe(403);
      expect(res.json(), name).toEqual({ detail: 'You do not have permission to do this.' });
    }
  });

  it('validates the body only once the caller may call: 400 to staff', async () => {
    for (const [name, route] of staffOnly.filter(([, r]) => r.body)) {
      const res = await call(route, staff);
      expect(res.statusCode, name).toBe(400);
    }
  });
});
