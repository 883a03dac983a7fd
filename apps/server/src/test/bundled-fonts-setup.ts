import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeBundledFonts } from '../platform/fonts/bundled-fonts.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fonts.conf naming the server's bundled fonts, which every test app draws with. */
    bundledFontsConf: string;
  }
}

/**
 * Vitest global set-up of the API projects: unpacking the bundled fonts took ~0.4 s of every
 * test file's process, the same files each time. It is done once per run here.
 */
export default async function writeTestFonts(project: TestProject): Promise<void> {
  // Kept between runs: fontconfig caches what it found there.
  project.provide('bundledFontsConf', await writeBundledFonts(path.join(tmpdir(), 'shred-test-fonts')));
}
