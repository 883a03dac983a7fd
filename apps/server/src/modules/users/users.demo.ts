import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import { follows, users } from '../../db/schema/index.ts';

/** Password of every demo account (documented in the README); demo data is for local play only. */
export const DEMO_PASSWORD = 'shredleague';

const DEMO_USERS = [
  {
    email: 'demo@shredleague.app',
    username: 'demo',
    firstName: 'Dana',
    lastName: 'Demo',
    xp: 2400,
    welcome: true,
  },
  {
    email: 'kai@shredleague.app',
    username: 'kai_slides',
    firstName: 'Kai',
    lastName: 'Moreno',
    xp: 7200,
    welcome: true,
  },
  {
    email: 'mia@shredleague.app',
    username: 'mia.rips',
    firstName: 'Mia',
    lastName: 'Lindqvist',
    xp: 16200,
    welcome: true,
  },
  {
    email: 'jonas@shredleague.app',
    username: 'jonas_bmx',
    firstName: 'Jonas',
    lastName: 'Weber',
    xp: 650,
    welcome: true,
  },
  {
    email: 'ayumi@shredleague.app',
    username: 'ayumi',
    firstName: 'Ayumi',
    lastName: 'Sato',
    xp: 120,
    welcome: true,
  },
  { email: 'newbie@shredleague.app', username: 'newbie', firstName: '', lastName: '', xp: 0, welcome: false },
] as const;

/** Managers who already follow each other, so profiles and follow buttons have something to show. */
export async function seedDemoUsers(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = await db
    .insert(users)
    .values(
      DEMO_USERS.map((u) => ({
        email: u.email,
        username: u.username,
        firstName: u.firstName,
        lastName: u.lastName,
        xp: u.xp,
        completedManagerWelcome: u.welcome,
        passwordHash,
        isVerified: u.xp > 5000,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id, username: users.username });
  const id = (name: string) => rows.find((r) => r.username === name)?.id;
  const pairs: Array<[string, string]> = [
    ['demo', 'kai_slides'],
    ['demo', 'mia.rips'],
    ['kai_slides', 'demo'],
    ['mia.rips', 'demo'],
    ['jonas_bmx', 'mia.rips'],
    ['ayumi', 'mia.rips'],
  ];
  const values = pairs.flatMap(([a, b]) => {
    const followerId = id(a);
    const followeeId = id(b);
    return followerId && followeeId ? [{ followerId, followeeId }] : [];
  });
  if (values.length) await db.insert(follows).values(values).onConflictDoNothing();
}
