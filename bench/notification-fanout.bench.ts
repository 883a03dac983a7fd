import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { type Db, openDatabase } from '../apps/server/src/db/client.ts';
import { newResultNotification } from '../apps/server/src/modules/notifications/notification-producers.ts';
import { type Figure, round } from './figures.ts';
import { generateBenchGame, withScratchPostgres } from './scoring-setup.bench.ts';

const TEAMS = Number(process.env.BENCH_FANOUT_TEAMS ?? 100_000);
const RUNS = Number(process.env.BENCH_FANOUT_RUNS ?? 3);
/** Shares of the managers with a device subscribed, and with each kind of stored choice. */
const PUSH_EVERY = 5;
const EMAIL_OFF_EVERY = 20;
const IN_APP_OFF_EVERY = 50;

const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const median = (values: number[]): number =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The bench game (TEAMS manager teams) completed with a final board, as a scoring pass leaves
 * it; every manager has an e-mail address, every PUSH_EVERY-th a Web Push subscription, and some
 * switched results off by e-mail or in-app (stored preferences, as the settings call writes them).
 */
async function seed(db: Db): Promise<number> {
  const started = performance.now();
  const game = await generateBenchGame(db, TEAMS);
  await db.execute(sql`update users set email = username || '@bench.test' where email is null`);
  await db.execute(sql`
    insert into push_subscriptions (user_id, kind, platform, endpoint, p256dh, auth)
    select id, 'webpush', 'web', 'https://push.bench.test/' || id, 'key', 'secret'
    from users where id % ${PUSH_EVERY} = 0`);
  await db.execute(sql`
    insert into notification_preferences (user_id, type, channel, enabled)
    select id, 'NEW_RESULT_USER', 'email', false from users where id % ${EMAIL_OFF_EVERY} = 1
    union all
    select id, 'NEW_RESULT_USER', 'in_app', false from users where id % ${IN_APP_OFF_EVERY} = 2`);
  const [next] = await rows<{ generation: number }>(
    db,
    sql`select nextval('standings_generation_seq')::int as generation`,
  );
  const generation = next?.generation ?? 0;
  const table = sql.raw(`standings_p${generation}`);
  await db.execute(
    sql`create table ${table} partition of standings for values in (${sql.raw(String(generation))})`,
  );
  await db.execute(sql`
    insert into ${table} (game_id, generation, mode, position, rank, team_id, user_id, entry_number, hundredths)
    select game_id, ${generation}, 'manager', row_number() over (order by h desc, id), rank() over (order by h desc),
      id, user_id, entry_number, h
    from (select t.*, ((t.id::bigint * 7919) % 40000)::int as h from teams t where t.game_id = ${game.gameId}) scored`);
  await db.execute(sql`
    insert into game_standings (game_id, generation, teams_ranked, stale, line_values, ranked_at)
    select ${game.gameId}, ${generation}, count(*), false, '{}', now() from ${table}`);
  await db.execute(sql`update fantasy_games set status = 'CPL' where id = ${game.gameId}`);
  await db.execute(sql`vacuum analyze`);
  console.error(`notification-fanout: seeded in ${Math.round((performance.now() - started) / 1000)} s`);
  return game.gameId;
}

class Rollback extends Error {}

