import { DEFAULT_GAME_CONFIG } from '@shred/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../../test/factories.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { creditBalance } from '../credits/credit-ledger.ts';
import { auditLedger } from '../credits/ledger-audit.ts';
import { premiumCalls } from './subscriptions.testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, rowsOf } = premiumCalls(() => t);
/** Every start and checkout writes a subscription row: a share lock on the table holds them all there. */
const holdSubscriptionWrites = { sql: 'lock table subscriptions in share mode' };

describe('premium under concurrent requests (R1.31, GAME.md "Invariants")', () => {
  it('two trial starts, both held at their subscription write: one 201, one 409, one row', async () => {
    const user = await newUser(t.app);
    const answers = await raceAtLock(t.database, holdSubscriptionWrites, [
      () => call(user, 'POST', 'trial/'),
      () => call(user, 'POST', 'trial/'),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('two checkouts, both past the premium check and held at their subscription write: one 201, one 409, month 0 paid once', async () => {
    const user = await newUser(t.app);
    const before = await creditBalance(t.database.db, user.id);
    const answers = await raceAtLock(t.database, holdSubscriptionWrites, [
      () => call(user, 'POST', 'checkout/', { plan: 'monthly' }),
      () => call(user, 'POST', 'checkout/', { plan: 'yearly' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect((await rowsOf(user.id)).map((row) => row.status)).toEqual(['active']);
    expect(await creditBalance(t.database.db, user.id)).toBe(
      before + DEFAULT_GAME_CONFIG.subscription.monthlyCredits,
    );
    expect(await auditLedger(t.database.db)).toEqual([]);
  });
});
