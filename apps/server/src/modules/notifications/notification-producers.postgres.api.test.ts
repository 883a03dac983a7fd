import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { dispatchPending } from '../../platform/domain-events/dispatcher.ts';
import { newUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notificationHandlers } from './notification-producers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('two server processes', () => {
  it('notifies once when both processes hand out the same events at once (R1.15)', async () => {
    const second = await createTestApp({}, { besides: t });
    try {
      const star = await newUser(t.app);
      const fans = await Promise.all(Array.from({ length: 8 }, () => newUser(t.app)));
      await Promise.all(
        fans.map((fan, i) =>
          (i % 2 ? second.app : t.app).inject({
            method: 'POST',
            url: '/api/users/connections/follow/',
            headers: fan.auth,
            payload: { target_user_id: star.id },
          }),
        ),
      );
      // The second process's dispatcher, and the producers once more, as a third process would.
      await Promise.all([
        t.app.domainEvents.drain(),
        second.app.domainEvents.drain(),
        dispatchPending(t.database.db, notificationHandlers, { now: Date.now, log: t.app.log }),
      ]);
      const told = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, star.id), eq(notifications.type, 'NEW_FOLLOWER')))
        .orderBy(asc(notifications.id));
      expect(told.map((n) => n.body).sort()).toEqual(
        fans.map((f) => `${f.username} started following you.`).sort(),
      );
    } finally {
      await second.close();
    }
  });
});
