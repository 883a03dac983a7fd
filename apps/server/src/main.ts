import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadJwtSecret } from './auth/secrets.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { claimPort } from './http/claim-port.ts';
import { scheduledJobs } from './jobs/scheduled-jobs.ts';
import { installBundledFonts } from './platform/fonts/bundled-fonts.ts';
import { seed } from './seed/seed.ts';
import { shiftDates } from './seed/shift-dates.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // With PORT=0 the claimed port stands for it, in the default PUBLIC_URL too.
  const claim = await claimPort(config.port, config.host);
  if (claim.port !== config.port) config = loadConfig({ ...process.env, PORT: String(claim.port) });
  // Before the app can draw a share image: fontconfig reads its configuration once.
  await installBundledFonts(path.join(config.dataDir, 'fonts'));
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  // Before anything reads the world: the games open and lock around this start, not the copy's.
  const seededAt = config.demoSeededAt;
  const movedColumns =
    seededAt === null ? 0 : await shiftDates(database.db, { from: seededAt, to: Date.now() });
  const jwtSecret = await loadJwtSecret(config.jwtSecret, config.dataDir);
  const app = await buildApp({ config, database, jwtSecret, scheduledJobs });
  if (seededAt !== null)
    app.log.info({ seededAt: new Date(seededAt), movedColumns }, 'demo dates moved to now');
  await seed(database.db, { admin: config.admin, demoData: config.demoData, log: app.log });
  // After seeding, so the catch-up sees the demo's games; app.close() stops the queue.
  await app.jobs.start();

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  const address = await app.listen(claim.listenOptions);
  await claim.release();
  app.log.info({ database: database.driver, url: config.publicUrl, address }, 'Shred League is ready');
}

await main();
