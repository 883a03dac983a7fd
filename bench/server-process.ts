import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** A TCP port nothing listens on now, for a server under test (one bench at a time runs its servers). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health/`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface BenchServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Run a command that starts the server and wait until it answers; logs are silenced. */
export async function startServer(
  command: string[],
  env: Record<string, string>,
  dataDir?: string,
): Promise<BenchServer & { readyMs: number }> {
  const port = await freePort();
  const dir = dataDir ?? (await mkdtemp(path.join(tmpdir(), 'shred-bench-')));
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const [bin, ...args] = command;
  const child = spawn(bin ?? process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(url, child);
  const readyMs = performance.now() - started;
  return {
    url,
    dataDir: dir,
    readyMs,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

export const removeDir = (dir: string) => rm(dir, { recursive: true, force: true });
