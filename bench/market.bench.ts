import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CARD_TIERS, marketFee } from '@shred/game';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/auth/passwords.ts';
import { type Db, openDatabase } from '../apps/server/src/db/client.ts';
import { grantFirstCredits } from '../apps/server/src/modules/credits/credit-ledger.ts';
import { type Figure, round } from './figures.ts';
import { BENCH_ADMIN, login, withScratchPostgres } from './scoring-setup.bench.ts';
import { freePort, ROOT, removeDir, waitForHealth } from './server-process.ts';

const BUYERS = Number(process.env.BENCH_MARKET_BUYERS ?? 64);
const LISTINGS = Number(process.env.BENCH_MARKET_LISTINGS ?? 100);
/** Rounds of LISTINGS fresh listings each, so the rate is not read off a run of a fraction of a second. */
const ROUNDS = Number(process.env.BENCH_MARKET_ROUNDS ?? 5);
/** A round stops here even if listings are left, so a server that refuses every buy cannot hang the bench. */
const ATTEMPTS_PER_ROUND = LISTINGS * 200;
const SEARCH_LISTINGS = Number(process.env.BENCH_MARKET_SEARCH_LISTINGS ?? 100_000);
const SEARCH_CONNECTIONS = Number(process.env.BENCH_MARKET_SEARCH_CONNECTIONS ?? 32);
const SEARCH_ATHLETES = 2_000;
const SEARCHES_ALONE = 40;
const SEARCH_SELLERS = 1_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PASSWORD = 'bench-market-password';
/** Enough for every buy a buyer can win in every round: a balance never runs short. */
const CREDITS = 10_000_000;
const SPORT_SLUGS = [
  'skateboarding',
  'snowboarding',
  'surfing',
  'freeskiing',
  'mountain-biking',
  'bmx',
  'wakeboarding',
];
/** Athletes' last names are two of these, so a name search (`q`) matches a few dozen athletes. */
const SYLLABLES = ['ba', 'ko', 'ri', 'mel', 'tor', 'san', 'vik', 'lun', 'dra', 'pes', 'hal', 'zen'];

const emailOf = (i: number) => `market-buyer-${i}@shredleague.test`;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

