import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fantasyGames } from '../db/schema/index.ts';
import { seedCatalog } from '../modules/catalog/catalog.reference.ts';
import { insertGame } from '../modules/events/game.fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';
import { OPEN_DUE_GAMES, scheduledJobs } from './scheduled-jobs.ts';

let t: TestApp;
let queue: JobQueue | null = null;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db);
});
afterAll(async () => {
  await queue?.stop();
  await t.close();
});

const statusOf = async (id: number) =>
  (
    await t.database.db.select({ s: fantasyGames.status }).from(fantasyGames).where(eq(fantasyGames.id, id))
  )[0]?.s;

describe('game status schedule on pg-boss (GAME.md "Fantasy game": UPC → OPN on a schedule)', () => {
  it('starts on the app database, stores the cron schedule, and catches up with games already due', async () => {
    const due = await insertGame(t.database.db, { opensInMs: -60_000, now: Date.now() });
    const later = await insertGame(t.database.db, { opensInMs: 3_600_000, now: Date.now() });
    queue = createJobQueue({ database: t.database, log: t.app.log, scheduled: scheduledJobs });
    await queue.start();
    expect(await statusOf(due.gameId)).toBe('OPN');
    expect(await statusOf(later.gameId)).toBe('UPC');
    // Both drivers answer raw SQL with `rows`; Drizzle's shared type leaves the result unknown.
    const schedules = (await t.database.db.execute(sql`select name, cron from pgboss.schedule`)) as {
      rows: Array<{ name: string; cron: string }>;
    };
    expect(schedules.rows).toContainEqual({ name: OPEN_DUE_GAMES, cron: '* * * * *' });
  });

  it('runs a queued transition through a pg-boss worker', async () => {
    const due = await insertGame(t.database.db, { opensInMs: -1_000, now: Date.now() });
    await queue?.enqueue(OPEN_DUE_GAMES);
    for (let i = 0; i < 100 && (await statusOf(due.gameId)) !== 'OPN'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await statusOf(due.gameId)).toBe('OPN');
  });
});
