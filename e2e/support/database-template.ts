import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { TestProject } from 'vitest/node';
import { setPasswordHashing } from '../../apps/server/src/auth/passwords.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seed } from '../../apps/server/src/seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty embedded database, for the journeys without demo data. */
    pgliteTemplate: string;
    /** The same with the demo world seeded at `demoSeededAt` (ISO 8601). */
    pgliteDemoTemplate: string;
    demoSeededAt: string;
  }
}

const silent = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

/**
 * Vitest global set-up of the journeys: creating an embedded database, running the migrations
 * (~4 s) and seeding the demo world (~5 s) was the same work in every journey server's boot. It
 * is done once here; each server starts from a copy and, told when the demo was seeded
 * (DEMO_SEEDED_AT), moves its dates to its own start, so games still open and lock around it.
 */
export default async function createDatabaseTemplates(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shred-e2e-template-'));
  const empty = path.join(dir, 'empty');
  const demo = path.join(dir, 'demo');
  const migrated = await openDatabase({ dataDir: empty });
  await migrated.migrate();
  await migrated.close();
  await cp(empty, demo, { recursive: true });
  // The demo accounts' hashes cost what the journey servers' own cost (TEST_PASSWORD_HASHING).
  setPasswordHashing('test');
  const seededAt = Date.now();
  const seeded = await openDatabase({ dataDir: demo });
  await seed(seeded.db, { admin: null, demoData: true, log: silent, now: seededAt });
  await seeded.close();
  project.provide('pgliteTemplate', path.join(empty, 'pglite'));
  project.provide('pgliteDemoTemplate', path.join(demo, 'pglite'));
  project.provide('demoSeededAt', new Date(seededAt).toISOString());
  return () => rm(dir, { recursive: true, force: true });
}
