import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
// CI's green light includes every money and race proof: a run without PostgreSQL would drop them
// silently, so under CI it fails instead (.ci/run starts the server and sets TEST_DATABASE_URL).
if (process.env.CI === 'true' && !withPostgres) {
  throw new Error('CI=true needs PostgreSQL: set TEST_DATABASE_URL (.ci/run starts the server and sets it)');
}

// One seed for every property test of the run, printed so that a red run can be replayed exactly.
const fastCheckSeed = process.env.FC_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
console.log(`fast-check seed ${fastCheckSeed} (replay: FC_SEED=${fastCheckSeed})`);
const propertyTests = { env: { FC_SEED: fastCheckSeed }, setupFiles: ['./vitest.fast-check.ts'] };
// A timeout only stops a hung test: a long journey through many screens takes well over
// Vitest's default 5 s when the cores are busy, and passing it is no failure.
const unitTimeouts = { testTimeout: 30_000, hookTimeout: 30_000 };
// Files run two at a time: each unit and web file has its own module graph (and jsdom), each API
// file its own database (PGlite in memory, or a scratch PostgreSQL database) and each journey file
// its own server and browser, so they share nothing, and on a 2-core machine one file at a time
// (Vitest's default there) leaves a core idle while a file imports, a server boots or a page waits.
// The unit stage took 8 min 12 s one file at a time and 3 min 18 s two at a time.
/** API files whose claim only PostgreSQL can prove; the `api-postgres` project runs them. */
const POSTGRES_ONLY = 'apps/server/src/**/*.postgres.api.test.ts';
/** API files that replace a module of the app (vi.mock): only a module graph of their own sees it. */
const ISOLATED = 'apps/server/src/**/*.isolated.api.test.ts';
/** Once per API project and run: one migrated database, which every test app copies, and the fonts. */
const API_SET_UP = [
  './apps/server/src/test/database-templates.ts',
  './apps/server/src/test/bundled-fonts-setup.ts',
];
/** The web app's libraries that import React (or react-hook-form), which the build hands Preact instead. */
const REACT_LIBRARIES = [
  '@testing-library/react',
  '@tanstack/react-query',
  'react-router',
  'react-hook-form',
  '@hookform/resolvers',
  'zustand',
];
/** The web test that draws the first screens on a Vite server of its own. */
const WEB_OWN_VITE = 'src/app/first-screens/render-first-screens.test.tsx';
const workers = Number(process.env.TEST_WORKERS ?? 2);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
          // Pure rules with no module state: one module graph per worker serves every file.
          isolate: false,
          ...propertyTests,
          ...unitTimeouts,
          maxWorkers: workers,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [WEB_OWN_VITE],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
          // Vite's aliases reach only the modules it transforms: every library that imports
          // React goes through it, so that it gets the build's Preact, not React.
          server: { deps: { inline: REACT_LIBRARIES } },
          // Each file gets a fresh VM context in a worker that stays, rather than a new process
          // that loads jsdom again: the project took 4 min 16 s in processes, 1 min 19 s so.
          pool: 'vmThreads',
          ...unitTimeouts,
          maxWorkers: workers,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          // Vite's native resolver refuses the values a VM context makes (another realm's
          // RegExp), so a file that starts a Vite server of its own runs in a process.
          name: 'web-own-vite',
          root: './apps/web',
          include: [WEB_OWN_VITE],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
          server: { deps: { inline: REACT_LIBRARIES } },
          ...unitTimeouts,
          maxWorkers: workers,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          // Their claim needs a second connection (races, LISTEN/NOTIFY, pg-boss, two processes),
          // which the embedded PGlite, one query at a time in one process, cannot give.
          exclude: [POSTGRES_ONLY, ISOLATED],
          environment: 'node',
          // Every file builds its own app on its own database and the app keeps no state in its
          // modules, so a worker imports the app once for all its files: the stage took 8 min 36 s
          // importing it afresh per file, 4 min 12 s sharing it.
          isolate: false,
          globalSetup: API_SET_UP,
          maxWorkers: workers,
          ...propertyTests,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-isolated',
          include: [ISOLATED],
          environment: 'node',
          globalSetup: API_SET_UP,
          maxWorkers: workers,
          ...propertyTests,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                // What PostgreSQL proves and PGlite cannot, and the SQL scorer held to the
                // spec's scoring on both engines.
                include: [POSTGRES_ONLY, 'apps/server/src/modules/scoring/scoring.api.test.ts'],
                environment: 'node',
                isolate: false,
                globalSetup: API_SET_UP,
                maxWorkers: workers,
                testTimeout: 30_000,
                hookTimeout: 60_000,
                ...propertyTests,
                env: { ...propertyTests.env, TEST_DB_DRIVER: 'postgres' },
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['./e2e/support/database-template.ts', './e2e/support/simulated-native-build.ts'],
          testTimeout: 300_000,
          hookTimeout: 180_000,
          // A journey polls for what a person would wait for; Vitest's 1 s default fails it
          // whenever the other journey file's server and browser hold both cores for a moment.
          expect: { poll: { timeout: 10_000 } },
          maxWorkers: workers,
        },
      },
    ],
  },
});
