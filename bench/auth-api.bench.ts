import path from 'node:path';
import { type Figure, round } from './figures.ts';
import { load } from './load.ts';
import { withScratchPostgres } from './scoring-setup.bench.ts';
import { type BenchServer, ROOT, removeDir, startServer } from './server-process.ts';

const DEMO = { email: 'demo@shredleague.app', password: 'shredleague' };
const server = [process.execPath, path.join(ROOT, 'apps/server/src/main.ts')];
/**
 * Login throttling (issue 11.3) rightly refuses one client that fires many logins at one account
 * at once, so the login load comes from many clients through the bench as a trusted proxy, each
 * of which has logged in before (the account's ceiling spares known clients; fewer than its 50
 * unknown tries an hour, so the warm-up itself passes).
 */
const CLIENTS = Array.from({ length: 40 }, (_, i) => `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`);
const env = { DEMO_DATA: '1', RATE_LIMIT_AUTH_PER_MINUTE: '100000000', TRUST_PROXY: '127.0.0.1' };

async function logInFrom(url: string, client: string): Promise<string> {
  const answer = await fetch(`${url}/api/users/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(DEMO),
  });
  if (!answer.ok) throw new Error(`login from ${client}: ${answer.status}`);
  return ((await answer.json()) as { access: string }).access;
}

async function measure(label: string, extraEnv: Record<string, string>): Promise<Figure[]> {
  const s = await startServer(server, { ...env, ...extraEnv });
  try {
    const [access] = await Promise.all(CLIENTS.map((client) => logInFrom(s.url, client)));
    const token = await load({
      url: `${s.url}/api/users/token/`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
      forwardedFor: CLIENTS,
    });
    const me = await load({ url: `${s.url}/api/users/me/`, headers: { authorization: `Bearer ${access}` } });
    if (token.non2xx || me.non2xx) throw new Error(`${label}: ${token.non2xx + me.non2xx} failed requests`);
    return [
      { name: `${label}_token_rps`, value: token.requestsPerSecond, unit: 'req/s', goal: 'argon2id-bound' },
      { name: `${label}_token_p99`, value: round(token.p99Ms), unit: 'ms' },
      { name: `${label}_me_rps`, value: me.requestsPerSecond, unit: 'req/s' },
      { name: `${label}_me_p99`, value: round(me.p99Ms), unit: 'ms' },
    ];
  } finally {
    await s.stop();
    await removeDir(s.dataDir);
  }
}

/**
 * What checking the session on every call costs (issue 11.5): the same authenticated GET with
 * no check, with the app's cached check, and with a database lookup per call. The three
 * servers take turns, three rounds each, and the best round counts: on a shared machine the
 * others' load only ever lowers a figure.
 */
async function measureSessionCheck(label: string, extraEnv: Record<string, string>): Promise<Figure[]> {
  const modes = ['off', 'cached', 'uncached'] as const;
  const servers: BenchServer[] = [];
  const best = { off: 0, cached: 0, uncached: 0 };
  try {
    // One after another: on PostgreSQL they migrate the same database.
    for (const mode of modes) {
      servers.push(
        await startServer([process.execPath, path.join(ROOT, 'bench/session-check-server.ts')], {
          SESSION_CHECK: mode,
          ...extraEnv,
        }),
      );
    }
    for (let round = 0; round < 3; round += 1) {
      for (const [i, mode] of modes.entries()) {
        const url = servers[i]?.url;
        const { access } = (await (await fetch(`${url}/token`)).json()) as { access: string };
        const me = await load({
          url: `${url}/me`,
          headers: { authorization: `Bearer ${access}` },
          seconds: 4,
        });
        if (me.non2xx) throw new Error(`${label} ${mode}: ${me.non2xx} failed requests`);
        best[mode] = Math.max(best[mode], me.requestsPerSecond);
      }
    }
  } finally {
    for (const s of servers) {
      await s.stop();
      await removeDir(s.dataDir);
    }
  }
  return [
    { name: `${label}_session_check_off_rps`, value: best.off, unit: 'req/s' },
    { name: `${label}_session_check_cached_rps`, value: best.cached, unit: 'req/s' },
    { name: `${label}_session_check_uncached_rps`, value: best.uncached, unit: 'req/s' },
    { name: `${label}_session_check_cached_vs_off`, value: round(best.cached / best.off, 2), unit: 'ratio' },
  ];
}

/** Login and users/me at 50 connections on PGlite and PostgreSQL, against a bare Fastify route. */
export async function run(): Promise<Figure[]> {
  const hello = await startServer([process.execPath, path.join(ROOT, 'bench/hello-server.ts')], {});
  const bare = await load({ url: `${hello.url}/hello` });
  await hello.stop();
  await removeDir(hello.dataDir);
  const figures: Figure[] = [
    { name: 'bare_fastify_rps', value: bare.requestsPerSecond, unit: 'req/s', goal: 'ceiling' },
    { name: 'bare_fastify_p99', value: round(bare.p99Ms), unit: 'ms' },
    ...(await measure('pglite', {})),
    ...(await measureSessionCheck('pglite', {})),
  ];
  const postgres = await withScratchPostgres(async (url) => [
    ...(await measure('postgres', { DATABASE_URL: url })),
    ...(await measureSessionCheck('postgres', { DATABASE_URL: url })),
  ]);
  if (postgres) figures.push(...postgres);
  for (const f of figures.filter((x) => x.name.endsWith('_me_rps'))) {
    figures.push({
      name: f.name.replace('_rps', '_vs_bare'),
      value: round(f.value / bare.requestsPerSecond, 2),
      unit: 'ratio',
    });
  }
  return figures;
}
