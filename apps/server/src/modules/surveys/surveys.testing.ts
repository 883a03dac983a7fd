import type { Db } from '../../db/client.ts';
import { createSurveyQueries } from './surveys.queries.ts';

/** A new survey of one rating question, made the active one, written as staff's create writes it. */
export async function activeSurveyOf(db: Db, now: number): Promise<{ id: number }> {
  const queries = createSurveyQueries(db);
  const survey = await queries.insertSurvey({
    title: 'How was the final?',
    questions: [{ kind: 'rating', prompt: 'Rate the live scores' }],
    createdBy: null,
  });
  await queries.activate(survey.id, new Date(now));
  return { id: survey.id };
}
