import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { type Figure, round } from './figures.ts';
import { load } from './load.ts';
import { ROOT, removeDir, startServer } from './server-process.ts';

const DEMO = { email: 'demo@shredleague.app', password: 'shredleague' };
const server = [process.execPath, path.join(ROOT, 'apps/server/src/main.ts')];
const env = { DEMO_DATA: '1', RATE_LIMIT_AUTH_PER_MINUTE: '100000000' };

async function measure(label: string, extraEnv: Record<string, string>): Promise<Figure[]> {
  const s = await startServer(server, { ...env, ...extraEnv });
  try {
    const login = await fetch(`${s.url}/api/users/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    const { access } = (await login.json()) as { access: string };
    const token = await load({
      url: `${s.url}/api/users/token/`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
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

async function withScratchPostgres<T>(fn: (url: string) => Promise<T>): Promise<T | null> {
  const serverUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const name = `shred_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch {
    console.warn(`PostgreSQL not reachable at ${serverUrl}: skipping the PostgreSQL figures`);
    return null;
  }
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
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
  ];
  const postgres = await withScratchPostgres((url) => measure('postgres', { DATABASE_URL: url }));
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
