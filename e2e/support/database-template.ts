import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../apps/server/src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty embedded database that each journey server starts from a copy of. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global set-up of the journeys: creating an embedded database and running the
 * migrations takes ~4 s of each server's boot, the same work for all of them. It is done once
 * here; the demo data is still seeded by each server, so its dates stay relative to that boot.
 */
export default async function createDatabaseTemplate(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shred-e2e-template-'));
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  await database.close();
  project.provide('pgliteTemplate', path.join(dir, 'pglite'));
  return () => rm(dir, { recursive: true, force: true });
}
