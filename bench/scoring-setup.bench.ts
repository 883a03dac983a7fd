import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/client.ts';
import { freePort, ROOT, waitForHealth } from './server-process.ts';

/** Helpers of the scoring and game API benchmarks: a big game made with set-based SQL, servers, logins. */

export const BENCH_ADMIN = { email: 'bench-admin@shredleague.test', password: 'bench-admin-password' };
const ATHLETES = 40;

export interface BenchGame {
  eventSlug: string;
  gameId: number;
  /** Athlete slugs in startlist order (bench-rider-1 … 40). */
  athletes: string[];
  qualifierId: number;
  finalId: number;
}

const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * One open game with 40 athletes and `teams` manager teams of 5 picks (a team per bench
 * manager, one of them the bench staff account's, so leaderboard reads have an own entry),
 * generated with generate_series. Triggers are skipped while loading (session_replication_role),
 * as a bulk load would; the data satisfies the foreign keys anyway, and the line keys are filled after.
 */
export async function generateBenchGame(db: Db, teams: number, now = Date.now()): Promise<BenchGame> {
  const tag = randomBytes(3).toString('hex');
  await db.execute(sql`set session_replication_role = replica`);
  const [sport] = await rows<{ id: number }>(
    db,
    sql`insert into sports (slug, name) values (${`bench-${tag}`}, 'Bench') returning id`,
  );
  const [discipline] = await rows<{ id: number }>(
    db,
    sql`insert into disciplines (sport_id, slug, name) values (${sport?.id}, 'slopestyle', 'Slopestyle') returning id`,
  );
  const [ruleset] = await rows<{ id: number }>(
    db,
    sql`insert into rulesets (name, place_points, step, min_points, bonuses)
        values (${`bench-${tag}`}, '[100,80,65,55,50,45,40,36]', 2, 2, '{"bestRun":10,"madeFinal":5}') returning id`,
  );
  await db.execute(sql`
    insert into athletes (slug, first_name, last_name, gender, primary_sport_id, nationality, aspi)
    select 'bench-rider-' || ${tag} || '-' || i, 'Rider', 'No. ' || i, 'M', ${sport?.id}, 'SUI', 30 + (i * 37) % 70
    from generate_series(1, ${ATHLETES}) i`);
  const day = new Date(now).toISOString().slice(0, 10);
  const [event] = await rows<{ id: number; slug: string }>(
    db,
    sql`insert into events (slug, name, location, season, date_from, date_to)
        values (${`bench-open-${tag}`}, 'Bench Open', 'Laax', ${day.slice(0, 4)}, ${day}, ${day}) returning id, slug`,
  );
  const [game] = await rows<{ id: number }>(
    db,
    sql`insert into fantasy_games (event_id, discipline_id, gender, name, status, opens_at, ruleset_id)
        values (${event?.id}, ${discipline?.id}, 'M', 'Bench Slopestyle Men', 'OPN',
                ${new Date(now - 86_400_000).toISOString()}::timestamptz, ${ruleset?.id}) returning id`,
  );
  const rounds = await rows<{ id: number }>(
    db,
    sql`insert into competitions (game_id, name, round_order, is_final, starts_at) values
        (${game?.id}, 'Qualifier', 1, false, ${new Date(now + 86_400_000).toISOString()}::timestamptz),
        (${game?.id}, 'Final', 2, true, ${new Date(now + 2 * 86_400_000).toISOString()}::timestamptz)
        returning id`,
  );
  const [qualifier, final] = rounds.map((r) => r.id);
  await db.execute(sql`
    insert into startlist_entries (game_id, athlete_id, competition_id, seed)
    select ${game?.id}, id, ${qualifier}, row_number() over (order by id)
    from athletes where primary_sport_id = ${sport?.id}`);
  await db.execute(sql`
    insert into users (username, email, completed_manager_welcome)
    select 'bench_' || ${tag} || '_' || i, null, true
    from generate_series(1, ${teams}) i`);
  await db.execute(sql`
    with riders as (
      select id, (row_number() over (order by id) - 1)::int as k from athletes where primary_sport_id = ${sport?.id}
    ), managers as (
      select id, row_number() over (order by id) as n from users where username like ${`bench\\_${tag}\\_%`}
    )
    insert into teams (game_id, user_id, mode, captain_athlete_id, submitted_at, updated_at)
    select ${game?.id}, m.id, 'manager', r.id,
      ${new Date(now - 86_400_000).toISOString()}::timestamptz + (m.n % 50000) * interval '1 second',
      ${new Date(now - 86_400_000).toISOString()}::timestamptz
    from managers m join riders r on r.k = (m.n * 13) % ${ATHLETES}`);
  await db.execute(sql`
    with riders as (
      select id, (row_number() over (order by id) - 1)::int as k from athletes where primary_sport_id = ${sport?.id}
    )
    insert into team_picks (team_id, game_id, athlete_id, tier, picked_at)
    select t.id, t.game_id, r.id, (array['common','rare','epic','legendary'])[1 + (t.id + j) % 4], t.submitted_at
    from teams t
    join riders captain on captain.id = t.captain_athlete_id
    cross join generate_series(0, 4) j
    join riders r on r.k = (captain.k + j * 7) % ${ATHLETES}
    where t.game_id = ${game?.id}`);
  // The triggers that keep teams.lines are off during the load: fill the line keys in one go.
  await db.execute(sql`
    update teams set lines = team_line_keys(id, captain_athlete_id) where game_id = ${game?.id}`);
  // The staff account plays the first team: it takes it over when it exists, else the first
  // manager becomes it when the server starts (ADMIN_EMAIL updates the account with that e-mail).
  const first = sql`(select min(id) from users where username like ${`bench\\_${tag}\\_%`})`;
  await db.execute(sql`
    update teams set user_id = s.id from users s
    where s.email = ${BENCH_ADMIN.email} and teams.game_id = ${game?.id} and teams.user_id = ${first}`);
  await db.execute(sql`
    update users set email = ${BENCH_ADMIN.email}
    where id = ${first} and not exists (select 1 from users where email = ${BENCH_ADMIN.email})`);
  await db.execute(sql`set session_replication_role = origin`);
  await db.execute(sql`analyze`);
  return {
    eventSlug: event?.slug ?? '',
    gameId: game?.id ?? 0,
    athletes: Array.from({ length: ATHLETES }, (_, i) => `bench-rider-${tag}-${i + 1}`),
    qualifierId: qualifier ?? 0,
    finalId: final ?? 0,
  };
}

/** The official results of the bench game: every rider in the qualifier, the top 8 in the final. */
export function benchResults(game: BenchGame, change: 'none' | 'one' = 'none') {
  return [
    ...game.athletes.map((athlete, i) => ({
      competition_id: game.qualifierId,
      athlete,
      place: i + 1,
      bonuses: i === 0 || (change === 'one' && i === 4) ? ['best_run'] : [],
    })),
    ...game.athletes.slice(0, 8).map((athlete, i) => ({
      competition_id: game.finalId,
      athlete,
      place: 8 - i,
      bonuses: ['made_final'],
    })),
  ];
}

export interface BenchServerProcess {
  url: string;
  child: ChildProcess;
  /** Peak resident memory of the server process so far, in MB (Linux /proc). */
  peakMb(): Promise<number>;
  /** Resident memory now, in MB. */
  rssMb(): Promise<number>;
  /** Run `work` while sampling the server's resident memory; answers the work's result and the most seen. */
  watchRss<T>(work: () => Promise<T>): Promise<{ result: T; maxMb: number }>;
  stop(): Promise<void>;
}

/** The real server (apps/server/src/main.ts) as a child process, with its pid at hand. */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      RATE_LIMIT_AUTH_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(url, child, 600_000);
  const memoryMb = async (field: 'VmHWM' | 'VmRSS') => {
    const status = await readFile(`/proc/${child.pid}/status`, 'utf8').catch(() => '');
    return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  };
  return {
    url,
    child,
    peakMb: () => memoryMb('VmHWM'),
    rssMb: () => memoryMb('VmRSS'),
    async watchRss(work) {
      let maxMb = await memoryMb('VmRSS');
      let running = true;
      const sampler = (async () => {
        while (running) {
          maxMb = Math.max(maxMb, await memoryMb('VmRSS'));
          await new Promise((r) => setTimeout(r, 20));
        }
      })();
      try {
        return { result: await work(), maxMb };
      } finally {
        running = false;
        await sampler;
      }
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Wait until every scoring job a results import answered with has completed (polling its status). */
export async function awaitScoringJobs(url: string, token: string, imported: unknown): Promise<void> {
  const jobs = (imported as { scoring_jobs?: Array<{ id: string }> }).scoring_jobs ?? [];
  for (const job of jobs) {
    for (;;) {
      const res = await fetch(`${url}/api/admin/scoring-jobs/${job.id}/`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { state } = (await res.json()) as { state: string };
      if (state === 'failed') throw new Error(`scoring job ${job.id} failed`);
      if (state === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

export async function login(url: string, credentials: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${url}/api/users/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access: string }).access;
}

/** A scratch database on the bench PostgreSQL server, dropped afterwards; null when none answers. */
export async function withScratchPostgres<T>(fn: (url: string) => Promise<T>): Promise<T | null> {
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
