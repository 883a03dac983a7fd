import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import { listen } from '../../db/notifications.ts';
import { queryRows } from '../../modules/scoring/sql-rows.ts';
import type { DomainEvent, DomainEventType } from './domain-event-types.ts';
import { DOMAIN_EVENTS_CHANNEL } from './publish.ts';

/** A module's reaction to some kinds of event. */
export interface DomainEventHandler {
  /** Unique and stable: it keys which events this handler has handled. */
  name: string;
  types: readonly DomainEventType[];
  /**
   * Runs in a transaction of its own, which also records the handling: a throw rolls both back
   * and the event is tried again later, so a handler never half-acts and never acts twice.
   */
  handle(tx: Db, event: DomainEvent, context: HandlerContext): Promise<void>;
}

export interface HandlerContext {
  now: () => number;
  log: FastifyBaseLogger;
}

export interface DomainEventDispatcher {
  /** Listen for published events (every process hears every publication). */
  start(): Promise<void>;
  /** Dispatch what is pending now, in this process; calls while one runs make one more pass. */
  kick(): void;
  /** Make a pass now and resolve once no pass runs or is asked for: tests await it after a request. */
  drain(): Promise<void>;
  /** One pass over pending events and due retries; answers how many handlings were made. */
  dispatchOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** Events older than this are not looked at again: the window bounds every pass's scan. */
const HORIZON = '3 days';
const BATCH = 200;
const MAX_ATTEMPTS = 5;
const RETRY_BASE_SECONDS = 5;

interface PendingRow {
  id: number;
  type: DomainEventType;
  payload: unknown;
  created_at: Date | string;
}

/** One pass over pending events and due retries for every handler; answers the handlings made. */
export async function dispatchPending(
  db: Db,
  handlers: readonly DomainEventHandler[],
  context: HandlerContext,
): Promise<number> {
  let handled = 0;
  for (const handler of handlers) {
    for (;;) {
      const rows = await pendingFor(db, handler);
      let progressed = 0;
      for (const row of rows) if (await handleOne(db, handler, row, context)) progressed++;
      handled += progressed;
      if (rows.length < BATCH || progressed === 0) break;
    }
  }
  return handled;
}

async function pendingFor(db: Db, handler: DomainEventHandler): Promise<PendingRow[]> {
  const types = sql.join(
    handler.types.map((t) => sql`${t}`),
    sql`, `,
  );
  return queryRows<PendingRow>(
    db,
    sql`
    select e.id, e.type, e.payload, e.created_at
    from domain_events e
    left join domain_event_failures f on f.event_id = e.id and f.handler = ${handler.name}
    where e.type in (${types})
      and e.created_at > now() - ${HORIZON}::interval
      and not exists (
        select 1 from domain_event_handlings h where h.event_id = e.id and h.handler = ${handler.name}
      )
      and (f.event_id is null or (f.attempts < ${MAX_ATTEMPTS} and f.retry_at <= now()))
    order by e.id
    limit ${BATCH}`,
  );
}

async function handleOne(
  db: Db,
  handler: DomainEventHandler,
  row: PendingRow,
  context: HandlerContext,
): Promise<boolean> {
  const event = {
    id: Number(row.id),
    type: row.type,
    payload: row.payload,
    createdAt: new Date(row.created_at),
  } as DomainEvent;
  try {
    return await db.transaction(async (tx) => {
      const claimed = await queryRows(
        tx,
        sql`insert into domain_event_handlings (event_id, handler) values (${event.id}, ${handler.name})
            on conflict do nothing returning event_id`,
      );
      // Another process handled it while this one waited on the key.
      if (claimed.length === 0) return false;
      await handler.handle(tx, event, context);
      await tx.execute(
        sql`delete from domain_event_failures where event_id = ${event.id} and handler = ${handler.name}`,
      );
      return true;
    });
  } catch (err) {
    context.log.error(
      { err, event: event.id, type: event.type, handler: handler.name },
      'domain event handler failed',
    );
    await db
      .execute(sql`
        insert into domain_event_failures (event_id, handler, attempts, retry_at, last_error)
        values (${event.id}, ${handler.name}, 1, now() + ${RETRY_BASE_SECONDS} * interval '1 second', ${String(err)})
        on conflict (event_id, handler) do update set
          attempts = domain_event_failures.attempts + 1,
          retry_at = now() + ${RETRY_BASE_SECONDS} * power(4, domain_event_failures.attempts) * interval '1 second',
          last_error = excluded.last_error`)
      .catch((failure: unknown) => context.log.error({ err: failure }, 'domain event failure not recorded'));
    return false;
  }
}

/**
 * Dispatches in this process whenever any process publishes (ARCHITECTURE "How the remaining
 * domains fit"): every process hears every publication, and the handling's key, inserted first
 * in the handler's transaction, makes a second process wait and then skip. A handler that fails
 * is retried with a growing delay, at most five times, by a later pass; the scheduled catch-up
 * makes one every minute, for retries and for publications heard by no process.
 */
export function createDomainEventDispatcher(deps: {
  database: Database;
  handlers: readonly DomainEventHandler[];
  log: FastifyBaseLogger;
  now?: () => number;
}): DomainEventDispatcher {
  const { database, handlers, log } = deps;
  const context: HandlerContext = { now: deps.now ?? Date.now, log };
  let running: Promise<void> | null = null;
  let again = false;
  let unlisten: (() => Promise<void>) | null = null;

  const dispatchOnce = (): Promise<number> => dispatchPending(database.db, handlers, context);

  async function loop(): Promise<void> {
    do {
      again = false;
      await dispatchOnce().catch((err: unknown) => log.error({ err }, 'domain event dispatch failed'));
    } while (again);
    running = null;
  }

  const kick = (): void => {
    if (handlers.length === 0) return;
    if (running) {
      again = true;
      return;
    }
    running = loop();
  };

  return {
    async start() {
      if (unlisten || handlers.length === 0) return;
      unlisten = await listen(database.connection, DOMAIN_EVENTS_CHANNEL, kick, log, {
        lost() {},
        back: kick,
      });
      kick();
    },
    kick,
    async drain() {
      kick();
      while (running) await running;
    },
    dispatchOnce,
    async stop() {
      await unlisten?.();
      unlisten = null;
      while (running) await running;
    },
  };
}
