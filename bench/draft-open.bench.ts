import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/auth/passwords.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { athletes, draftPool, sports, users } from '../apps/server/src/db/schema/index.ts';
import { moveCredits } from '../apps/server/src/modules/credits/credit-ledger.ts';
import { type Figure, round } from './figures.ts';
import { login, startBenchServer, withScratchPostgres } from './scoring-setup.bench.ts';
import { removeDir } from './server-process.ts';

const PLAYERS = Number(process.env.BENCH_DRAFT_PLAYERS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const POOL = Number(process.env.BENCH_DRAFT_POOL ?? 60);
const PASSWORD = 'bench-draft-password';
/** Enough for every opening the bench can make: a balance never runs short during it. */
const CREDITS = 10_000_000;

const emailOf = (i: number) => `drafter-${i}@shredleague.test`;

/** A snowboarding pool and players with credits, straight into the database the server runs on. */
async function prepare(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ url: databaseUrl, dataDir: null });
  const db = database.db;
  const [sport] = await db.select({ id: sports.id }).from(sports).where(eq(sports.slug, 'snowboarding'));
  if (!sport) throw new Error('the catalog is not seeded');
  const riders = await db
    .insert(athletes)
    .values(
      Array.from({ length: POOL }, (_, i) => ({
        slug: `bench-rider-${i}`,
        firstName: 'Bench',
        lastName: `Rider${i}`,
        gender: 'M' as const,
        primarySportId: sport.id,
        nationality: 'SUI',
        aspi: 30 + (i % 60),
      })),
    )
    .returning({ id: athletes.id });
  await db
    .insert(draftPool)
    .values(riders.map((r, i) => ({ sportId: sport.id, athleteId: r.id, weight: 1 + i })));
  const passwordHash = await hashPassword(PASSWORD);
  const players = await db
    .insert(users)
    .values(
      Array.from({ length: PLAYERS }, (_, i) => ({
        email: emailOf(i),
        username: `drafter${i}`,
        passwordHash,
        completedManagerWelcome: true,
      })),
    )
    .returning({ id: users.id });
  for (const player of players) {
    await moveCredits(db, { userId: player.id, amount: CREDITS, reason: 'staff_grant', reference: 'bench' });
  }
  await database.close();
}

interface Run {
  perSecond: number;
  p99Ms: number;
  failures: number;
}

/** Every player sends `request` again as soon as the last answered, for SECONDS. */
async function closedLoop(
  tokens: string[],
  request: (token: string, i: number) => Promise<Response>,
): Promise<Run> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    tokens.map(async (token, i) => {
      while (performance.now() < until) {
        const sent = performance.now();
        const res = await request(token, i);
        await res.arrayBuffer();
        latencies.push(performance.now() - sent);
        if (!res.ok) failures += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
  return { perSecond: latencies.length / elapsed, p99Ms: p99, failures };
}

const post = (url: string, token: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

async function measure(url: string): Promise<Figure[]> {
  const tokens: string[] = [];
  for (let i = 0; i < PLAYERS; i++) tokens.push(await login(url, { email: emailOf(i), password: PASSWORD }));
  const open = (token: string) =>
    post(`${url}/api/drafts/open/`, token, { sport: 'snowboarding', tier: 'common' });

  // Warm-up, and a card per player for the baseline to extend.
  const cards = await Promise.all(
    tokens.map(async (token) => {
      const res = await open(token);
      if (res.status !== 201) throw new Error(`warm-up opening: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { cards: Array<{ card_instance_id: number }> }).cards[0]
        ?.card_instance_id;
    }),
  );
  const drafts = await closedLoop(tokens, (token) => open(token));
  // The baseline: the cheapest write that moves credits, one contract game added to an own card.
  const spends = await closedLoop(tokens, (token, i) =>
    post(`${url}/api/cards/contracts/extend/`, token, { card_instance_id: cards[i], games_to_add: 1 }),
  );
  if (drafts.failures + spends.failures > 0) {
    throw new Error(`failed requests: ${drafts.failures} openings, ${spends.failures} extensions`);
  }
  return [
    { name: 'draft_open_per_s', value: Math.round(drafts.perSecond), unit: 'openings/s' },
    { name: 'draft_open_p99', value: round(drafts.p99Ms), unit: 'ms' },
    { name: 'credit_spend_per_s', value: Math.round(spends.perSecond), unit: 'req/s' },
    { name: 'credit_spend_p99', value: round(spends.p99Ms), unit: 'ms' },
    {
      name: 'draft_open_vs_credit_spend',
      value: round(drafts.perSecond / spends.perSecond, 2),
      unit: 'ratio',
    },
  ];
}

/**
 * Draft openings on PostgreSQL (issue 13): PLAYERS players open common drafts back to back,
 * each opening a transaction that locks the player's seed pair, spends credits, draws and mints
 * three cards. Measured beside a bare credit spend (a contract extension) in the same run.
 */
export async function run(): Promise<Figure[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shred-bench-drafts-'));
  try {
    const figures = await withScratchPostgres(async (databaseUrl) => {
      const server = await startBenchServer({ DATABASE_URL: databaseUrl, DATA_DIR: dir, DEMO_DATA: '0' });
      try {
        await prepare(databaseUrl);
        return await measure(server.url);
      } finally {
        await server.stop();
      }
    });
    return figures ?? [];
  } finally {
    await removeDir(dir);
  }
}
