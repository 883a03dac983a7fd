import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { seedDemoAchievements } from '../modules/achievements/achievements.demo.ts';
import { seedDemoAnalytics } from '../modules/analytics/analytics.demo.ts';
import { seedDemoAthleteClaims } from '../modules/athlete-claims/athlete-claims.demo.ts';
import { seedDemoAthleteZone } from '../modules/athlete-zone/athlete-zone.demo.ts';
import { seedCatalog } from '../modules/catalog/catalog.reference.ts';
import { seedDemoChallenges } from '../modules/challenges/challenges.demo.ts';
import { seedDemoCredits } from '../modules/credits/credits.demo.ts';
import { seedDemoDrafts } from '../modules/drafts/drafts.demo.ts';
import { seedDemoSeason } from '../modules/events/season.demo.ts';
import { seedDemoLeagues } from '../modules/leagues/leagues.demo.ts';
import { seedDemoMarket } from '../modules/market/market.demo.ts';
import { seedDemoNotifications } from '../modules/notifications/notifications.demo.ts';
import { seedDemoPolls } from '../modules/polls/polls.demo.ts';
import { seedDemoReferrals } from '../modules/referrals/referrals.demo.ts';
import { seedDemoRewards } from '../modules/rewards/rewards.demo.ts';
import { seedDemoSubscriptions } from '../modules/subscriptions/subscriptions.demo.ts';
import { seedDemoTeams } from '../modules/teams/teams.demo.ts';
import { upsertStaffAccount } from '../modules/users/staff-account.ts';
import { seedDemoUsers } from '../modules/users/users.demo.ts';

/**
 * Start-up data: the staff account from the environment, and on an empty database the demo
 * world. Each domain adds its own demo seeder to `demoSeeders`, in dependency order.
 */
const demoSeeders: Array<{ name: string; run: (db: Db, now: number) => Promise<void> }> = [
  { name: 'users', run: (db) => seedDemoUsers(db) },
  { name: 'season', run: (db, now) => seedDemoSeason(db, now) },
  { name: 'teams', run: (db, now) => seedDemoTeams(db, now) },
  { name: 'drafts', run: (db, now) => seedDemoDrafts(db, now) },
  { name: 'credits', run: (db, now) => seedDemoCredits(db, now) },
  { name: 'subscriptions', run: (db, now) => seedDemoSubscriptions(db, now) },
  { name: 'market', run: (db, now) => seedDemoMarket(db, now) },
  { name: 'athlete zone', run: (db, now) => seedDemoAthleteZone(db, now) },
  { name: 'athlete claims', run: (db, now) => seedDemoAthleteClaims(db, now) },
  { name: 'leagues', run: (db, now) => seedDemoLeagues(db, now) },
  { name: 'referrals', run: (db, now) => seedDemoReferrals(db, now) },
  { name: 'challenges', run: (db, now) => seedDemoChallenges(db, now) },
  { name: 'rewards', run: (db, now) => seedDemoRewards(db, () => now) },
  { name: 'achievements', run: (db, now) => seedDemoAchievements(db, now) },
  { name: 'notifications', run: (db, now) => seedDemoNotifications(db, now) },
  { name: 'polls', run: (db, now) => seedDemoPolls(db, () => now) },
  { name: 'analytics', run: (db, now) => seedDemoAnalytics(db, now) },
];

export async function seed(
  db: Db,
  options: {
    admin: { email: string; password: string } | null;
    demoData: boolean;
    log: FastifyBaseLogger;
    /** The demo world's present: its games open, lock and end around it. */
    now?: number;
  },
): Promise<void> {
  const [row] = await db.select({ n: count() }).from(users);
  const empty = (row?.n ?? 0) === 0;
  // Sports, disciplines and the standard ruleset: staff need them with or without demo data.
  await seedCatalog(db);
  if (options.admin) {
    await upsertStaffAccount(db, options.admin);
    options.log.info({ email: options.admin.email }, 'staff account ready');
  }
  if (!options.demoData || !empty) return;
  const now = options.now ?? Date.now();
  for (const seeder of demoSeeders) {
    await db.transaction(async (tx) => seeder.run(tx, now));
    options.log.info({ domain: seeder.name }, 'demo data seeded');
  }
}