/** Run `work` in a transaction that is rolled back, so every run starts from the same tables. */
async function timedAndUndone<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<{ ms: number; result: T }> {
  let outcome: { ms: number; result: T } | undefined;
  await db
    .transaction(async (tx) => {
      const started = performance.now();
      const result = await work(tx);
      outcome = { ms: performance.now() - started, result };
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  if (!outcome) throw new Error('the timed work did not run');
  return outcome;
}

const counts = async (tx: Db) => {
  const [row] = await rows<{ notifications: number; deliveries: number; in_app: number }>(
    tx,
    sql`select (select count(*) from notifications)::int as notifications,
      (select count(*) from notifications where in_app)::int as in_app,
      (select count(*) from notification_deliveries)::int as deliveries`,
  );
  return row ?? { notifications: 0, deliveries: 0, in_app: 0 };
};

/**
 * NEW_RESULT_USER fan-out on PostgreSQL (issue 16): the game.completed handler of a game of
 * TEAMS manager teams writes every manager's notification with their rank and points and
 * queues their push and e-mail deliveries by their settings. Against, in the same run, a plain
 * INSERT … SELECT of as many notification rows of one fixed text (no settings, no deliveries),
 * and one of as many notification and delivery rows (no settings read).
 */
export async function run(): Promise<Figure[]> {
  const figures = await withScratchPostgres(async (url) => {
    const database = await openDatabase({ url, dataDir: null });
    try {
      await database.migrate();
      const gameId = await seed(database.db);
      const log = pino({ level: 'silent' });
      const event = {
        id: 0,
        type: 'game.completed' as const,
        payload: { game_id: gameId },
        createdAt: new Date(),
      };
      const fanOut = () =>
        timedAndUndone(database.db, async (tx) => {
          await newResultNotification.handle(tx, event, { now: Date.now, log });
          return counts(tx);
        });
      const plain = () =>
        timedAndUndone(database.db, async (tx) => {
          await tx.execute(sql`
            insert into notifications (user_id, type, category, title, body, cta, target)
            select user_id, 'NEW_RESULT_USER', 'games', 'Results: Bench Slopestyle Men',
              'Bench Slopestyle Men is complete: see how your team did.', 'See results', '/manager/events/bench/results'
            from teams where game_id = ${gameId} and mode = 'manager'`);
          return counts(tx);
        });
      // As many notification and delivery rows as the fan-out writes, of one fixed text, with
      // no settings read: what the fan-out's reading of settings and per-manager text costs.
      const plainWithDeliveries = () =>
        timedAndUndone(database.db, async (tx) => {
          await tx.execute(sql`
            with made as (
              insert into notifications (user_id, type, category, title, body, cta, target)
              select user_id, 'NEW_RESULT_USER', 'games', 'Results: Bench Slopestyle Men',
                'Bench Slopestyle Men is complete: see how your team did.', 'See results', '/manager/events/bench/results'
              from teams where game_id = ${gameId} and mode = 'manager'
              returning id, user_id
            )
            insert into notification_deliveries (notification_id, channel)
            select id, 'email' from made where user_id % ${EMAIL_OFF_EVERY} <> 1
            union all
            select id, 'push' from made where user_id % ${PUSH_EVERY} = 0`);
          return counts(tx);
        });
      // One of each first, to warm the caches; then alternate so all see the same machine.
      await plain();
      await plainWithDeliveries();
      await fanOut();
      const fanOutMs: number[] = [];
      const plainMs: number[] = [];
      const sameRowsMs: number[] = [];
      let written = { notifications: 0, deliveries: 0, in_app: 0 };
      for (let i = 0; i < RUNS; i++) {
        const base = await plain();
        plainMs.push(base.ms);
        sameRowsMs.push((await plainWithDeliveries()).ms);
        const out = await fanOut();
        fanOutMs.push(out.ms);
        written = out.result;
        if (base.result.notifications !== TEAMS)
          throw new Error(`plain insert wrote ${base.result.notifications}`);
      }
      if (written.notifications !== TEAMS)
        throw new Error(`the fan-out wrote ${written.notifications} notifications`);
      const fan = median(fanOutMs);
      const base = median(plainMs);
      const goal = `${TEAMS} managers, median of ${RUNS}`;
      return [
        { name: 'notification-fanout_new_result_ms', value: round(fan), unit: 'ms', goal },
        { name: 'notification-fanout_plain_insert_ms', value: round(base), unit: 'ms', goal: 'baseline' },
        {
          name: 'notification-fanout_vs_plain_insert',
          value: round(fan / base, 2),
          unit: 'ratio',
          goal: 'the fan-out over a plain insert of as many notification rows',
        },
        {
          name: 'notification-fanout_plain_same_rows_ms',
          value: round(median(sameRowsMs)),
          unit: 'ms',
          goal: 'baseline: as many notification and delivery rows, no settings',
        },
        {
          name: 'notification-fanout_vs_plain_same_rows',
          value: round(fan / median(sameRowsMs), 2),
          unit: 'ratio',
          goal: 'the cost of settings and per-manager text',
        },
        {
          name: 'notification-fanout_rows_per_s',
          value: Math.round(((written.notifications + written.deliveries) / fan) * 1000),
          unit: 'rows/s',
          goal: 'notification and delivery rows written',
        },
        { name: 'notification-fanout_notifications', value: written.notifications, unit: 'rows' },
        { name: 'notification-fanout_listed_in_app', value: written.in_app, unit: 'rows' },
        { name: 'notification-fanout_deliveries', value: written.deliveries, unit: 'rows' },
      ];
    } finally {
      await database.close();
    }
  });
  return figures ?? [];
}
