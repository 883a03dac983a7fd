import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../apps/server/src/db/client.ts';
import { searchStatements, withThreshold } from '../apps/server/src/modules/search/search.queries.ts';
import { type Figure, round } from './figures.ts';
import { withScratchPostgres } from './scoring-setup.bench.ts';
import { freePort, ROOT, removeDir, waitForHealth } from './server-process.ts';

const USERS = Number(process.env.BENCH_SEARCH_USERS ?? 1_000_000);
const LEAGUES = Number(process.env.BENCH_SEARCH_LEAGUES ?? 10_000);
const MEMBERS_PER_LEAGUE = 10;
const EVENTS = 500;
const ATHLETES = 5_000;
/** The machine has 2 cores: past 2 searches at once they queue, so each level is reported. */
const CONCURRENCIES = (process.env.BENCH_SEARCH_CONCURRENCY ?? '1,2,16').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ALONE = 60;
/** Queries of each kind drawn from the seeded names before the run. */
const SAMPLES = 200;
/**
 * Usernames are four of these two-letter syllables, the four digits in base 32 of a scramble of
 * the row number: every name is different and reads like a handle ('bakorite'); a quarter get
 * digits after it, and one in a hundred accounts is deleted.
 */
const SYLLABLES =
  'ba be bo da di fa fe ga go ka ki ko la le li lo ma mi mo na ne ra re ri ro sa se ta ti to va zu'.split(
    ' ',
  );
const ADJECTIVES = [
  'Frosty',
  'Sideways',
  'Gnarly',
  'Stoked',
  'Powder',
  'Alpine',
  'Urban',
  'Salty',
  'Rad',
  'Chill',
];
const NOUNS = [
  'Shredders',
  'Riders',
  'Crew',
  'Gang',
  'Legends',
  'Groms',
  'Rippers',
  'Carvers',
  'Posse',
  'Club',
];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const textArray = (items: readonly string[]) => sql.raw(`array[${items.map((s) => `'${s}'`).join(',')}]`);

export async function seed(db: Db): Promise<void> {
  const syllables = textArray(SYLLABLES);
  const started = performance.now();
  await db.execute(sql`
    insert into users (email, username, xp, is_verified, deleted_at)
    select case when i % 100 = 0 then null else 'search-' || i || '@shredleague.test' end,
      case when i % 100 = 0 then 'deleted-' || i
        else (${syllables})[1 + c % 32] || (${syllables})[1 + (c >> 5) % 32]
          || (${syllables})[1 + (c >> 10) % 32] || (${syllables})[1 + (c >> 15) % 32]
          || case when i % 4 = 0 then (i % 97)::text else '' end end,
      (i::bigint * 7919) % 20000, i % 50 = 0, case when i % 100 = 0 then now() end
    from generate_series(0, ${USERS - 1}) i
    cross join lateral (select ((i::bigint * 1103515245 + 12345) % 1048576)::int as c) scramble`);
  const adjectives = textArray(ADJECTIVES);
  const nouns = textArray(NOUNS);
  await db.execute(sql`
    insert into leagues (slug, name, description, owner_id)
    select 'bench-league-' || i,
      (${adjectives})[1 + i % 10] || ' ' || (${nouns})[1 + (i / 10) % 10] || ' '
        || initcap((${syllables})[1 + (i * 7) % 32] || (${syllables})[1 + (i * 13 / 32) % 32]) || ' ' || i,
      'A bench league.', 2 + (i::bigint * 7919) % ${USERS - 2}
    from generate_series(0, ${LEAGUES - 1}) i`);
  await db.execute(sql`
    insert into league_members (league_id, user_id)
    select l.id, u from leagues l
    cross join lateral (select distinct 2 + (l.id::bigint * 104729 + k * 7919) % ${USERS - 2} as u
      from generate_series(0, ${MEMBERS_PER_LEAGUE - 1}) k) m
    on conflict do nothing`);
  await db.execute(sql`
    insert into events (slug, name, location, season, date_from, date_to)
    select 'bench-event-' || i,
      (array['Snowboard World Cup','Freeski Open','Surf Pro','BMX Park Series','Skate Street League'])[1 + i % 5]
        || ' ' || (array['Laax','Mammoth','Aspen','Tignes','Bells Beach','Tokyo','Paris','Livigno'])[1 + (i / 5) % 8]
        || ' ' || (2000 + i / 40),
      'Somewhere', (2000 + i / 40)::text, date '2026-01-01' + i, date '2026-01-03' + i
    from generate_series(0, ${EVENTS - 1}) i`);
  await db.execute(sql`
    insert into athletes (slug, first_name, last_name, gender, primary_sport_id, nationality)
    select 'search-rider-' || i,
      (array['Alex','Sam','Kim','Noa','Lou','Mika','Jo','Rene','Anna','Jeremy'])[1 + i % 10],
      initcap((${syllables})[1 + (i * 7) % 32] || (${syllables})[1 + (i * 11 / 32) % 32] || 'er'),
      (array['M','W'])[1 + i % 2], s.id, 'SUI'
    from generate_series(0, ${ATHLETES - 1}) i
    join sports s on s.id = (select min(id) from sports)`);
  await db.execute(sql`vacuum analyze users, leagues, league_members, events, athletes`);
  console.error(`search: seeded in ${Math.round((performance.now() - started) / 1000)} s`);
}

interface Kind {
  name: string;
  queries: string[];
}

/** One letter of a name replaced by another, away from its first letter. */
function typo(name: string): string {
  const at = 1 + Math.floor(Math.random() * (name.length - 1));
  const letter = 'aeiourstlnkm'.replace(name[at] ?? '', '');
  return name.slice(0, at) + pick([...letter]) + name.slice(at + 1);
}

