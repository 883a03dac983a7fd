import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder for the one web build with the native simulation (simulated-native.ts). */
    simulatedNativeBuildDir: string;
  }
}

/**
 * Vitest global set-up of the journeys: a folder for the run's simulated-native build. The
 * build itself (a full Vite build) is made there by the first journey file that needs it, so a
 * run of journeys that never simulate a phone does not pay for it.
 */
export default async function simulatedNativeBuildDir(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shred-web-native-'));
  project.provide('simulatedNativeBuildDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
