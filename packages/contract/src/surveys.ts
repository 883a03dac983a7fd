import { z } from 'zod';
import { plainTextSchema } from './catalog.ts';
import { listPageOf, listPageQuerySchema } from './credits.ts';
import { CONTROL_CHARACTERS_REFUSED, MULTILINE_TEXT, SINGLE_LINE_TEXT } from './text.ts';

/** Limits of a survey as staff write it and players answer it: short, so the widget stays small. */
export const SURVEY_LIMITS = {
  titleMax: 120,
  promptMax: 200,
  questionsMin: 1,
  questionsMax: 3,
  ratingMin: 1,
  ratingMax: 5,
  textAnswerMax: 500,
} as const;

export const SURVEY_ALREADY_ANSWERED = 'You already answered this survey.';
export const SURVEY_NOT_ACTIVE = 'This survey is closed: answers are no longer taken.';
export const SURVEY_HAS_RESPONSES = 'This survey has answers already: its questions can no longer change.';
export const SURVEY_ANSWER_COUNT = 'Answer each question of the survey, in order.';
export const SURVEY_RATING_ANSWER = `Give a rating from ${SURVEY_LIMITS.ratingMin} to ${SURVEY_LIMITS.ratingMax}.`;
export const SURVEY_TEXT_ANSWER = 'Write the answer as text.';
export const SURVEY_RESPONDENT_NOT_YOU = 'Answer as yourself: this is another account.';

/** A question is answered with a rating from 1 to 5, or with a short free text. */
export const SURVEY_QUESTION_KINDS = ['rating', 'text'] as const;
export const surveyQuestionKindSchema = z.enum(SURVEY_QUESTION_KINDS);

export const surveyQuestionSchema = z.object({
  kind: surveyQuestionKindSchema,
  prompt: plainTextSchema(SURVEY_LIMITS.promptMax).pipe(z.string().min(1, 'Write the question.')),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

/** A survey as the widget shows it. */
export const surveySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  questions: z.array(surveyQuestionSchema),
});
export type Survey = z.infer<typeof surveySchema>;

/** GET surveys/active/: the survey the caller has neither answered nor dismissed, or null. */
export const activeSurveySchema = surveySchema.nullable();

/**
 * Who answers, as the widget is told (spec §7, R7.54): id, e-mail, full name and signup date.
 * The widget sends them back with the answer; the server keeps them with the response.
 */
export const surveyRespondentSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  signup_date: z.string(),
});
export type SurveyRespondent = z.infer<typeof surveyRespondentSchema>;

/** One answer per question, in order: an integer rating or a text, checked against the question's kind by the server. */
export const surveyAnswerSchema = z.union([
  z
    .number()
    .int(SURVEY_RATING_ANSWER)
    .min(SURVEY_LIMITS.ratingMin, SURVEY_RATING_ANSWER)
    .max(SURVEY_LIMITS.ratingMax, SURVEY_RATING_ANSWER),
  z
    .string()
    .trim()
    .max(SURVEY_LIMITS.textAnswerMax, `Use at most ${SURVEY_LIMITS.textAnswerMax} characters.`)
    .regex(MULTILINE_TEXT, CONTROL_CHARACTERS_REFUSED),
]);
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

/** POST surveys/{id}/responses/. */
export const surveyResponseBodySchema = z
  .object({
    answers: z.array(surveyAnswerSchema).max(SURVEY_LIMITS.questionsMax, SURVEY_ANSWER_COUNT),
    respondent: surveyRespondentSchema
      .extend({
        email: z.string().max(254).regex(SINGLE_LINE_TEXT, CONTROL_CHARACTERS_REFUSED),
        full_name: z.string().max(300).regex(SINGLE_LINE_TEXT, CONTROL_CHARACTERS_REFUSED),
        signup_date: z.string().max(40).regex(SINGLE_LINE_TEXT, CONTROL_CHARACTERS_REFUSED),
      })
      .strict(),
  })
  .strict();
export type SurveyResponseBody = z.infer<typeof surveyResponseBodySchema>;

/** A stored answer: who answered (as the widget was told), what, and when. */
export const surveyResponseSchema = z.object({
  survey_id: z.number().int(),
  respondent: surveyRespondentSchema,
  answers: z.array(z.union([z.number().int(), z.string()])),
  created_at: z.string(),
});
export type SurveyResponse = z.infer<typeof surveyResponseSchema>;

const surveyTitleSchema = plainTextSchema(SURVEY_LIMITS.titleMax).pipe(z.string().min(1, 'Write a title.'));
const surveyQuestionsSchema = z
  .array(surveyQuestionSchema.strict(), { error: 'Give the questions as a list.' })
  .min(SURVEY_LIMITS.questionsMin, `Give at least ${SURVEY_LIMITS.questionsMin} question.`)
  .max(SURVEY_LIMITS.questionsMax, `Give at most ${SURVEY_LIMITS.questionsMax} questions.`);

/** POST admin/surveys/: a new survey starts inactive unless `active` says otherwise. */
export const surveyCreateBodySchema = z
  .object({
    title: surveyTitleSchema,
    questions: surveyQuestionsSchema,
    active: z.boolean().optional(),
  })
  .strict();
export type SurveyCreateBody = z.infer<typeof surveyCreateBodySchema>;

/** PATCH admin/surveys/{id}/: activating one survey ends the one active before. */
export const surveyUpdateBodySchema = surveyCreateBodySchema.partial().strict();
export type SurveyUpdateBody = z.infer<typeof surveyUpdateBodySchema>;

/** A survey as staff see it. */
export const adminSurveySchema = surveySchema.extend({
  active: z.boolean(),
  response_count: z.number().int(),
  created_at: z.string(),
});
export type AdminSurvey = z.infer<typeof adminSurveySchema>;
export const adminSurveyListSchema = z.array(adminSurveySchema);

export const adminSurveyResponsesQuerySchema = listPageQuerySchema;
export const adminSurveyResponsePageSchema = listPageOf(surveyResponseSchema);
export type AdminSurveyResponsePage = z.infer<typeof adminSurveyResponsePageSchema>;
