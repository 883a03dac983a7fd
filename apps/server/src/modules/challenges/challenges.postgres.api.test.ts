import type { ChallengeDetail } from '@shred/contract';
import { XP_FOR_CHALLENGE } from '@shred/game';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeSets, challenges, users } from '../../db/schema/index.ts';
import { newUser } from '../../test/factories.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { queryRows } from '../scoring/sql-rows.ts';
import { challengeProgressHandler } from './challenge-progress.ts';

const DAY_MS = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db);
});
afterAll(() => t.close());

async function xpOf(userId: number): Promise<number> {
  const [row] = await t.database.db.select({ xp: users.xp }).from(users).where(eq(users.id, userId));
  return row?.xp ?? 0;
}

describe('challenge progress under concurrent steps of one manager', () => {
  it('8 steps counted at once, all held at the progress row’s upsert: progress 8, completed and published once, its XP given once', async () => {
    const now = t.clock.now();
    const [set] = await t.database.db
      .insert(challengeSets)
      .values({
        name: 'Race week',
        description: '',
        startsAt: new Date(now - DAY_MS),
        endsAt: new Date(now + DAY_MS),
      })
      .returning({ id: challengeSets.id });
    const [challenge] = await t.database.db
      .insert(challenges)
      .values({
        setId: set?.id ?? 0,
        name: 'Follow three',
        condition: 'follow_managers',
        target: 3,
        rewardKind: 'credits',
        rewardAmount: 100,
        position: 0,
      })
      .returning({ id: challenges.id });
    const id = challenge?.id ?? 0;
    const user = await newUser(t.app);
    const xpBefore = await xpOf(user.id);
    await raceAtLock(
      t.database,
      { sql: 'lock table challenge_progress in share mode' },
      Array.from(
        { length: 8 },
        (_, i) => () =>
          t.database.db.transaction((tx) =>
            challengeProgressHandler.handle(
              tx,
              {
                id: 0,
                type: 'user.followed',
                payload: { follower_id: user.id, followee_id: 1_000_000 + i },
                createdAt: new Date(t.clock.now()),
              },
              { now: t.clock.now, log: t.app.log },
            ),
          ),
      ),
    );
    const [row] = await queryRows<{ progress: number }>(
      t.database.db,
      sql`select progress from challenge_progress where user_id = ${user.id} and challenge_id = ${id}`,
    );
    expect(row?.progress).toBe(8);
    const completions = await queryRows<{ user_id: number }>(
      t.database.db,
      sql`select (payload->>'user_id')::int as user_id from domain_events
          where type = 'challenge.completed' and (payload->>'challenge_id')::int = ${id}`,
    );
    expect(completions).toEqual([{ user_id: user.id }]);
    expect(await xpOf(user.id)).toBe(xpBefore + XP_FOR_CHALLENGE);
    const read = await t.app.inject({ url: `/api/challenges/${id}/`, headers: user.auth });
    expect(read.json<ChallengeDetail>()).toMatchObject({ progress: 3, percent: 100 });
  });
});
