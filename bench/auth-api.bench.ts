import path from 'node:path';
import { type Figure, round } from './figures.ts';
import { load } from './load.ts';
import { withScratchPostgres } from './scoring-setup.bench.ts';
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
