import type { Poll } from '@shred/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollVotes } from '../../db/schema/index.ts';
import { newUser } from '../../test/factories.ts';
import { createGameFixture } from '../../test/game-factories.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pollOf } from './polls.testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('one vote per player under concurrent votes (R1.30)', () => {
  it('8 votes one player sends at once, all held at the vote’s insert: one 201, seven 409, one stored vote', async () => {
    const game = await createGameFixture(t.database.db, { now: t.clock.now(), athletes: 4 });
    const poll = await pollOf(t.database.db, game.eventId);
    const fan = await newUser(t.app);
    const answers = await raceAtLock(
      t.database,
      { sql: 'lock table poll_votes in share mode' },
      Array.from(
        { length: 8 },
        (_, i) => () =>
          t.app.inject({
            method: 'POST',
            url: `/api/polls/${poll.id}/vote/`,
            headers: fan.auth,
            payload: { option_id: poll.optionIds[i % 2] },
          }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(7).fill(409)]);
    const stored = await t.database.db.select().from(pollVotes).where(eq(pollVotes.pollId, poll.id));
    expect(stored).toHaveLength(1);
    const winner = answers.find((a) => a.statusCode === 201)?.json<Poll>();
    expect(stored[0]?.optionId).toBe(winner?.voted_option_id);
    expect(winner?.total_votes).toBe(1);
  });
});
