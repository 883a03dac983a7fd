import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const STAFF = { email: 'staff@shredleague.app', password: 'staff-password-1' };
export const DEMO = { email: 'demo@shredleague.app', password: 'shredleague' };
export const NEWBIE = { email: 'newbie@shredleague.app', password: 'shredleague' };

export interface RunningServer {
  url: string;
  jwtSecret: string;
  /** Everything the server logged so far (JSON lines). */
  logs(): string;
  stop(): Promise<void>;
}

/**
 * Servers this test process started and has not stopped. A journey file whose set-up timed out
 * never got the server to stop it, and a child outlives its parent: it would load the machine
 * for the rest of the run.
 */
const running = new Set<ChildProcess>();
// Registered while the journey file is collected: it runs after the file's own hooks.
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * The real server (built web app, demo data, staff account) on a port of its own choosing with a
 * fresh data dir, its embedded database a copy of the run's template: migrated, and seeded with
 * the demo world unless DEMO_DATA=0, whose dates the server moves to its start.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const demo = (env.DEMO_DATA ?? '1') !== '0';
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shred-e2e-'));
  await cp(inject(demo ? 'pgliteDemoTemplate' : 'pgliteTemplate'), path.join(dataDir, 'pglite'), {
    recursive: true,
  });
  const jwtSecret = randomBytes(32).toString('hex');
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: '',
      JWT_SECRET: jwtSecret,
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      DEMO_DATA: '1',
      ...(demo ? { DEMO_SEEDED_AT: inject('demoSeededAt') } : {}),
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
      // Sign-ups and logins at argon2's least cost: no real password is ever made here.
      NODE_ENV: 'test',
      TEST_PASSWORD_HASHING: '1',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = await readyUrl(child, () => output).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    url,
    jwtSecret,
    logs: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The address the server answers on, from its ready line (it listens on a port the system gave
 * it, so that no other process can take the port between its choice and its use).
 */
async function readyUrl(child: ChildProcess, output: () => string): Promise<string> {
  // Two journey files boot their servers side by side, on a machine other work may load too.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = output()
      .split('\n')
      .find((line) => line.includes('"Shred League is ready"'));
    if (ready) return (JSON.parse(ready) as { url: string }).url;
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The newest password-reset link the server mailed to `email` (read from the outbox log). */
export function resetLinkFor(server: RunningServer, email: string): string {
  const links = server
    .logs()
    .split('\n')
    .filter((line) => line.includes('mail written to outbox') && line.includes(email))
    .map(
      (line) => (JSON.parse(line) as { text: string }).text.match(/https?:\/\/\S+reset-password\?\S+/)?.[0],
    )
    .filter((link): link is string => Boolean(link));
  const link = links.at(-1);
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  return link;
}

/** The reset link mailed to `email`, once the server's log shows it (mail is written after the answer). */
export async function awaitResetLink(
  server: RunningServer,
  email: string,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return resetLinkFor(server, email);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
