import type { ChallengeSetDetail, ChallengeSetPage } from '@shred/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, users } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MAIN_DEMO_USERNAME } from '../cards/cards.demo.ts';
import { seedDemoChallenges } from './challenges.demo.ts';

let t: TestApp;
let demo: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  demo = await newUser(t.app);
  await t.database.db.update(users).set({ username: MAIN_DEMO_USERNAME }).where(eq(users.id, demo.id));
  for (let i = 0; i < 2; i++) {
    const other = await newUser(t.app);
    await t.database.db.insert(follows).values({ followerId: demo.id, followeeId: other.id });
  }
  await t.database.db.transaction((tx) => seedDemoChallenges(tx, t.clock.now()));
});
afterAll(() => t.close());

const get = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ url: `/api/${url}`, headers: demo.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

describe('demo challenges on first start (R1.12)', () => {
  it('has a set running now with one challenge of each condition, one upcoming and one just ended', async () => {
    const page = await get<ChallengeSetPage>('challenges/sets/');
    expect(page.results.map((set) => [set.name, set.status])).toEqual([
      ['Season Kick-off', 'active'],
      ['Finals Fever', 'upcoming'],
      ['Preseason Warm-up', 'ended'],
    ]);
  });

  it('shows the demo account’s follows counted in the running set', async () => {
    const [running] = (await get<ChallengeSetPage>('challenges/sets/')).results;
    const set = await get<ChallengeSetDetail>(`challenges/sets/${running?.id}/`);
    expect(new Set(set.challenges.map((c) => c.condition)).size).toBe(6);
    expect(set.challenges.find((c) => c.condition === 'follow_managers')).toMatchObject({
      progress: 2,
      target: 3,
    });
  });
});
