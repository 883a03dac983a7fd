import type { AchievementKey } from '@shred/game';
import type { Db } from '../../db/client.ts';
import { rewards, userAchievements } from '../../db/schema/index.ts';

/** A new unclaimed reward of `userId`'s worth a few credits, as a completed challenge leaves one. */
export async function rewardOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .insert(rewards)
    .values({
      userId,
      source: 'challenge',
      reference: Math.floor(Math.random() * 1_000_000_000),
      title: 'Matrix challenge',
      kind: 'credits',
      amount: 5,
    })
    .returning({ id: rewards.id });
  if (!row) throw new Error('inserting a reward returned nothing');
  return row.id;
}

/** `userId` has earned `key`, as a handler records it. */
export async function earn(db: Db, userId: number, key: AchievementKey): Promise<void> {
  await db.insert(userAchievements).values({ userId, achievement: key }).onConflictDoNothing();
}
