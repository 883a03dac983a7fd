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
const demoSeeders: Array<{ name: string; run: (db: Db) => Promise<void> }> = [
  { name: 'users', run: seedDemoUsers },
  { name: 'season', run: (db) => seedDemoSeason(db) },
  { name: 'teams', run: (db) => seedDemoTeams(db) },
  { name: 'drafts', run: (db) => seedDemoDrafts(db) },
  { name: 'credits', run: (db) => seedDemoCredits(db) },
  { name: 'subscriptions', run: (db) => seedDemoSubscriptions(db) },
  { name: 'market', run: (db) => seedDemoMarket(db) },
  { name: 'athlete zone', run: (db) => seedDemoAthleteZone(db) },
  { name: 'athlete claims', run: (db) => seedDemoAthleteClaims(db) },
  { name: 'leagues', run: (db) => seedDemoLeagues(db) },
  { name: 'referrals', run: (db) => seedDemoReferrals(db) },
  { name: 'challenges', run: (db) => seedDemoChallenges(db) },
  { name: 'rewards', run: (db) => seedDemoRewards(db) },
  { name: 'achievements', run: (db) => seedDemoAchievements(db) },
  { name: 'notifications', run: (db) => seedDemoNotifications(db) },
  { name: 'polls', run: (db) => seedDemoPolls(db) },
  { name: 'analytics', run: (db) => seedDemoAnalytics(db) },
];

export async function seed(
  db: Db,
  options: { admin: { email: string; password: string } | null; demoData: boolean; log: FastifyBaseLogger },
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
  for (const seeder of demoSeeders) {
    await db.transaction(async (tx) => seeder.run(tx));
    options.log.info({ domain: seeder.name }, 'demo data seeded');
  }
}
