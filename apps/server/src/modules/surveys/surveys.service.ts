import {
  SURVEY_ALREADY_ANSWERED,
  SURVEY_ANSWER_COUNT,
  SURVEY_NOT_ACTIVE,
  SURVEY_RATING_ANSWER,
  SURVEY_RESPONDENT_NOT_YOU,
  SURVEY_TEXT_ANSWER,
  type Survey,
  type SurveyResponse,
  type SurveyResponseBody,
} from '@shred/contract';
import type { Db } from '../../db/client.ts';
import type { SurveyQuestionRow } from '../../db/schema/index.ts';
import { badRequest, conflict, fieldError, notFound } from '../../http/errors.ts';
import { presentSurvey, presentSurveyResponse } from './surveys.presenter.ts';
import { createSurveyQueries } from './surveys.queries.ts';

export const SURVEY_NOT_FOUND = 'This survey does not exist.';

/** The field and message of the first answer that does not fit its question's kind, if any. */
function answerMismatch(
  questions: readonly SurveyQuestionRow[],
  answers: SurveyResponseBody['answers'],
): [string, string] | undefined {
  if (answers.length !== questions.length) return ['answers', SURVEY_ANSWER_COUNT];
  for (const [index, question] of questions.entries()) {
    const answer = answers[index];
    if (question.kind === 'rating' && typeof answer !== 'number')
      return [`answers.${index}`, SURVEY_RATING_ANSWER];
    if (question.kind === 'text' && typeof answer !== 'string')
      return [`answers.${index}`, SURVEY_TEXT_ANSWER];
  }
  return undefined;
}

/** The survey widget's side: what a signed-in player is shown, their answer, their dismissal. */
export function createSurveyService(deps: { db: Db; now: () => number }) {
  const queries = createSurveyQueries(deps.db);

  return {
    async activeFor(userId: number): Promise<Survey | null> {
      const row = await queries.activeFor(userId);
      return row ? presentSurvey(row) : null;
    },

    /**
     * Keeps the id, e-mail, full name and signup date the widget was told (R7.54), as the
     * server knows them: the body's respondent must be the caller, never another account.
     */
    async respond(surveyId: number, userId: number, body: SurveyResponseBody): Promise<SurveyResponse> {
      const survey = await queries.surveyById(surveyId);
      if (!survey) throw notFound(SURVEY_NOT_FOUND);
      if (body.respondent.id !== userId) throw fieldError('respondent.id', SURVEY_RESPONDENT_NOT_YOU);
      const mismatch = answerMismatch(survey.questions, body.answers);
      if (mismatch) throw badRequest(mismatch[1], { [mismatch[0]]: [mismatch[1]] });
      if ((await queries.activeId()) !== surveyId) throw conflict(SURVEY_NOT_ACTIVE);
      const respondent = await queries.respondent(userId);
      if (!respondent) throw notFound(SURVEY_NOT_FOUND);
      const stored = await queries.insertResponse({
        surveyId,
        userId,
        email: respondent.email ?? '',
        fullName: `${respondent.firstName} ${respondent.lastName}`.trim(),
        signupDate: respondent.dateJoined,
        answers: body.answers,
        createdAt: new Date(deps.now()),
      });
      if (!stored) throw conflict(SURVEY_ALREADY_ANSWERED);
      return presentSurveyResponse(stored);
    },

    async dismiss(surveyId: number, userId: number): Promise<void> {
      if (!(await queries.surveyById(surveyId))) throw notFound(SURVEY_NOT_FOUND);
      await queries.insertDismissal(surveyId, userId);
    },
  };
}
