import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { hashPassword } from '../apps/server/src/auth/passwords.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { type Figure, round } from './figures.ts';
import { load } from './load.ts';
import {
  type BenchServerProcess,
  login,
  startBenchServer,
  withScratchPostgres,
} from './scoring-setup.bench.ts';
import { ROOT, removeDir, startServer } from './server-process.ts';

const MANAGERS = Number(process.env.BENCH_RUSH_MANAGERS ?? 200);
const SUBMISSIONS_PER_SECOND = Number(process.env.BENCH_RUSH_RATE ?? 200);
/** Each of the five reads at this rate during the rush: 500 reads a second beside the submissions. */
const READS_PER_SECOND = Number(process.env.BENCH_RUSH_READS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PASSWORD = 'bench-rush-password';
const DEMO = { email: 'demo@shredleague.app', password: 'shredleague' };

interface StartlistEntry {
  athlete: { id: number };
  price: number;
  locks_at: string;
  withdrawn: boolean;
}

const emailOf = (i: number) => `rush-${i}@shredleague.test`;

/** Managers straight into the database, all with one password hashed once. */
async function insertManagers(databaseUrl: string | undefined, dataDir: string): Promise<void> {
  const database = await openDatabase(databaseUrl ? { url: databaseUrl, dataDir: null } : { dataDir });
  const passwordHash = await hashPassword(PASSWORD);
  await database.db.insert(users).values(
    Array.from({ length: MANAGERS }, (_, i) => ({
      email: emailOf(i),
      username: `rush${i}`,
      passwordHash,
      completedManagerWelcome: true,
    })),
  );
  await database.close();
}

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** An open demo game and two quickplay teams within budget of athletes whose picks lock later than the bench. */
async function openGame(url: string) {
  const page = await json<{ results: Array<{ fantasy_games: Array<{ id: number; status: string }> }> }>(
    `${url}/api/events/?status=live`,
  );
  const gameId = page.results.flatMap((e) => e.fantasy_games).find((g) => g.status === 'OPN')?.id;
  if (!gameId) throw new Error('no open demo game');
  const game = await json<{ startlist: StartlistEntry[]; team_size: number; quickplay_budget: number }>(
    `${url}/api/games/${gameId}/`,
  );
  const later = Date.now() + 3_600_000;
  const cheapest = game.startlist
    .filter((e) => !e.withdrawn && Date.parse(e.locks_at) > later)
    .sort((a, b) => a.price - b.price);
  const size = game.team_size;
  const first = cheapest.slice(0, size);
  // The second team swaps the last pick for the next cheapest athlete: an edit at the lock.
  const second = [...cheapest.slice(0, size - 1), cheapest[size]];
  if (second.some((e) => !e) || first.length < size) throw new Error('startlist too short for the bench');
  const body = (entries: Array<StartlistEntry | undefined>) =>
    JSON.stringify({
      mode: 'quickplay',
      picks: entries.map((e) => ({ athlete_id: e?.athlete.id })),
      captain_id: entries[0]?.athlete.id,
    });
  return { gameId, bodies: [body(first), body(second)] };
}

/** Sign every manager in, a few at a time (each login checks an argon2 hash). */
async function signIn(url: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < MANAGERS; i += 4) {
    const batch = Array.from({ length: Math.min(4, MANAGERS - i) }, (_, k) =>
      login(url, { email: emailOf(i + k), password: PASSWORD }),
    );
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

/** Reads a fan makes before the lock, each under its own load, while managers edit their teams. */
async function rush(url: string, gameId: number, bodies: string[], tokens: string[], teamIds: number[]) {
  let turn = 0;
  const writes = autocannon({
    url,
    connections: 20,
    overallRate: SUBMISSIONS_PER_SECOND,
    duration: SECONDS,
    requests: [
      {
        method: 'PUT',
        setupRequest: (request) => {
          turn += 1;
          const i = turn % tokens.length;
          return {
            ...request,
            path: `/api/teams/${teamIds[i]}/`,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i]}` },
            body: bodies[Math.floor(turn / tokens.length) % 2],
          };
        },
      },
    ],
  });
  // Reads arrive at a steady rate, as a crowd's do, so their latency is the server's and not a queue's.
  const reader = (path: string, token: string) =>
    autocannon({
      url: `${url}${path}`,
      connections: 10,
      overallRate: READS_PER_SECOND,
      duration: SECONDS,
      headers: { authorization: `Bearer ${token}` },
    });
  const fan = tokens[0] ?? '';
  const [calendar, game, mine, me, board, written] = await Promise.all([
    reader('/api/events/', fan),
    reader(`/api/games/${gameId}/`, fan),
    reader(`/api/games/${gameId}/my-teams/`, fan),
    reader('/api/users/me/', fan),
    reader(`/api/games/${gameId}/leaderboard/?page_size=50`, fan),
    writes,
  ]);
  return { calendar, game, mine, me, board, written };
}

async function measure(label: string, server: BenchServerProcess): Promise<Figure[]> {
  const { url } = server;
  const { gameId, bodies } = await openGame(url);
  const demo = await login(url, DEMO);
  const signedIn = { authorization: `Bearer ${demo}` };
  const rps = async (name: string, path: string, headers: Record<string, string>) => {
    const result = await load({ url: `${url}${path}`, headers });
    if (result.non2xx || result.errors) throw new Error(`${label} ${name}: failed requests`);
    return [
      { name: `${label}_${name}_rps`, value: result.requestsPerSecond, unit: 'req/s' },
      { name: `${label}_${name}_p99`, value: round(result.p99Ms), unit: 'ms' },
    ];
  };
  const figures: Figure[] = [
    ...(await rps('calendar', '/api/events/', signedIn)),
    ...(await rps('calendar_anonymous', '/api/events/', {})),
    ...(await rps('game_detail', `/api/games/${gameId}/`, signedIn)),
    ...(await rps('game_detail_anonymous', `/api/games/${gameId}/`, {})),
    ...(await rps('users_me', '/api/users/me/', signedIn)),
  ];

  const tokens = await signIn(url);
  const teamIds: number[] = [];
  for (const token of tokens) {
    const team = await json<{ id: number }>(`${url}/api/games/${gameId}/teams/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: bodies[0],
    });
    teamIds.push(team.id);
  }
  const during = await rush(url, gameId, bodies, tokens, teamIds);
  const results = [during.calendar, during.game, during.mine, during.me, during.board, during.written];
  if (results.some((r) => r.non2xx + r.errors > 0)) throw new Error(`${label} lock rush: failed requests`);
  const reads = results.slice(0, 5);
  const p99 = (name: string, result: autocannon.Result) => ({
    name: `${label}_rush_${name}_p99`,
    value: round(result.latency.p99),
    unit: 'ms',
  });
  return [
    ...figures,
    {
      name: `${label}_rush_submissions_rps`,
      value: Math.round(during.written.requests.average),
      unit: 'req/s',
      goal: `${SUBMISSIONS_PER_SECOND}`,
    },
    { name: `${label}_rush_submissions_p99`, value: round(during.written.latency.p99), unit: 'ms' },
    p99('calendar', during.calendar),
    p99('game_detail', during.game),
    p99('my_teams', during.mine),
    p99('users_me', during.me),
    p99('leaderboard', during.board),
    {
      name: `${label}_rush_reads_rps`,
      value: Math.round(reads.reduce((sum, r) => sum + r.requests.average, 0)),
      unit: 'req/s',
    },
    {
      name: `${label}_rush_reads_p99`,
      value: round(Math.max(...reads.map((r) => r.latency.p99))),
      unit: 'ms',
      goal: '≤ 50 ms',
    },
  ];
}

export async function run(): Promise<Figure[]> {
  const hello = await startServer([process.execPath, path.join(ROOT, 'bench/hello-server.ts')], {});
  const bare = await load({ url: `${hello.url}/hello` });
  await hello.stop();
  await removeDir(hello.dataDir);
  const figures: Figure[] = [{ name: 'bare_fastify_rps', value: bare.requestsPerSecond, unit: 'req/s' }];

  const pgDir = await mkdtemp(path.join(tmpdir(), 'shred-bench-rush-'));
  const postgres = await withScratchPostgres(async (url) => {
    const server = await startBenchServer({ DATABASE_URL: url, DATA_DIR: pgDir, DEMO_DATA: '1' });
    try {
      await insertManagers(url, pgDir);
      return await measure('pg', server);
    } finally {
      await server.stop();
    }
  });
  await removeDir(pgDir);
  if (postgres) figures.push(...postgres);

  // PGlite lives inside the server process: seed on a first start, add the managers while it
  // is down, then measure on a second start.
  const dir = await mkdtemp(path.join(tmpdir(), 'shred-bench-rush-'));
  try {
    await (await startBenchServer({ DATA_DIR: dir, DEMO_DATA: '1' })).stop();
    await insertManagers(undefined, dir);
    const server = await startBenchServer({ DATA_DIR: dir });
    try {
      figures.push(...(await measure('pglite', server)));
    } finally {
      await server.stop();
    }
  } finally {
    await removeDir(dir);
  }

  for (const f of figures.filter((x) => /_(calendar|game_detail|users_me)(_anonymous)?_rps$/.test(x.name))) {
    figures.push({
      name: f.name.replace(/_rps$/, '_vs_bare'),
      value: round(f.value / bare.requestsPerSecond, 2),
      unit: 'ratio',
      goal: f.name.startsWith('pglite') ? '≥ 0.10' : '≥ 0.30',
    });
  }
  return figures;
}
