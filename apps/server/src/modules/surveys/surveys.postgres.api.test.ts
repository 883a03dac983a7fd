import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses, users } from '../../db/schema/index.ts';
import { newUser } from '../../test/factories.ts';
import { raceAtLock } from '../../test/race-barrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { activeSurveyOf } from './surveys.testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('one answer per player under concurrent answers (issue 27.6, R7.54)', () => {
  it('8 answers one player sends at once, all held at the answer’s insert: one 201, seven 409, one stored answer', async () => {
    const survey = await activeSurveyOf(t.database.db, t.clock.now());
    const player = await newUser(t.app);
    const [row] = await t.database.db
      .select({ dateJoined: users.dateJoined })
      .from(users)
      .where(eq(users.id, player.id));
    const respondent = {
      id: player.id,
      email: player.email,
      full_name: '',
      signup_date: row?.dateJoined.toISOString() ?? '',
    };
    const answers = await raceAtLock(
      t.database,
      { sql: 'lock table survey_responses in share mode' },
      Array.from(
        { length: 8 },
        (_, i) => () =>
          t.app.inject({
            method: 'POST',
            url: `/api/surveys/${survey.id}/responses/`,
            headers: player.auth,
            payload: { answers: [(i % 5) + 1], respondent },
          }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(7).fill(409)]);
    const stored = await t.database.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.surveyId, survey.id));
    expect(stored).toHaveLength(1);
    const winner = answers.find((a) => a.statusCode === 201)?.json<{ answers: number[] }>();
    expect(stored[0]?.answers).toEqual(winner?.answers);
  });
});
