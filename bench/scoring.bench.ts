import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { type Figure, round } from './figures.ts';
import {
  awaitScoringJobs,
  BENCH_ADMIN,
  type BenchGame,
  type BenchServerProcess,
  benchResults,
  generateBenchGame,
  login,
  startBenchServer,
  withScratchPostgres,
} from './scoring-setup.bench.ts';
import { removeDir } from './server-process.ts';

const PG_TEAMS = Number(process.env.BENCH_PG_TEAMS ?? 1_000_000);
const PGLITE_TEAMS = Number(process.env.BENCH_PGLITE_TEAMS ?? 100_000);

async function rankedCount(server: BenchServerProcess, game: BenchGame): Promise<number> {
  const res = await fetch(`${server.url}/api/games/${game.gameId}/leaderboard/?page_size=1`);
  return ((await res.json()) as { count: number }).count;
}

/**
 * Seconds from posting a results import until its scoring jobs say completed and the
 * leaderboard counts every team: validation, upsert, athlete points, the queued pass and the
 * board swap. An import that changes no score queues nothing and is done when it answers.
 */
async function timedImport(
  server: BenchServerProcess,
  token: string,
  game: BenchGame,
  rows: object[],
  teams: number,
) {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/admin/events/${game.eventSlug}/results/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ results: rows }),
  });
  if (!res.ok) throw new Error(`import failed: ${res.status} ${await res.text()}`);
  const answered = (performance.now() - started) / 1000;
  await awaitScoringJobs(server.url, token, await res.json());
  const ranked = await rankedCount(server, game);
  if (ranked !== teams) throw new Error(`${ranked} of ${teams} teams ranked`);
  return { answered, done: (performance.now() - started) / 1000 };
}

/**
 * Results in → leaderboard ready for a game of `teams` teams: the first import (every team
 * scored and ranked), one changed result (a bonus for one athlete: every rank can move), and
 * the same import again (nothing changes, nothing is written).
 */
async function measureScoring(
  label: string,
  teams: number,
  prepare: () => Promise<{ game: BenchGame; env: Record<string, string>; cleanup: () => Promise<void> }>,
): Promise<Figure[]> {
  const generateStarted = performance.now();
  const { game, env, cleanup } = await prepare();
  const generated = (performance.now() - generateStarted) / 1000;
  const server = await startBenchServer({ DEMO_DATA: '0', ...env });
  try {
    const token = await login(server.url, BENCH_ADMIN);
    const idleMb = await server.rssMb();
    const { result, maxMb } = await server.watchRss(async () => {
      const first = await timedImport(server, token, game, benchResults(game), teams);
      const changed = await timedImport(server, token, game, benchResults(game, 'one'), teams);
      const again = await timedImport(server, token, game, benchResults(game, 'one'), teams);
      return { first, changed, again };
    });
    const { first, changed, again } = result;
    const size = teams >= 1_000_000 ? `${teams / 1_000_000}m` : `${teams / 1000}k`;
    return [
      {
        name: `scoring_${label}_${size}_generate`,
        value: round(generated),
        unit: 's',
        goal: 'set-based SQL',
      },
      {
        name: `scoring_${label}_${size}_import_answered`,
        value: round(first.answered, 2),
        unit: 's',
        goal: 'the pass runs as a job',
      },
      {
        name: `scoring_${label}_${size}_results_to_leaderboard`,
        value: round(first.done, 2),
        unit: 's',
        goal: label === 'pg' ? '≤ 3 s (1M)' : '≤ 2 s (PGlite 100k)',
      },
      {
        name: `scoring_${label}_${size}_one_change_rerank`,
        value: round(changed.done, 2),
        unit: 's',
        goal: label === 'pg' ? '≤ 1 s' : 'every rank right',
      },
      { name: `scoring_${label}_${size}_unchanged_rescore`, value: round(again.done, 2), unit: 's' },
      { name: `scoring_${label}_${size}_server_rss_before`, value: idleMb, unit: 'MB' },
      {
        name: `scoring_${label}_${size}_server_rss_max_scoring`,
        value: maxMb,
        unit: 'MB',
        goal: '≤ 1 GB (PGlite)',
      },
      {
        name: `scoring_${label}_${size}_server_peak_rss`,
        value: await server.peakMb(),
        unit: 'MB',
        goal: 'since start',
      },
    ];
  } finally {
    await server.stop();
    await cleanup();
  }
}

export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const pgDir = await mkdtemp(path.join(tmpdir(), 'shred-bench-scoring-'));
  const postgres = await withScratchPostgres(async (url) =>
    measureScoring('pg', PG_TEAMS, async () => {
      const database = await openDatabase({ url, dataDir: null });
      await database.migrate();
      const game = await generateBenchGame(database.db, PG_TEAMS);
      await database.close();
      return { game, env: { DATABASE_URL: url, DATA_DIR: pgDir }, cleanup: () => removeDir(pgDir) };
    }),
  );
  if (postgres) figures.push(...postgres);
  figures.push(
    ...(await measureScoring('pglite', PGLITE_TEAMS, async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'shred-bench-scoring-'));
      const database = await openDatabase({ dataDir: dir });
      await database.migrate();
      const game = await generateBenchGame(database.db, PGLITE_TEAMS);
      await database.close();
      return { game, env: { DATA_DIR: dir }, cleanup: () => removeDir(dir) };
    })),
  );
  return figures;
}