async function kinds(db: Db): Promise<Kind[]> {
  const usernames = (
    await rows<{ username: string }>(
      db,
      sql`select username from users tablesample system (1) where deleted_at is null limit ${SAMPLES}`,
    )
  ).map((r) => r.username);
  const leagueNames = (
    await rows<{ name: string }>(db, sql`select name from leagues tablesample system (20) limit ${SAMPLES}`)
  ).map((r) => r.name);
  const athleteNames = (
    await rows<{ name: string }>(
      db,
      sql`select last_name as name from athletes tablesample system (20) limit ${SAMPLES}`,
    )
  ).map((r) => r.name);
  return [
    { name: 'exact_user', queries: usernames },
    { name: 'prefix_user', queries: usernames.map((u) => u.slice(0, 5)) },
    { name: 'short_prefix', queries: usernames.map((u) => u.slice(0, 3)) },
    { name: 'typo_user', queries: usernames.map((u) => typo(u.replace(/\d+$/, ''))) },
    { name: 'exact_league', queries: leagueNames },
    { name: 'typo_league', queries: leagueNames.map((n) => typo(n.split(' ').slice(0, 2).join(' '))) },
    { name: 'typo_athlete', queries: athleteNames.map((n) => typo(n.toLowerCase())) },
  ];
}

/** The real server; BENCH_PORT pins its port for machines where only some ports are the bench's. */
async function startServer(env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const port = Number(process.env.BENCH_PORT ?? 0) || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_DATA: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(url, child, 600_000);
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const searchUrl = (url: string, query: string) =>
  `${url}/api/core/search/?query=${encodeURIComponent(query)}`;

async function timedSearch(url: string, query: string): Promise<number> {
  const sent = performance.now();
  const res = await fetch(searchUrl(url, query));
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`search ${JSON.stringify(query)}: ${res.status}`);
  return performance.now() - sent;
}

/** Searches of every kind in turn from `concurrency` clients for SECONDS: the latencies, sorted, and the rate. */
async function underLoad(url: string, all: Kind[], concurrency: number) {
  const latencies: number[] = [];
  let turn = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const kind = all[turn++ % all.length] as Kind;
        latencies.push(await timedSearch(url, pick(kind.queries)));
      }
    }),
  );
  const perSecond = latencies.length / ((performance.now() - started) / 1000);
  latencies.sort((a, b) => a - b);
  return { latencies, perSecond };
}

async function measure(url: string, all: Kind[]): Promise<Figure[]> {
  // Warm the connections and the caches of the indexes.
  for (const kind of all) for (const query of kind.queries.slice(0, 20)) await timedSearch(url, query);
  const loaded: Figure[] = [];
  for (const concurrency of CONCURRENCIES) {
    const { latencies, perSecond } = await underLoad(url, all, concurrency);
    const size = `${USERS} users, ${LEAGUES} leagues, ${concurrency} at once on ${availableParallelism()} cores`;
    loaded.push(
      {
        name: `search_p50_c${concurrency}`,
        value: round(percentile(latencies, 0.5)),
        unit: 'ms',
      },
      {
        name: `search_p95_c${concurrency}`,
        value: round(percentile(latencies, 0.95)),
        unit: 'ms',
        goal: `≤ 30 (${size})`,
      },
      { name: `search_p99_c${concurrency}`, value: round(percentile(latencies, 0.99)), unit: 'ms' },
      { name: `search_per_s_c${concurrency}`, value: Math.round(perSecond), unit: 'req/s' },
    );
  }
  const alone: Figure[] = [];
  for (const kind of all) {
    const times: number[] = [];
    for (let i = 0; i < ALONE; i++) times.push(await timedSearch(url, pick(kind.queries)));
    times.sort((a, b) => a - b);
    alone.push({
      name: `search_alone_p50_${kind.name}`,
      value: round(percentile(times, 0.5)),
      unit: 'ms',
      goal: 'one connection',
    });
    alone.push({ name: `search_alone_p95_${kind.name}`, value: round(percentile(times, 0.95)), unit: 'ms' });
  }
  return [...loaded, ...alone];
}

/** How PostgreSQL runs the user and league statements for one query of each kind, on stderr. */
async function explain(db: Db, all: Kind[]): Promise<void> {
  for (const kind of all) {
    const query = kind.queries[0] ?? '';
    const statement = kind.name.includes('league')
      ? searchStatements.leagues(db, query, null)
      : kind.name.includes('athlete')
        ? searchStatements.athletes(db, query)
        : searchStatements.users(db, query, null);
    const plan = await withThreshold(db, query, async (tx) =>
      rows<Record<string, string>>(tx, sql`explain (analyze, buffers, costs off) ${statement}`),
    );
    console.error(
      `\n-- ${kind.name}: ${JSON.stringify(query)}\n${plan.map((r) => Object.values(r)[0]).join('\n')}`,
    );
  }
}

/**
 * The global search on PostgreSQL (issue 15.3): USERS accounts and LEAGUES leagues seeded
 * set-based, then GET core/search/ with exact, prefix and misspelt names at each of CONCURRENCIES.
 */
export async function run(): Promise<Figure[]> {
  const dir = await mkdtemp(process.env.BENCH_DATA_PREFIX ?? path.join(tmpdir(), 'shred-bench-search-'));
  try {
    const figures = await withScratchPostgres(async (databaseUrl) => {
      const server = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dir });
      const database = await openDatabase({ url: databaseUrl, dataDir: null });
      try {
        await seed(database.db);
        const all = await kinds(database.db);
        await explain(database.db, all);
        return await measure(server.url, all);
      } finally {
        await database.close();
        await server.stop();
      }
    });
    return figures ?? [];
  } finally {
    await removeDir(dir);
  }
}
