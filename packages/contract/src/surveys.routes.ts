import { recordIdParamSchema } from './catalog.ts';
import { defineRoute } from './route.ts';
import { surveysEndpoints } from './surveys.endpoints.ts';
import {
  activeSurveySchema,
  adminSurveyListSchema,
  adminSurveyResponsePageSchema,
  adminSurveyResponsesQuerySchema,
  adminSurveySchema,
  surveyCreateBodySchema,
  surveyResponseBodySchema,
  surveyResponseSchema,
  surveyUpdateBodySchema,
} from './surveys.ts';

/** The first-party survey widget (issue 27 item 6, spec §7): staff write a short survey, signed-in players answer it. */
export const surveysRoutes = {
  activeSurvey: defineRoute({
    ...surveysEndpoints.activeSurvey,
    tag: 'surveys',
    summary: 'The active survey the caller has neither answered nor dismissed; null when there is none',
    response: { 200: activeSurveySchema },
    errors: [],
  }),
  surveyRespond: defineRoute({
    ...surveysEndpoints.surveyRespond,
    tag: 'surveys',
    summary:
      'Answer the active survey once, with the id, e-mail, full name and signup date the widget was told (R7.54); 409 the second time or once it is no longer active',
    params: recordIdParamSchema,
    body: surveyResponseBodySchema,
    response: { 201: surveyResponseSchema },
    errors: [409],
  }),
  surveyDismiss: defineRoute({
    ...surveysEndpoints.surveyDismiss,
    tag: 'surveys',
    summary: 'Stop showing a survey to the caller',
    params: recordIdParamSchema,
    response: { 204: null },
    errors: [],
  }),
  adminSurveyList: defineRoute({
    ...surveysEndpoints.adminSurveyList,
    tag: 'admin',
    summary: 'Every survey, newest first, with its number of answers (staff)',
    response: { 200: adminSurveyListSchema },
    errors: [],
  }),
  adminSurveyCreate: defineRoute({
    ...surveysEndpoints.adminSurveyCreate,
    tag: 'admin',
    summary: 'Write a survey: a title and 1 to 3 questions, each a rating 1–5 or a short text (staff)',
    body: surveyCreateBodySchema,
    response: { 201: adminSurveySchema },
    errors: [],
  }),
  adminSurveyUpdate: defineRoute({
    ...surveysEndpoints.adminSurveyUpdate,
    tag: 'admin',
    summary:
      'Edit or (de)activate a survey; activating one ends the one active before; 409 when changing the questions of an answered survey (staff)',
    params: recordIdParamSchema,
    body: surveyUpdateBodySchema,
    response: { 200: adminSurveySchema },
    errors: [409],
  }),
  adminSurveyResponses: defineRoute({
    ...surveysEndpoints.adminSurveyResponses,
    tag: 'admin',
    summary: 'A survey’s answers, newest first, with who answered (staff)',
    params: recordIdParamSchema,
    query: adminSurveyResponsesQuerySchema,
    response: { 200: adminSurveyResponsePageSchema },
    errors: [],
  }),
} as const;
