import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { openDueGames } from '../modules/events/game-schedule.ts';
import { expireListings } from '../modules/market/listing-expiry.ts';
import { runMarketBot } from '../modules/market-bot/market-bot.ts';
import { deliverNotificationsJob } from '../modules/notifications/delivery/delivery-jobs.ts';
import { runSubscriptionLifecycle } from '../modules/subscriptions/subscription-lifecycle.ts';
import { THROTTLE_AGES } from '../modules/users/login-throttle.ts';
import { dispatchPending } from '../platform/domain-events/dispatcher.ts';
import { createThrottle } from '../platform/throttle.ts';
import { domainEventHandlers } from './domain-event-handlers.ts';

export interface JobContext {
  db: Db;
  log: FastifyBaseLogger;
  now: () => number;
  /** Queue a follow-up job (of a queued type) for any worker. */
  send(name: string, data: object, options?: { singletonKey?: string }): Promise<string>;
}

/** A job pg-boss runs on a cron schedule; `run` must be idempotent (it may run twice). */
export interface ScheduledJob {
  name: string;
  cron: string;
  run(context: JobContext): Promise<void>;
}

/**
 * A job pg-boss runs when one is queued (with data), on any server process; `run` must be
 * idempotent too, and its answer is kept as the job's output. `catchUp` names the jobs due
 * when the queue starts (work left over by a process that stopped, or by a migration).
 */
export interface QueuedJob {
  name: string;
  queue: { policy: 'standard' | 'singleton'; retryLimit: number; retryDelay: number };
  run(context: JobContext, data: unknown): Promise<unknown>;
  catchUp?(context: JobContext): Promise<Array<{ data: object; options: { singletonKey?: string } }>>;
}

export const OPEN_DUE_GAMES = 'open-due-games';
export const PRUNE_THROTTLE = 'prune-throttle';
export const EXPIRE_LISTINGS = 'expire-listings';
export const MARKET_BOT = 'market-bot';
export const DISPATCH_DOMAIN_EVENTS = 'dispatch-domain-events';
export const SUBSCRIPTION_LIFECYCLE = 'subscription-lifecycle';

/** Every scheduled job of the game. */
export const scheduledJobs: readonly ScheduledJob[] = [
  deliverNotificationsJob,
  {
    name: OPEN_DUE_GAMES,
    // Every minute: a game opens within a minute of its opens_at.
    cron: '* * * * *',
    async run({ db, log, now }) {
      const opened = await openDueGames(db, new Date(now()));
      if (opened.length) log.info({ games: opened }, 'entry windows opened');
    },
  },
  {
    name: PRUNE_THROTTLE,
    // Hourly: a guesser rotating addresses leaves a row per address behind.
    cron: '17 * * * *',
    async run({ db, log, now }) {
      const pruned = await createThrottle(db, now).prune(THROTTLE_AGES);
      if (pruned) log.info({ pruned }, 'stale throttle counters deleted');
    },
  },
  {
    name: EXPIRE_LISTINGS,
    // Every minute: a listing leaves My Listings' active tab within a minute of its expiry.
    cron: '* * * * *',
    async run({ db, log, now }) {
      const { expired } = await expireListings(db, new Date(now()));
      if (expired) log.info({ expired }, 'market listings expired');
    },
  },
  {
    name: DISPATCH_DOMAIN_EVENTS,
    // Every minute: retries of failed handlings, and events no listening process heard.
    cron: '* * * * *',
    async run({ db, log, now }) {
      const handled = await dispatchPending(db, domainEventHandlers, { log, now });
      if (handled) log.info({ handled }, 'domain events caught up');
    },
  },
  {
    name: SUBSCRIPTION_LIFECYCLE,
    // Every 5 minutes: trial notices, ends and renewals within minutes, monthly credits.
    cron: '*/5 * * * *',
    async run({ db, log, now }) {
      const outcome = await runSubscriptionLifecycle(db, new Date(now()));
      if (Object.values(outcome).some((n) => n > 0)) log.info(outcome, 'premium subscriptions moved on');
    },
  },
  {
    name: MARKET_BOT,
    // Every 15 minutes: the house tops its listings up to its budget as buyers take them.
    cron: '*/15 * * * *',
    async run({ db, log, now }) {
      const ran = await db.transaction((tx) => runMarketBot(tx, { at: new Date(now()) }));
      if (ran?.listed) log.info(ran, 'market bot listed cards');
    },
  },
];
