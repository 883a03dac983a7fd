import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../apps/server/src/db/client.ts';
import { type Figure, round } from './figures.ts';
import { BENCH_ADMIN, login, startBenchServer, withScratchPostgres } from './scoring-setup.bench.ts';
import { removeDir } from './server-process.ts';

const MEMBERS = Number(process.env.BENCH_LEAGUE_MEMBERS ?? 10_000);
/** Managers with a team on each board: the boards are much bigger than any league. */
const MANAGERS = Number(process.env.BENCH_LEAGUE_MANAGERS ?? 200_000);
const GAMES = 4;
/** The viewer's other leagues, for the leagues list (each with its own rank to compute). */
const SMALL_LEAGUES = 9;
const SMALL_MEMBERS = 1_000;
const REQUESTS = Number(process.env.BENCH_LEAGUE_REQUESTS ?? 200);

const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * GAMES games (one per event), each with a board of about MANAGERS manager teams (a tenth of the
 * managers with a second entry) written as a scoring pass leaves it: its own partition, then
 * the game's pointer flipped (after the load, with triggers on, as the pass does it: the time
 * that takes is the scoring writer's share, printed). The viewer (the bench staff account) is
 * in a league of MEMBERS managers and SMALL_LEAGUES smaller ones, with teams in three of the
 * games. Answers the big league's slug and how long each flip took.
 */
async function seed(db: Db, viewerId: number): Promise<{ slug: string; flipMs: number[] }> {
  const flipMs: number[] = [];
  const started = performance.now();
  await db.execute(sql`set session_replication_role = replica`);
  const [sport] = await rows<{ id: number }>(
    db,
    sql`insert into sports (slug, name) values ('bench-league-sport', 'Bench') returning id`,
  );
  const [discipline] = await rows<{ id: number }>(
    db,
    sql`insert into disciplines (sport_id, slug, name) values (${sport?.id}, 'slopestyle', 'Slopestyle') returning id`,
  );
  const [ruleset] = await rows<{ id: number }>(
    db,
    sql`insert into rulesets (name, place_points, step, min_points, bonuses)
        values ('bench-league', '[100,80,65,55,50,45,40,36]', 2, 2, '{}') returning id`,
  );
  const [athlete] = await rows<{ id: number }>(
    db,
    sql`insert into athletes (slug, first_name, last_name, gender, primary_sport_id, nationality)
        values ('bench-league-rider', 'Rider', 'One', 'M', ${sport?.id}, 'SUI') returning id`,
  );
  const events = await rows<{ id: number }>(
    db,
    sql`insert into events (slug, name, location, season, date_from, date_to)
        select 'bench-league-open-' || g, 'Bench League Open ' || g, 'Laax', '2026', date '2026-01-10' + g, date '2026-01-12' + g
        from generate_series(1, ${GAMES}) g returning id`,
  );
  const games = await rows<{ id: number }>(
    db,
    sql`insert into fantasy_games (event_id, discipline_id, gender, name, status, opens_at, ruleset_id)
        select e, ${discipline?.id}, 'M', 'Bench Game ' || e, 'CPL', now() - interval '3 days', ${ruleset?.id}
        from unnest(${`{${events.map((e) => e.id).join(',')}}`}::int[]) e returning id`,
  );
  await db.execute(sql`
    insert into users (username, email, completed_manager_welcome)
    select 'lsb_' || i, null, true from generate_series(1, ${MANAGERS}) i`);
  const manager = sql`(select min(id) from users where username like 'lsb\\_%')`;
  // The leagues first: each board's flip then stores its league members' best scores.
  const [big] = await rows<{ id: number; slug: string }>(
    db,
    sql`insert into leagues (slug, name, owner_id) values ('bench-big-league', 'Bench Big League', ${viewerId})
        returning id, slug`,
  );
  // Every twentieth manager: members spread over the whole boards, not one end of them.
  await db.execute(sql`
    insert into league_members (league_id, user_id, joined_at)
    select ${big?.id}, id, now() - interval '1 day' from users
    where username like 'lsb\\_%' and (id - ${manager}) % ${Math.max(1, Math.floor(MANAGERS / MEMBERS))} = 0
    order by id limit ${MEMBERS - 1}`);
  await db.execute(sql`
    insert into leagues (slug, name, owner_id)
    select 'bench-small-league-' || i, 'Bench Small League ' || i, ${viewerId} from generate_series(1, ${SMALL_LEAGUES}) i`);
  await db.execute(sql`
    insert into league_members (league_id, user_id, joined_at)
    select l.id, ${manager} + ((l.id::bigint * 104729 + k * 7919) % ${MANAGERS}), now() - interval '1 day'
    from leagues l cross join generate_series(1, ${SMALL_MEMBERS - 1}) k
    where l.slug like 'bench-small-league-%'
    on conflict do nothing`);
  await db.execute(sql`
    insert into league_members (league_id, user_id) select id, ${viewerId} from leagues on conflict do nothing`);
  for (const [g, game] of games.entries()) {
    // Four in five managers play a game; a tenth of those enter a second team.
    await db.execute(sql`
      insert into teams (game_id, user_id, mode, entry_number, captain_athlete_id, lines)
      select ${game.id}, u.id, 'manager', e, ${athlete?.id}, '{}'
      from users u cross join generate_series(1, 2) e
      where u.username like 'lsb\\_%' and (u.id * 7 + ${g}) % 5 <> 0 and (e = 1 or u.id % 10 = 0)`);
    if (g < 3) {
      await db.execute(sql`
        insert into teams (game_id, user_id, mode, entry_number, captain_athlete_id, lines)
        values (${game.id}, ${viewerId}, 'manager', 1, ${athlete?.id}, '{}')`);
    }
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
      from (select t.*, ((t.id::bigint * 7919 + ${g} * 104729) % 20000)::int as h from teams t where t.game_id = ${game.id}) scored`);
    await db.execute(sql`set session_replication_role = origin`);
    const flip = performance.now();
    await db.execute(sql`
      insert into game_standings (game_id, generation, teams_ranked, stale, line_values, ranked_at)
      select ${game.id}, ${generation}, count(*), false, '{}', now() from ${table}`);
    flipMs.push(performance.now() - flip);
    await db.execute(sql`set session_replication_role = replica`);
  }
  await db.execute(sql`set session_replication_role = origin`);
  await db.execute(sql`vacuum analyze`);
  console.error(`league-standings: seeded in ${Math.round((performance.now() - started) / 1000)} s`);
  return { slug: big?.slug ?? '', flipMs };
}

async function timed(url: string, token: string, route: string): Promise<number> {
  const sent = performance.now();
  const res = await fetch(`${url}/api/${route}`, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET ${route}: ${res.status}`);
  return performance.now() - sent;
}

