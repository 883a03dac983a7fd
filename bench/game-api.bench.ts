import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { type Figure, round } from './figures.ts';
import { load } from './load.ts';
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
import { ROOT, removeDir, startServer } from './server-process.ts';

const PG_TEAMS = Number(process.env.BENCH_LEADERBOARD_TEAMS ?? 1_000_000);
const PGLITE_TEAMS = Number(process.env.BENCH_PGLITE_LEADERBOARD_TEAMS ?? 100_000);
const PAGE_SIZE = 50;
const DEMO = { email: 'demo@shredleague.app', password: 'shredleague' };

/** Any page of the leaderboard, at random, with the caller's own entry: 50 connections. */
async function leaderboardLoad(server: BenchServerProcess, game: BenchGame, token: string, teams: number) {
  const pages = Math.max(1, Math.floor(teams / PAGE_SIZE));
  const result = await autocannon({
    url: server.url,
    connections: 50,
    duration: Number(process.env.BENCH_SECONDS ?? 8),
    headers: { authorization: `Bearer ${token}` },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `/api/games/${game.gameId}/leaderboard/?page_size=${PAGE_SIZE}&page=${1 + Math.floor(Math.random() * pages)}`,
        }),
      },
    ],
  });
  if (result.non2xx) throw new Error(`leaderboard: ${result.non2xx} failed requests`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

/** A live demo game's id, from the calendar. */
async function liveGameId(url: string, token: string): Promise<number> {
  const res = await fetch(`${url}/api/events/?status=live`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const page = (await res.json()) as { results: Array<{ fantasy_games: Array<{ id: number }> }> };
  const id = page.results[0]?.fantasy_games[0]?.id;
  if (!id) throw new Error('no live demo game');
  return id;
}

/** Calendar, game detail and leaderboard pages of one server holding the demo season and a big game. */
async function measureApi(label: string, server: BenchServerProcess, game: BenchGame, teams: number) {
  const staff = await login(server.url, BENCH_ADMIN);
  const imported = await fetch(`${server.url}/api/admin/events/${game.eventSlug}/results/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` },
    body: JSON.stringify({ results: benchResults(game) }),
  });
  if (!imported.ok) throw new Error(`import failed: ${imported.status}`);
  // The board is written by the queued pass: load the leaderboard once it is whole.
  await awaitScoringJobs(server.url, staff, await imported.json());
  const demo = await login(server.url, DEMO);
  const auth = { authorization: `Bearer ${demo}` };
  const calendar = await load({ url: `${server.url}/api/events/`, headers: auth });
  const detail = await load({
    url: `${server.url}/api/games/${await liveGameId(server.url, demo)}/`,
    headers: auth,
  });
  if (calendar.non2xx || detail.non2xx) throw new Error(`${label}: failed calendar or game detail requests`);
  const board = await leaderboardLoad(server, game, staff, teams);
  const size = teams >= 1_000_000 ? `${teams / 1_000_000}m` : `${teams / 1000}k`;
  return [
    { name: `${label}_event_calendar_rps`, value: calendar.requestsPerSecond, unit: 'req/s' },
    { name: `${label}_event_calendar_p99`, value: round(calendar.p99Ms), unit: 'ms' },
    { name: `${label}_game_detail_rps`, value: detail.requestsPerSecond, unit: 'req/s' },
    { name: `${label}_game_detail_p99`, value: round(detail.p99Ms), unit: 'ms' },
    { name: `${label}_leaderboard_${size}_rps`, value: board.rps, unit: 'req/s' },
    { name: `${label}_leaderboard_${size}_p99`, value: round(board.p99), unit: 'ms', goal: '≤ 15 ms' },
  ];
}

export async function run(): Promise<Figure[]> {
  const hello = await startServer([process.execPath, path.join(ROOT, 'bench/hello-server.ts')], {});
  const bare = await load({ url: `${hello.url}/hello` });
  await hello.stop();
  await removeDir(hello.dataDir);
  const figures: Figure[] = [
    { name: 'bare_fastify_rps', value: bare.requestsPerSecond, unit: 'req/s', goal: 'ceiling' },
    { name: 'bare_fastify_p99', value: round(bare.p99Ms), unit: 'ms' },
  ];

  const pgDir = await mkdtemp(path.join(tmpdir(), 'shred-bench-api-'));
  const postgres = await withScratchPostgres(async (url) => {
    const server = await startBenchServer({ DATABASE_URL: url, DATA_DIR: pgDir, DEMO_DATA: '1' });
    try {
      const database = await openDatabase({ url, dataDir: null });
      const game = await generateBenchGame(database.db, PG_TEAMS);
      await database.close();
      return await measureApi('pg', server, game, PG_TEAMS);
    } finally {
      await server.stop();
    }
  });
  await removeDir(pgDir);
  if (postgres) figures.push(...postgres);

  // PGlite lives inside the server process: seed the demo on a first start, add the big game
  // while the server is down, then measure on a second start.
  const dir = await mkdtemp(path.join(tmpdir(), 'shred-bench-api-'));
  try {
    await (await startBenchServer({ DATA_DIR: dir, DEMO_DATA: '1' })).stop();
    const database = await openDatabase({ dataDir: dir });
    const game = await generateBenchGame(database.db, PGLITE_TEAMS);
    await database.close();
    const server = await startBenchServer({ DATA_DIR: dir });
    try {
      figures.push(...(await measureApi('pglite', server, game, PGLITE_TEAMS)));
    } finally {
      await server.stop();
    }
  } finally {
    await removeDir(dir);
  }

  for (const f of figures.filter((x) => x.name.endsWith('_rps') && !x.name.startsWith('bare'))) {
    figures.push({
      name: f.name.replace('_rps', '_vs_bare'),
      value: round(f.value / bare.requestsPerSecond, 2),
      unit: 'ratio',
    });
  }
  return figures;
}
