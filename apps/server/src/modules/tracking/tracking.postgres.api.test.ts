import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsDailyActors, analyticsDailyEvents } from '../../db/schema/index.ts';
import { newUser } from '../../test/factories.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => new Date(t.clock.now()).toISOString().slice(0, 10);
const events = (n: number, name: string) =>
  Array.from({ length: n }, (_, i) => ({ event: name, sessionId: 's1', value: i }));

describe('concurrent batches (R7.44)', () => {
  it('8 batches of 50 sent at once, all held at the day’s counts upsert: each lands whole, the counts and actors exact', async () => {
    const senders = [];
    for (let i = 0; i < 8; i++) senders.push(await newUser(t.app));
    const results = await raceAtLock(
      t.database,
      { sql: 'lock table analytics_daily_events in share mode' },
      senders.map(
        (sender, i) => () =>
          t.app.inject({
            method: 'POST',
            url: '/api/tracking/track/',
            payload: { batch: [...events(25, 'h7_together'), ...events(25, `h7_together_${i % 2}`)] },
            headers: sender.auth,
          }),
      ),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(8).fill(204));
    const counts = await t.database.db
      .select({ event: analyticsDailyEvents.event, events: analyticsDailyEvents.events })
      .from(analyticsDailyEvents)
      .where(eq(analyticsDailyEvents.day, today()));
    expect(Object.fromEntries(counts.map((row) => [row.event, row.events]))).toEqual({
      h7_together: 200,
      h7_together_0: 100,
      h7_together_1: 100,
    });
    const [actors] = await t.database.db
      .select({ n: count() })
      .from(analyticsDailyActors)
      .where(eq(analyticsDailyActors.day, today()));
    expect(actors?.n).toBe(8);
  });
});
