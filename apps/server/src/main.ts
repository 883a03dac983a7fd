import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadJwtSecret } from './auth/secrets.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { scheduledJobs } from './jobs/scheduled-jobs.ts';
import { installBundledFonts } from './platform/fonts/bundled-fonts.ts';
import { seed } from './seed/seed.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // Before the app can draw a share image: fontconfig reads its configuration once.
  await installBundledFonts(path.join(config.dataDir, 'fonts'));
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const jwtSecret = await loadJwtSecret(config.jwtSecret, config.dataDir);
  const app = await buildApp({ config, database, jwtSecret, scheduledJobs });
  await seed(database.db, { admin: config.admin, demoData: config.demoData, log: app.log });
  // After seeding, so the catch-up sees the demo's games; app.close() stops the queue.
  await app.jobs.start();

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.driver, url: config.publicUrl }, 'Shred League is ready');
}

await main();
