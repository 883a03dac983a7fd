import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { JobContext, QueuedJob, ScheduledJob } from './scheduled-jobs.ts';

/** Where a queued job stands, as pg-boss keeps it. */
export interface QueuedJobState {
  id: string;
  state: 'queued' | 'active' | 'completed' | 'failed';
  data: unknown;
  /** The job's answer once completed, or its error once failed. */
  output: unknown;
}

export interface JobQueue {
  /** Start the queue and catch up with the scheduled jobs (once; later calls wait for the first). */
  start(): Promise<void>;
  /** Queue a run of a scheduled job now; any worker of any server process picks it up. */
  enqueue(name: string): Promise<void>;
  /** Queue a job of a queued type; answers its id. */
  send(name: string, data: object, options?: { singletonKey?: string }): Promise<string>;
  /** A queued job by id, or null when the queue has none such. */
  job(name: string, id: string): Promise<QueuedJobState | null>;
  stop(): Promise<void>;
}

export interface JobQueueDeps {
  database: Database;
  log: FastifyBaseLogger;
  now?: () => number;
  /** Jobs on a cron schedule (none in an app that only runs queued work, as tests build it). */
  scheduled?: readonly ScheduledJob[];
  /** Jobs run when queued, never on a schedule. */
  queued?: readonly QueuedJob[];
}

const STATES: Record<string, QueuedJobState['state']> = {
  created: 'queued',
  retry: 'queued',
  active: 'active',
  completed: 'completed',
  cancelled: 'failed',
  failed: 'failed',
};

/**
 * pg-boss on the app's own database (ARCHITECTURE "Jobs and schedules"): on PGlite through
 * its adapter on the same embedded connection, on PostgreSQL with its own small pool. Cron
 * schedules are stored in the database and fire once per tick across all server processes.
 * Nothing starts until `start` or the first job sent, so an app that queues nothing (most
 * tests) never pays for pg-boss.
 */
export function createJobQueue(deps: JobQueueDeps): JobQueue {
  const { database, log } = deps;
  const now = deps.now ?? Date.now;
  const scheduled = deps.scheduled ?? [];
  const queued = deps.queued ?? [];
  const workers = new Map<string, string>();
  let started: Promise<PgBoss> | null = null;

  async function send(name: string, data: object, options: { singletonKey?: string } = {}): Promise<string> {
    if (!queued.some((job) => job.name === name)) throw new Error(`no queued job "${name}"`);
    const queue = await boss();
    const id = await queue.send(name, data, options);
    if (!id) throw new Error(`job "${name}" was not queued`);
    // This process's worker takes it now rather than at its next poll.
    const worker = workers.get(name);
    if (worker) queue.notifyWorker(worker);
    return id;
  }
  const context: JobContext = { db: database.db, log, now, send };

  async function boot(): Promise<PgBoss> {
    const connection = database.connection;
    const boss =
      connection.driver === 'pglite'
        ? new PgBoss({ db: fromPglite(connection.client), backend: 'pglite' })
        : new PgBoss({ connectionString: connection.url, max: 3 });
    boss.on('error', (err) => log.error({ err }, 'job queue error'));
    await boss.start();
    for (const job of scheduled) {
      await boss.createQueue(job.name, { retryLimit: 3, retryDelay: 10 });
      await boss.schedule(job.name, job.cron);
      await boss.work(job.name, async () => job.run(context));
    }
    for (const job of queued) {
      await boss.createQueue(job.name, job.queue);
      const worker = await boss.work<object>(job.name, { pollingIntervalSeconds: 0.5 }, async ([item]) =>
        item ? job.run(context, item.data) : undefined,
      );
      workers.set(job.name, worker);
    }
    // Catch up at once with anything that fell due while no server was running.
    for (const job of scheduled) await job.run(context);
    for (const job of queued) {
      for (const item of (await job.catchUp?.(context)) ?? [])
        await boss.send(job.name, item.data, item.options);
    }
    log.info({ jobs: [...scheduled, ...queued].map((j) => j.name) }, 'job queue started');
    return boss;
  }

  const boss = (): Promise<PgBoss> => {
    started ??= boot();
    return started;
  };

  return {
    async start() {
      await boss();
    },
    async enqueue(name) {
      if (!scheduled.some((job) => job.name === name)) throw new Error(`no scheduled job "${name}"`);
      await (await boss()).send(name);
    },
    send,
    async job(name, id) {
      const found = await (await boss()).getJobById(name, id).catch(() => null);
      if (!found) return null;
      return { id: found.id, state: STATES[found.state] ?? 'queued', data: found.data, output: found.output };
    },
    async stop() {
      if (started) await (await started).stop({ graceful: true, timeout: 5_000 });
    },
  };
}
