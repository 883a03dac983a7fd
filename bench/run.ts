import { type Figure, printFigures } from './figures.ts';

/** `npm run bench` runs every benchmark; `npm run bench -- NAME` runs one. */
const benchmarks: Record<string, () => Promise<{ run(): Promise<Figure[]> }>> = {
  startup: () => import('./startup.bench.ts'),
  'auth-api': () => import('./auth-api.bench.ts'),
  bundle: () => import('./bundle.bench.ts'),
  scoring: () => import('./scoring.bench.ts'),
  'game-api': () => import('./game-api.bench.ts'),
  'lock-rush': () => import('./lock-rush.bench.ts'),
  lighthouse: () => import('./lighthouse.bench.ts'),
  'login-throttle': () => import('./login-throttle.bench.ts'),
  'health-load': () => import('./health-load.bench.ts'),
  'draft-open': () => import('./draft-open.bench.ts'),
  market: () => import('./market.bench.ts'),
  search: () => import('./search.bench.ts'),
  'league-standings': () => import('./league-standings.bench.ts'),
  live: () => import('./live.bench.ts'),
  'notification-fanout': () => import('./notification-fanout.bench.ts'),
  'tracking-ingest': () => import('./tracking-ingest.bench.ts'),
  dashboard: () => import('./dashboard.bench.ts'),
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in benchmarks));
if (unknown.length) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${Object.keys(benchmarks).join(', ')}`);
  process.exit(2);
}
const figures: Figure[] = [];
for (const name of wanted.length ? wanted : Object.keys(benchmarks)) {
  console.error(`Running ${name}…`);
  const bench = await (benchmarks[name] as () => Promise<{ run(): Promise<Figure[]> }>)();
  figures.push(...(await bench.run()));
}
printFigures(figures);
