import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { type Figure, round } from './figures.ts';
import { removeDir } from './server-process.ts';

const OWNER = { email: 'owner@example.com', password: 'the-owners-password' };
const HOUR_MS = 60 * 60 * 1000;
/** The attacker sends a guess every second, whatever the answers say. */
const ATTACK_EVERY_MS = 1000;
/** The owner logs in every five minutes, from a device used before and from a new address. */
const OWNER_EVERY_MS = 5 * 60 * 1000;

interface Outcome {
  /** Guesses whose password was checked (answered 401), not refused with 429. */
  guessesChecked: number;
  ownerKnownOk: number;
  ownerNewOk: number;
  ownerTries: number;
}

/**
 * One simulated hour against one account on a fresh app (PGlite in memory), with a clock that
 * jumps from one request to the next: the attacker guesses every second from `attackerAddress(i)`
 * while the owner logs in every five minutes from a known and from a new address.
 */
async function simulate(attackerAddress: (i: number) => string): Promise<Outcome> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shred-bench-login-'));
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  // An hour boundary, so the simulated hour is one window of the hourly limits.
  let clock = Math.ceil(Date.now() / HOUR_MS) * HOUR_MS;
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: '0' }),
    database,
    jwtSecret: randomBytes(32),
    now: () => clock,
    logger: false,
  });
  try {
    const register = await post(app, 'users/register/', { credentials: OWNER }, '203.0.113.1');
    if (register !== 201) throw new Error(`register answered ${register}`);
    const knownAddress = '203.0.113.1';
    if ((await login(app, OWNER.password, knownAddress)) !== 200) throw new Error('owner cannot log in');
    const start = clock;
    const outcome: Outcome = { guessesChecked: 0, ownerKnownOk: 0, ownerNewOk: 0, ownerTries: 0 };
    for (let i = 0; i < HOUR_MS / ATTACK_EVERY_MS; i++) {
      clock = start + i * ATTACK_EVERY_MS;
      if ((await login(app, `guess-${i}`, attackerAddress(i))) === 401) outcome.guessesChecked += 1;
      if (i % (OWNER_EVERY_MS / ATTACK_EVERY_MS) === OWNER_EVERY_MS / ATTACK_EVERY_MS / 2) {
        outcome.ownerTries += 1;
        if ((await login(app, OWNER.password, knownAddress)) === 200) outcome.ownerKnownOk += 1;
        if ((await login(app, OWNER.password, `203.0.113.${100 + outcome.ownerTries}`)) === 200)
          outcome.ownerNewOk += 1;
      }
    }
    return outcome;
  } finally {
    await app.close();
    await database.close();
    await removeDir(dataDir);
  }
}

async function post(app: FastifyInstance, url: string, payload: object, remoteAddress: string) {
  return (await app.inject({ method: 'POST', url: `/api/${url}`, payload, remoteAddress })).statusCode;
}

const login = (app: FastifyInstance, password: string, remoteAddress: string) =>
  post(app, 'users/token/', { email: OWNER.email, password }, remoteAddress);

function figures(label: string, o: Outcome): Figure[] {
  const percent = (n: number) => round((100 * n) / o.ownerTries);
  return [
    { name: `login_attack_${label}_guesses_per_hour`, value: o.guessesChecked, unit: 'tries', goal: 'low' },
    {
      name: `login_attack_${label}_owner_known_device_ok`,
      value: percent(o.ownerKnownOk),
      unit: '%',
      goal: '100',
    },
    { name: `login_attack_${label}_owner_new_address_ok`, value: percent(o.ownerNewOk), unit: '%' },
  ];
}

/** What an attacker gets against one account in an hour, and whether its owner still gets in (issue 11.3). */
export async function run(): Promise<Figure[]> {
  const oneAddress = await simulate(() => '198.51.100.1');
  // A botnet: every guess from an address never seen before.
  const rotating = await simulate((i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
  return [...figures('one_address', oneAddress), ...figures('rotating_addresses', rotating)];
}
