import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Figure, round } from './figures.ts';
import { withScratchPostgres } from './scoring-setup.bench.ts';
import { removeDir, startServer } from './server-process.ts';

const BATCH = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** Requests in flight at once, as many pages flushing together. */
const CONCURRENCY = Number(process.env.BENCH_TRACKING_CONCURRENCY ?? 16);
const NAMES = ['page_view', 'tap', 'team_saved', 'market_search', 'draft_opened', 'share'];

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * Each request comes from a visitor of its own (X-Forwarded-For through a trusted proxy), so
 * the per-address quota of 600 events a minute counts as it would in the field and the bench
 * measures storing, not refusing; refusals are counted and reported.
 */
async function ingest(url: string, perRequest: number) {
  let visitor = 0;
  let events = 0;
  let refused = 0;
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      visitor += 1;
      const at = new Date().toISOString();
      const anonymousId = `bench-${visitor % 5000}`;
      const make = (i: number) => ({
        event: NAMES[(visitor + i) % NAMES.length],
        properties: { path: '/manager/events', index: i },
        sessionId: `s-${visitor % 5000}`,
        anonymousId,
        timestamp: at,
      });
      const body =
        perRequest === 1 ? make(0) : { batch: Array.from({ length: perRequest }, (_, i) => make(i)) };
      const started = performance.now();
      const res = await fetch(`${url}/api/tracking/track/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
        },
        body: JSON.stringify(body),
      });
      latencies.push(performance.now() - started);
      await res.arrayBuffer();
      if (res.status === 204) events += perRequest;
      else if (res.status === 429) refused += 1;
      else throw new Error(`tracking answered ${res.status}: ${await res.text()}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: events / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    refused,
  };
}

async function measure(label: string, env: Record<string, string>): Promise<Figure[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shred-bench-tracking-'));
  const server = await startServer(
    [process.execPath, 'apps/server/src/main.ts'],
    { DEMO_DATA: '0', TRUST_PROXY: 'loopback', ...env },
    dir,
  );
  try {
    // Warm the route and the connection pool before either figure is taken.
    await ingest(server.url, BATCH).catch(() => undefined);
    const single = await ingest(server.url, 1);
    const batched = await ingest(server.url, BATCH);
    return [
      {
        name: `tracking ingest ${label} batches of ${BATCH}`,
        value: round(batched.perSecond, 0),
        unit: 'ev/s',
      },
      {
        name: `tracking ingest ${label} single events`,
        value: round(single.perSecond, 0),
        unit: 'ev/s',
        goal: 'baseline',
      },
      {
        name: `tracking ingest ${label} batch/single`,
        value: round(batched.perSecond / single.perSecond, 1),
        unit: 'x',
      },
      {
        name: `tracking ${label} batch p50`,
        value: round(batched.p50, 1),
        unit: 'ms',
        goal: `${CONCURRENCY} in flight`,
      },
      { name: `tracking ${label} batch p95`, value: round(batched.p95, 1), unit: 'ms' },
      { name: `tracking ${label} single p95`, value: round(single.p95, 1), unit: 'ms' },
      {
        name: `tracking ${label} refused (429)`,
        value: batched.refused + single.refused,
        unit: 'req',
        goal: '0',
      },
    ];
  } finally {
    await server.stop();
    await removeDir(dir);
  }
}

/** Events per second stored over HTTP in batches of 50, against single-event requests in the same run. */
export async function run(): Promise<Figure[]> {
  const figures = await measure('PGlite', {});
  const postgres = await withScratchPostgres((url) => measure('PostgreSQL', { DATABASE_URL: url }));
  return [...figures, ...(postgres ?? [])];
}