/** REQUESTS reads of `route` one after the other (after a few to warm up): p50 and p99. */
async function latencies(url: string, token: string, route: string): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 10; i++) await timed(url, token, route);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) times.push(await timed(url, token, route));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

async function measure(url: string, token: string, slug: string): Promise<Figure[]> {
  const pages = Math.ceil(MEMBERS / 50);
  const detail = (await (
    await fetch(`${url}/api/leagues/${slug}/`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { my_rank: number | null; members_count: number };
  if (detail.members_count !== MEMBERS) throw new Error(`${detail.members_count} members, not ${MEMBERS}`);
  const own = Math.ceil((detail.my_rank ?? 1) / 50);
  console.error(`league-standings: the viewer ranks ${detail.my_rank} of ${detail.members_count}`);
  const reads: Array<[string, string]> = [
    // The baseline: a page of the same league's members, the same size, with no ranking.
    ['league_members_page', `leagues/${slug}/members/?page=1&page_size=50`],
    ['league_standings_first_page', `leagues/${slug}/standings/?page=1`],
    ['league_standings_middle_page', `leagues/${slug}/standings/?page=${Math.ceil(pages / 2)}`],
    ['league_standings_own_page', `leagues/${slug}/standings/?page=${own}`],
    ['league_detail_my_rank', `leagues/${slug}/`],
    ['leagues_list_my_ranks', 'leagues/?page=1&page_size=20'],
  ];
  const figures: Figure[] = [];
  let baseline = 0;
  for (const [name, route] of reads) {
    const { p50, p99 } = await latencies(url, token, route);
    if (name === 'league_members_page') baseline = p50;
    figures.push(
      {
        name: `${name}_p50`,
        value: round(p50),
        unit: 'ms',
        goal: `${MEMBERS} members, boards of ${MANAGERS} managers × ${GAMES} games, one connection`,
      },
      { name: `${name}_p99`, value: round(p99), unit: 'ms' },
    );
    if (name !== 'league_members_page') {
      figures.push({
        name: `${name}_vs_members_page`,
        value: round(p50 / baseline, 2),
        unit: 'ratio',
        goal: 'p50 over a members page of the same league',
      });
    }
  }
  return figures;
}

/**
 * League standings on PostgreSQL (issue 15.1): a league of MEMBERS managers whose members
 * play games with boards of MANAGERS teams; a standings page (first, middle, the viewer's own),
 * the viewer's rank (league detail) and the leagues list with a rank in each, read over HTTP
 * from the real server one at a time.
 */
export async function run(): Promise<Figure[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shred-bench-league-'));
  try {
    const figures = await withScratchPostgres(async (databaseUrl) => {
      const server = await startBenchServer({ DATABASE_URL: databaseUrl, DATA_DIR: dir, DEMO_DATA: '0' });
      const database = await openDatabase({ url: databaseUrl, dataDir: null });
      try {
        const [viewer] = await rows<{ id: number }>(
          database.db,
          sql`select id from users where email = ${BENCH_ADMIN.email}`,
        );
        const { slug, flipMs } = await seed(database.db, viewer?.id ?? 0);
        const token = await login(server.url, BENCH_ADMIN);
        const boardTeams = Math.round(MANAGERS * 0.88);
        return [
          {
            name: 'league_board_flip_p50',
            value: round(flipMs.sort((a, b) => a - b)[Math.floor(flipMs.length / 2)] ?? 0),
            unit: 'ms',
            goal: `a board of ~${boardTeams} teams made current, league members' best scores stored`,
          },
          ...(await measure(server.url, token, slug)),
        ];
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
