import type { RewardClaim } from '@shred/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../../test/factories.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { creditBalance } from '../credits/credit-ledger.ts';
import { auditLedger } from '../credits/ledger-audit.ts';
import { rewardOf } from './rewards.testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('claiming a reward under concurrent claims (GAME.md "Invariants")', () => {
  it('8 claims of one reward, all held at the reward’s conditional update: paid once, each answered 200, ledgers sum to balances', async () => {
    const user = await newUser(t.app);
    const reward = await rewardOf(t.database.db, user.id);
    const before = await creditBalance(t.database.db, user.id);
    const answers = await raceAtLock(
      t.database,
      { sql: 'select 1 from rewards where id = $1 for update', params: [reward] },
      Array.from(
        { length: 8 },
        () => () =>
          t.app.inject({ method: 'POST', url: `/api/rewards/${reward}/claim/`, headers: user.auth }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => a.json<RewardClaim>().claimed_now)).toHaveLength(1);
    expect(await creditBalance(t.database.db, user.id)).toBe(before + 5);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });
});
