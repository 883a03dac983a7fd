import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  type EventStreamClient,
  openEventStream,
} from '../apps/server/src/modules/live/event-stream-client.ts';
import { LIVE_RESULTS_CHANNEL } from '../apps/server/src/modules/live/live-channel.ts';
import { type Figure, round } from './figures.ts';
import {
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

/** Open streams in the measured run, spread over the two server processes. */
const CONNECTIONS = Number(process.env.BENCH_LIVE_CONNECTIONS ?? 1_000);
/** Results imports per run: each one changes a score, so each rescoring pass sends one event. */
const IMPORTS = Number(process.env.BENCH_LIVE_IMPORTS ?? 5);
const TEAMS = 1_000;

/** Imports made so far: their results alternate, so that each one changes a score. */
let importCount = 0;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

interface Round {
  /** From the import's answer (its commit) to each client's event, in ms. */
  fromImport: number[];
  /** From the scoring pass's commit (its NOTIFY heard here) to each client's event, in ms. */
  fromCommit: number[];
}

/**
 * `connections` streams (alternately on each server), then IMPORTS imports through the first
 * server, each waiting until every stream has its event. The pass's commit is timed by a
 * LISTEN of this process on the same channel: it hears the NOTIFY when the servers do.
 */
async function measure(
  servers: BenchServerProcess[],
  databaseUrl: string,
  token: string,
  game: BenchGame,
  connections: number,
  imports: number,
): Promise<Round> {
  const clients: EventStreamClient[] = [];
  for (let i = 0; i < connections; i++) {
    const server = servers[i % servers.length] as BenchServerProcess;
    const client = await openEventStream(`${server.url}/api/live/`);
    if (client.status !== 200) throw new Error(`stream ${i}: ${client.status}`);
    clients.push(client);
  }
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  let committedAt = 0;
  listener.on('notification', () => {
    committedAt = performance.now();
  });
  await listener.query(`LISTEN "${LIVE_RESULTS_CHANNEL}"`);
  const round: Round = { fromImport: [], fromCommit: [] };
  try {
    for (let i = 0; i < imports; i++) {
      committedAt = 0;
      const isOurs = (event: { event: string; data: string }) =>
        event.event === 'result' && JSON.parse(event.data).game_id === game.gameId;
      const waiting = clients.map((client) => client.next(isOurs, 30_000));
      const res = await fetch(`${servers[0]?.url}/api/admin/events/${game.eventSlug}/results/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        // Each import undoes the last one's change: every import changes a score.
        body: JSON.stringify({ results: benchResults(game, ++importCount % 2 === 0 ? 'none' : 'one') }),
      });
      const answeredAt = performance.now();
      if (!res.ok) throw new Error(`import failed: ${res.status} ${await res.text()}`);
      const events = await Promise.all(waiting);
      // This process hears the NOTIFY on a connection of its own, at times after a server did.
      for (let wait = 0; committedAt === 0 && wait < 100; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (committedAt === 0) throw new Error('the scoring pass was not heard committing');
      for (const event of events) {
        round.fromImport.push(event.receivedAt - answeredAt);
        round.fromCommit.push(event.receivedAt - committedAt);
      }
      // Past the hub's coalescing window: the next import's event is not held back.
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  } finally {
    await listener.end();
    await Promise.all(clients.map((client) => client.close()));
  }
  return round;
}

function figuresOf(label: string, measured: Round): Figure[] {
  const commit = [...measured.fromCommit].sort((a, b) => a - b);
  const imported = [...measured.fromImport].sort((a, b) => a - b);
  return [
    { name: `live-${label}-commit-to-event-p50`, value: round(percentile(commit, 0.5)), unit: 'ms' },
    { name: `live-${label}-commit-to-event-p95`, value: round(percentile(commit, 0.95)), unit: 'ms' },
    { name: `live-${label}-commit-to-event-p99`, value: round(percentile(commit, 0.99)), unit: 'ms' },
    { name: `live-${label}-commit-to-event-max`, value: round(commit.at(-1) ?? 0), unit: 'ms' },
    {
      name: `live-${label}-import-to-event-p50`,
      value: round(percentile(imported, 0.5)),
      unit: 'ms',
      goal: 'a page updates within 2 s',
    },
    { name: `live-${label}-import-to-event-max`, value: round(imported.at(-1) ?? 0), unit: 'ms' },
  ];
}

/**
 * Time from a results import to the `result` event on every open stream: CONNECTIONS streams
 * over two server processes on one PostgreSQL (the event crosses processes by LISTEN/NOTIFY),
 * against one stream in the same run as the baseline.
 */
export async function run(): Promise<Figure[]> {
  const dataDirs = [
    await mkdtemp(path.join(tmpdir(), 'shred-bench-live-')),
    await mkdtemp(path.join(tmpdir(), 'shred-bench-live-')),
  ];
  try {
    const figures = await withScratchPostgres(async (databaseUrl) => {
      const database = await openDatabase({ url: databaseUrl, dataDir: null });
      await database.migrate();
      const game = await generateBenchGame(database.db, TEAMS);
      await database.close();
      const servers: BenchServerProcess[] = [];
      try {
        // One after the other: the second finds the schema migrated.
        for (const dir of dataDirs) {
          servers.push(
            await startBenchServer({
              DATABASE_URL: databaseUrl,
              DATA_DIR: dir,
              DEMO_DATA: '0',
              // Every stream of the bench comes from this one address: far past a venue's share.
              LIVE_MAX_STREAMS_PER_ADDRESS: String(CONNECTIONS),
            }),
          );
        }
        const token = await login(servers[0]?.url ?? '', BENCH_ADMIN);
        // The first rescoring pass writes the board: later passes are what the bench times.
        await measure(servers, databaseUrl, token, game, 1, 1);
        const single = await measure(servers, databaseUrl, token, game, 1, IMPORTS);
        const many = await measure(servers, databaseUrl, token, game, CONNECTIONS, IMPORTS);
        const p99 = (measured: Round) =>
          percentile(
            [...measured.fromCommit].sort((a, b) => a - b),
            0.99,
          );
        return [
          ...figuresOf('1', single),
          ...figuresOf(String(CONNECTIONS), many),
          {
            name: `live-${CONNECTIONS}-vs-1-commit-to-event-p99-ratio`,
            value: round(p99(many) / Math.max(p99(single), 0.1), 2),
            unit: 'x',
          },
        ];
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
    });
    return figures ?? [];
  } finally {
    await Promise.all(dataDirs.map(removeDir));
  }
}
