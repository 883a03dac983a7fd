import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POOL_SIZE } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { HEALTH_FRESH_MS } from './database-health.ts';

const health = (t: TestApp) => t.app.inject({ url: '/api/health/' });

/** Open transactions on every connection user work has, until `release` is called. */
async function holdEveryConnection(t: TestApp) {
  const connections = t.database.driver === 'postgres' ? DEFAULT_POOL_SIZE : 1;
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const started: Promise<void>[] = [];
  const held = Array.from({ length: connections }, () =>
    t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      started.push(Promise.resolve());
      await released;
    }),
  );
  while (started.length < connections) await new Promise((resolve) => setImmediate(resolve));
  return { held, release };
}

describe('GET /api/health/ whatever the load (issue 11.6)', () => {
  it('answers while user work holds every database connection, before that work ends', async () => {
    const t = await createTestApp();
    try {
      // PGlite's one connection is the app's: there health answers with its last check.
      if (t.database.driver === 'pglite') {
        expect((await health(t)).statusCode).toBe(200);
        t.clock.advance(HEALTH_FRESH_MS);
      }
      const hold = await holdEveryConnection(t);
      let userQueryDone = false;
      const userQuery = t.database.db.execute(sql`select 1`).then(() => {
        userQueryDone = true;
      });
      const res = await health(t);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(userQueryDone).toBe(false);
      hold.release();
      await Promise.all([...hold.held, userQuery]);
    } finally {
      await t.close();
    }
  });
});