interface MarketServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** The real server; BENCH_PORT pins its port for machines where only some ports are the bench's. */
async function startMarketServer(env: Record<string, string>): Promise<MarketServer> {
  const port = Number(process.env.BENCH_PORT ?? 0) || (await freePort());
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
      DEMO_DATA: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(url, child, 600_000);
  return {
    url,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface People {
  buyerIds: number[];
  sellerIds: number[];
  athleteIds: number[];
}

/** Buyers with credits and a password, sellers, and athletes of every sport, straight into the database. */
async function preparePeople(db: Db): Promise<People> {
  const passwordHash = await hashPassword(PASSWORD);
  const buyers = await rows<{ id: number; n: number }>(
    db,
    sql`insert into users (email, username, password_hash, completed_manager_welcome)
        select 'market-buyer-' || i || '@shredleague.test', 'mbuyer' || i, ${passwordHash}, true
        from generate_series(0, ${BUYERS - 1}) i
        returning id, substr(username, 7)::int as n`,
  );
  buyers.sort((a, b) => a.n - b.n);
  const sellers = await rows<{ id: number }>(
    db,
    sql`insert into users (username, completed_manager_welcome)
        select 'mseller' || i, true from generate_series(0, ${Math.max(LISTINGS, SEARCH_SELLERS) - 1}) i
        order by i returning id`,
  );
  const syllables = sql.raw(`array[${SYLLABLES.map((s) => `'${s}'`).join(',')}]`);
  const athletes = await rows<{ id: number }>(
    db,
    sql`insert into athletes (slug, first_name, last_name, gender, primary_sport_id, nationality, aspi)
        select 'market-rider-' || i,
          (array['Alex','Sam','Kim','Noa','Lou','Mika','Jo','Rene'])[1 + i % 8],
          initcap((${syllables})[1 + i % 12] || (${syllables})[1 + (i / 12) % 12] || 'er'),
          (array['M','W'])[1 + i % 2], s.id, 'SUI', 20 + (i * 37) % 80
        from generate_series(0, ${SEARCH_ATHLETES - 1}) i
        join sports s on s.slug = (${sql.raw(`array[${SPORT_SLUGS.map((s) => `'${s}'`).join(',')}]`)})[1 + i % 7]
        order by i returning id`,
  );
  await grantFirstCredits(
    db,
    buyers.map((b) => ({
      userId: b.id,
      amount: CREDITS,
      reason: 'staff_grant' as const,
      reference: 'bench',
    })),
  );
  return {
    buyerIds: buyers.map((b) => b.id),
    sellerIds: sellers.map((s) => s.id),
    athleteIds: athletes.map((a) => a.id),
  };
}

/** One card per seller, each listed by its owner at a price from 20 to 500 credits. */
async function listForSale(db: Db, people: People, roundNo: number): Promise<Map<number, number>> {
  const now = Date.now();
  const values = Array.from({ length: LISTINGS }, (_, i) => {
    const price = 20 + ((i * 37 + roundNo * 11) % 481);
    return {
      seller: people.sellerIds[i] as number,
      athlete: people.athleteIds[i % people.athleteIds.length] as number,
      tier: CARD_TIERS[i % CARD_TIERS.length] as string,
      serial: roundNo * LISTINGS + i + 1,
      price,
      fee: marketFee(price),
    };
  });
  const listed = await rows<{ id: number; price: number }>(
    db,
    sql`with v as (
          select * from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
            as v(seller int, athlete int, tier text, serial int, price int, fee int)
        ), cards as (
          insert into card_instances (athlete_id, tier, season, serial, owner_id)
          select athlete, tier, 'bench-buy', serial, seller from v returning id, athlete_id, tier, serial, owner_id
        )
        insert into market_listings (card_instance_id, seller_id, athlete_id, sport_id, tier, price, fee, expires_at)
        select c.id, c.owner_id, c.athlete_id, a.primary_sport_id, c.tier, v.price, v.fee,
          ${new Date(now + 3 * 86_400_000).toISOString()}::timestamptz
        from cards c join v on v.serial = c.serial join athletes a on a.id = c.athlete_id
        returning id, price`,
  );
  return new Map(listed.map((l) => [l.id, l.price]));
}

interface BuyRun {
  seconds: number;
  latencies: number[];
  /** Listing id → every buyer (index) that was answered 200 for it. */
  wins: Map<number, number[]>;
  statuses: Map<number, number>;
}

/** Every buyer buys a random listing it has not seen sold, again and again, until all are sold. */
async function buyRound(url: string, tokens: string[], listings: Map<number, number>, run: BuyRun) {
  const unsold = [...listings.keys()];
  let attempts = 0;
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token, buyer) => {
      while (unsold.length > 0 && attempts < ATTEMPTS_PER_ROUND) {
        attempts += 1;
        const id = pick(unsold);
        const sent = performance.now();
        const res = await fetch(`${url}/api/market/listings/${id}/buy/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
        });
        const body = await res.text();
        run.latencies.push(performance.now() - sent);
        run.statuses.set(res.status, (run.statuses.get(res.status) ?? 0) + 1);
        if (res.status === 200) {
          const answered = (JSON.parse(body) as { listing_id: number }).listing_id;
          run.wins.set(answered, [...(run.wins.get(answered) ?? []), buyer]);
          const at = unsold.indexOf(id);
          if (at >= 0) unsold.splice(at, 1);
        } else if (res.status !== 409) {
          console.warn(`buy of listing ${id}: ${res.status} ${body.slice(0, 200)}`);
        }
      }
    }),
  );
  run.seconds += (performance.now() - started) / 1000;
}

/** Every player sends `request` again as soon as the last answered, for SECONDS. */
async function closedLoop(
  workers: number,
  request: (worker: number) => Promise<Response>,
): Promise<{ perSecond: number; p99Ms: number; failures: number }> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < until) {
        const sent = performance.now();
        const res = await request(worker);
        await res.arrayBuffer();
        latencies.push(performance.now() - sent);
        if (!res.ok) failures += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / elapsed, p99Ms: percentile(latencies, 0.99), failures };
}

interface BalanceRow {
  user_id: number;
  balance: number;
}

const balancesOf = async (db: Db, userIds: number[]) =>
  new Map(
    (
      await rows<BalanceRow>(
        db,
        sql`select user_id, balance from credit_balances where user_id = any(${`{${userIds.join(',')}}`}::int[])`,
      )
    ).map((r) => [r.user_id, r.balance]),
  );

/**
 * The bench's own check, read from the database after the run: every way a sale could have
 * gone wrong, counted. A listing answered 200 twice or paid for twice, a sold card not with its
 * buyer, a winner the database does not name, a sale nobody was answered for, a user whose
 * balance moved other than by their purchases and sales, a ledger that does not add up to its
 * balance, and credits that appeared or vanished other than the burned fees.
 */
async function countOversells(
  db: Db,
  people: People,
  listingIds: number[],
  before: Map<number, number>,
  wins: Map<number, number[]>,
): Promise<{ total: number; parts: Record<string, number> }> {
  const ids = `{${listingIds.join(',')}}`;
  const listings = await rows<{
    id: number;
    status: string;
    seller_id: number;
    buyer_id: number | null;
    price: number;
    fee: number;
    owner_id: number | null;
    paid: number;
  }>(
    db,
    sql`select l.id, l.status, l.seller_id, l.buyer_id, l.price, l.fee, c.owner_id,
          (select count(*)::int from credit_ledger g where g.reason = 'market_buy' and g.reference = 'listing:' || l.id) as paid
        from market_listings l join card_instances c on c.id = l.card_instance_id
        where l.id = any(${ids}::int[])`,
  );
  const users = [...people.buyerIds, ...people.sellerIds];
  const after = await balancesOf(db, users);
  const expected = new Map<number, number>();
  const add = (user: number, delta: number) => expected.set(user, (expected.get(user) ?? 0) + delta);
  let fees = 0;
  const parts = {
    answered_twice: 0,
    paid_twice: 0,
    card_not_with_buyer: 0,
    winner_not_buyer: 0,
    unsold_but_moved: 0,
    sold_unanswered: 0,
    balance_off: 0,
    ledger_off: 0,
    credits_created_or_lost: 0,
  };
  for (const l of listings) {
    const winners = wins.get(l.id) ?? [];
    if (winners.length > 1) parts.answered_twice += 1;
    if (l.paid > 1) parts.paid_twice += 1;
    if (l.status === 'sold') {
      if (l.owner_id !== l.buyer_id) parts.card_not_with_buyer += 1;
      if (winners.length === 0) parts.sold_unanswered += 1;
      if (winners.some((w) => people.buyerIds[w] !== l.buyer_id)) parts.winner_not_buyer += 1;
      add(l.buyer_id ?? 0, -l.price);
      add(l.seller_id, l.price - l.fee);
      fees += l.fee;
    } else if (winners.length > 0 || l.owner_id !== l.seller_id) {
      parts.unsold_but_moved += 1;
    }
  }
  let delta = 0;
  for (const user of users) {
    const moved = (after.get(user) ?? 0) - (before.get(user) ?? 0);
    delta += moved;
    if (moved !== (expected.get(user) ?? 0)) parts.balance_off += 1;
  }
  if (delta !== -fees) parts.credits_created_or_lost += 1;
  const [ledger] = await rows<{ off: number }>(
    db,
    sql`select count(*)::int as off from credit_balances b
        where b.user_id = any(${`{${users.join(',')}}`}::int[])
          and b.balance <> (select coalesce(sum(amount), 0) from credit_ledger g where g.user_id = b.user_id)`,
  );
  parts.ledger_off = ledger?.off ?? 0;
  return { total: Object.values(parts).reduce((a, b) => a + b, 0), parts };
}

async function measureBuys(url: string, db: Db, people: People): Promise<Figure[]> {
  const tokens = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) => login(url, { email: emailOf(i), password: PASSWORD })),
  );
  const before = await balancesOf(db, [...people.buyerIds, ...people.sellerIds]);
  const run: BuyRun = { seconds: 0, latencies: [], wins: new Map(), statuses: new Map() };
  const listingIds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const listings = await listForSale(db, people, r);
    listingIds.push(...listings.keys());
    await buyRound(url, tokens, listings, run);
  }
  const baseline = await closedLoop(BUYERS, (i) =>
    fetch(`${url}/api/cards/credits/`, { headers: { authorization: `Bearer ${tokens[i]}` } }),
  );
  if (baseline.failures > 0) throw new Error(`${baseline.failures} failed balance reads`);
  const oversells = await countOversells(db, people, listingIds, before, run.wins);
  const buys = [...run.wins.values()].reduce((n, w) => n + w.length, 0);
  const attempts = run.latencies.length;
  const errors = [...run.statuses].filter(([s]) => s !== 200 && s !== 409).reduce((n, [, c]) => n + c, 0);
  console.error(
    `market buys: ${buys} sold of ${listingIds.length} in ${attempts} attempts, answers ${JSON.stringify(
      Object.fromEntries(run.statuses),
    )}, checks ${JSON.stringify(oversells.parts)}`,
  );
  run.latencies.sort((a, b) => a - b);
  const attemptsPerSecond = attempts / run.seconds;
  return [
    { name: 'market_buys_per_s', value: Math.round(buys / run.seconds), unit: 'buys/s' },
    { name: 'market_buy_p99', value: round(percentile(run.latencies, 0.99)), unit: 'ms' },
    { name: 'market_buy_attempts', value: attempts, unit: 'count' },
    { name: 'market_buy_attempts_per_s', value: Math.round(attemptsPerSecond), unit: 'req/s' },
    { name: 'market_buy_errors', value: errors, unit: 'count', goal: 'answers other than 200 and 409' },
    { name: 'market_oversells', value: oversells.total, unit: 'count', goal: '0' },
    { name: 'market_baseline_per_s', value: Math.round(baseline.perSecond), unit: 'req/s' },
    { name: 'market_baseline_p99', value: round(baseline.p99Ms), unit: 'ms' },
    {
      name: 'market_buy_vs_baseline',
      value: round(attemptsPerSecond / baseline.perSecond, 2),
      unit: 'ratio',
      goal: 'buy requests/s over balance reads/s',
    },
  ];
}

/** SEARCH_LISTINGS active listings of seeded athletes' cards in every tier, set-based. */
async function seedSearch(db: Db, people: People): Promise<void> {
  const sellers = `{${people.sellerIds.slice(0, SEARCH_SELLERS).join(',')}}`;
  const athletes = `{${people.athleteIds.join(',')}}`;
  await db.execute(sql`
    insert into card_instances (athlete_id, tier, season, serial, owner_id)
    select (${athletes}::int[])[1 + (i * 7919) % ${people.athleteIds.length}],
      case when i % 20 < 12 then 'common' when i % 20 < 17 then 'rare' when i % 20 < 19 then 'epic' else 'legendary' end,
      'bench-search', i, (${sellers}::int[])[1 + i % ${SEARCH_SELLERS}]
    from generate_series(1, ${SEARCH_LISTINGS}) i`);
  await db.execute(sql`
    insert into market_listings (card_instance_id, seller_id, athlete_id, sport_id, tier, price, fee, expires_at, created_at)
    select c.id, c.owner_id, c.athlete_id, a.primary_sport_id, c.tier, p.price, p.price * 5 / 100,
      now() + (1 + c.serial % 6) * interval '1 day',
      now() - (c.serial::bigint * 104729 % 259200) * interval '1 second'
    from card_instances c
    join athletes a on a.id = c.athlete_id
    cross join lateral (
      select greatest(1, (case c.tier when 'common' then 30 when 'rare' then 100 when 'epic' then 250 else 700 end)
        * (50 + (c.serial * 7919) % 150) / 100) as price
    ) p
    where c.season = 'bench-search'
    order by c.serial`);
  // A live table is vacuumed by autovacuum, which lets counts read the indexes alone; a fresh bulk load is not yet.
  await db.execute(sql`vacuum analyze market_listings, card_instances, athletes, users`);
}

interface SearchKind {
  name: string;
  query: () => string;
}

async function measureSearch(url: string, people: People): Promise<Figure[]> {
  const q = () => pick(SYLLABLES) + pick(SYLLABLES);
  const kinds: SearchKind[] = [
    { name: 'none', query: () => '' },
    { name: 'page50', query: () => 'page=50' },
    { name: 'sport', query: () => `sport=${pick(SPORT_SLUGS)}` },
    { name: 'tier', query: () => `tier=${pick(CARD_TIERS)}` },
    { name: 'athlete', query: () => `athlete_id=${pick(people.athleteIds)}` },
    { name: 'max_price', query: () => `max_price=${20 + Math.floor(Math.random() * 200)}` },
    { name: 'q', query: () => `q=${q()}` },
    { name: 'sort_price', query: () => 'sort=price' },
    { name: 'sort_price_desc', query: () => 'sort=-price' },
    { name: 'sort_price_page50', query: () => 'sort=price&page=50' },
    {
      name: 'sport_tier_price',
      query: () => `sport=${pick(SPORT_SLUGS)}&tier=${pick(CARD_TIERS)}&sort=price`,
    },
    {
      name: 'q_max_price_desc',
      query: () => `q=${q()}&max_price=${50 + Math.floor(Math.random() * 500)}&sort=-price`,
    },
  ];
  const first = (await (await fetch(`${url}/api/market/listings/`)).json()) as { count: number };
  if (first.count < SEARCH_LISTINGS) {
    throw new Error(`the market shows ${first.count} active listings, not the ${SEARCH_LISTINGS} seeded`);
  }
  const byKind = new Map<string, number[]>(kinds.map((k) => [k.name, []]));
  let turn = 0;
  const all = await closedLoop(SEARCH_CONNECTIONS, async () => {
    const kind = kinds[turn++ % kinds.length] as SearchKind;
    const sent = performance.now();
    const res = await fetch(`${url}/api/market/listings/?${kind.query()}`);
    const body = await res.arrayBuffer();
    byKind.get(kind.name)?.push(performance.now() - sent);
    return new Response(body, { status: res.status });
  });
  if (all.failures > 0) throw new Error(`${all.failures} failed searches`);
  // Each kind again on one connection: what it costs on its own, without the queue in front of it.
  const alone = new Map<string, number>();
  for (const kind of kinds) {
    const latencies: number[] = [];
    for (let i = 0; i < SEARCHES_ALONE; i++) {
      const sent = performance.now();
      const res = await fetch(`${url}/api/market/listings/?${kind.query()}`);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`search ${kind.name}: ${res.status}`);
      latencies.push(performance.now() - sent);
    }
    alone.set(
      kind.name,
      percentile(
        latencies.sort((a, b) => a - b),
        0.5,
      ),
    );
  }
  return [
    { name: 'market_search_p99', value: round(all.p99Ms), unit: 'ms', goal: `${SEARCH_LISTINGS} listings` },
    { name: 'market_search_per_s', value: Math.round(all.perSecond), unit: 'req/s' },
    ...kinds.map((k) => ({
      name: `market_search_p99_${k.name}`,
      value: round(
        percentile(
          (byKind.get(k.name) ?? []).sort((a, b) => a - b),
          0.99,
        ),
      ),
      unit: 'ms',
    })),
    ...kinds.map((k) => ({
      name: `market_search_alone_p50_${k.name}`,
      value: round(alone.get(k.name) ?? 0),
      unit: 'ms',
      goal: 'one connection',
    })),
  ];
}

/**
 * The market on PostgreSQL (issue 14). Buys: BUYERS buyers race for LISTINGS listings of as many
 * sellers, round after round, and the bench then checks from the database that nothing sold
 * twice and no credit moved wrongly; measured beside a balance read at the same concurrency.
 * Search: SEARCH_LISTINGS active listings, searched with a mix of filters, sorts and pages.
 */
export async function run(): Promise<Figure[]> {
  const dir = await mkdtemp(process.env.BENCH_DATA_PREFIX ?? path.join(tmpdir(), 'shred-bench-market-'));
  try {
    const figures = await withScratchPostgres(async (databaseUrl) => {
      const server = await startMarketServer({ DATABASE_URL: databaseUrl, DATA_DIR: dir });
      const database = await openDatabase({ url: databaseUrl, dataDir: null });
      try {
        const people = await preparePeople(database.db);
        const buys = await measureBuys(server.url, database.db, people);
        await seedSearch(database.db, people);
        return [...buys, ...(await measureSearch(server.url, people))];
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
