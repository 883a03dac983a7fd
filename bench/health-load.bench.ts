import path from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { type Figure, round } from './figures.ts';
import { login, withScratchPostgres } from './scoring-setup.bench.ts';
import { ROOT, removeDir, startServer } from './server-process.ts';

const DEMO = { email: 'demo@shredleague.app', password: 'shredleague' };
const CONNECTIONS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

/**
 * Health calls one after another for `seconds`, timed in a worker thread: its own event loop,
 * so the load generator's work in this thread does not lengthen them.
 */
function probeHealth(url: string, seconds: number): Promise<number[]> {
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    (async () => {
      const times = [];
      const end = performance.now() + workerData.seconds * 1000;
      while (performance.now() < end) {
        const start = performance.now();
        const res = await fetch(workerData.url);
        await res.arrayBuffer();
        if (!res.ok) throw new Error('health answered ' + res.status);
        times.push(performance.now() - start);
        await new Promise((r) => setTimeout(r, 20));
      }
      parentPort.postMessage(times);
    })();
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData: { url: `${url}/api/health/`, seconds } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The event calendar as the demo manager at 100 connections: the user work health must not queue behind. */
function userLoad(url: string, token: string) {
  return autocannon({
    url: `${url}/api/events/`,
    headers: { authorization: `Bearer ${token}` },
    connections: CONNECTIONS,
    duration: SECONDS,
  });
}

async function measure(label: string, env: Record<string, string>): Promise<Figure[]> {
  const server = await startServer([process.execPath, path.join(ROOT, 'apps/server/src/main.ts')], {
    DEMO_DATA: '1',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    ...env,
  });
  try {
    const token = await login(server.url, DEMO);
    const idle = (await probeHealth(server.url, 3)).sort((a, b) => a - b);
    const healthFlood = await autocannon({
      url: `${server.url}/api/health/`,
      connections: CONNECTIONS,
      duration: 3,
    });
    const [load, underLoad] = await Promise.all([
      userLoad(server.url, token),
      probeHealth(server.url, SECONDS - 1),
    ]);
    underLoad.sort((a, b) => a - b);
    if (load.non2xx || healthFlood.non2xx) throw new Error(`${label}: failed requests under load`);
    return [
      { name: `${label}_health_idle_p50`, value: round(percentile(idle, 50), 2), unit: 'ms' },
      { name: `${label}_health_idle_p99`, value: round(percentile(idle, 99), 2), unit: 'ms' },
      { name: `${label}_health_flood_rps`, value: Math.round(healthFlood.requests.average), unit: 'req/s' },
      { name: `${label}_health_flood_p99`, value: round(healthFlood.latency.p99), unit: 'ms' },
      { name: `${label}_health_under_load_p50`, value: round(percentile(underLoad, 50), 2), unit: 'ms' },
      {
        name: `${label}_health_under_load_p99`,
        value: round(percentile(underLoad, 99), 2),
        unit: 'ms',
        goal: 'milliseconds',
      },
      { name: `${label}_load_events_rps`, value: Math.round(load.requests.average), unit: 'req/s' },
      { name: `${label}_load_events_p50`, value: round(load.latency.p50), unit: 'ms' },
      { name: `${label}_load_events_p99`, value: round(load.latency.p99), unit: 'ms' },
    ];
  } finally {
    await server.stop();
    await removeDir(server.dataDir);
  }
}

/**
 * GET /api/health/ timed one call at a time, idle and while 100 connections load the event
 * calendar (issue 11.6), plus a flood of health calls alone at 100 connections.
 */
export async function run(): Promise<Figure[]> {
  const figures = await measure('pglite', {});
  const postgres = await withScratchPostgres((url) => measure('postgres', { DATABASE_URL: url }));
  if (postgres) figures.push(...postgres);
  return figures;
}
