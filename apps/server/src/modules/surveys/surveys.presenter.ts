import type { AdminSurvey, Survey, SurveyResponse } from '@shred/contract';
import type { SurveyResponseRow, SurveyRow } from './surveys.queries.ts';

export const presentSurvey = (row: SurveyRow): Survey => ({
  id: row.id,
  title: row.title,
  questions: row.questions,
});

export const presentAdminSurvey = (row: SurveyRow, responseCount: number): AdminSurvey => ({
  ...presentSurvey(row),
  active: row.activatedAt !== null,
  response_count: responseCount,
  created_at: row.createdAt.toISOString(),
});

export const presentSurveyResponse = (row: SurveyResponseRow): SurveyResponse => ({
  survey_id: row.surveyId,
  respondent: {
    id: row.userId,
    email: row.email,
    full_name: row.fullName,
    signup_date: row.signupDate.toISOString(),
  },
  answers: row.answers,
  created_at: row.createdAt.toISOString(),
});
