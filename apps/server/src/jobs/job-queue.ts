import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { type ScheduledJob, scheduledJobs } from './scheduled-jobs.ts';

export interface JobQueue {
  /** Queue a run of a scheduled job now; any worker of any server process picks it up. */
  enqueue(name: string): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueDeps {
  database: Database;
  log: FastifyBaseLogger;
  now?: () => number;
  /** The jobs to schedule; the game's scheduled jobs unless a test passes its own. */
  jobs?: readonly ScheduledJob[];
}

/**
 * pg-boss on the app's own database (ARCHITECTURE "Jobs and schedules"): on PGlite through
 * its adapter on the same embedded connection, on PostgreSQL with its own small pool. Cron
 * schedules are stored in the database and fire once per tick across all server processes.
 */
export async function startJobQueue(deps: JobQueueDeps): Promise<JobQueue> {
  const { database, log } = deps;
  const now = deps.now ?? Date.now;
  const jobs = deps.jobs ?? scheduledJobs;
  const connection = database.connection;
  const boss =
    connection.driver === 'pglite'
      ? new PgBoss({ db: fromPglite(connection.client), backend: 'pglite' })
      : new PgBoss({ connectionString: connection.url, max: 3 });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();

  const context = { db: database.db, log, now };
  for (const job of jobs) {
    await boss.createQueue(job.name, { retryLimit: 3, retryDelay: 10 });
    await boss.schedule(job.name, job.cron);
    await boss.work(job.name, async () => job.run(context));
  }
  // Catch up at once with anything that fell due while no server was running.
  for (const job of jobs) await job.run(context);
  log.info({ jobs: jobs.map((j) => j.name) }, 'job queue started');

  return {
    async enqueue(name) {
      if (!jobs.some((job) => job.name === name)) throw new Error(`no scheduled job "${name}"`);
      await boss.send(name);
    },
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}
