import type { Endpoint } from './endpoints.ts';

/** The first-party survey widget (issue 27 item 6, spec §7): staff write a short survey, signed-in players answer it. */
export const surveysEndpoints = {
  activeSurvey: { method: 'GET', path: 'surveys/active/', access: 'user', status: 200 },
  surveyRespond: { method: 'POST', path: 'surveys/{id}/responses/', access: 'user', status: 201 },
  surveyDismiss: { method: 'POST', path: 'surveys/{id}/dismiss/', access: 'user', status: 204 },
  adminSurveyList: { method: 'GET', path: 'admin/surveys/', access: 'staff', status: 200 },
  adminSurveyCreate: { method: 'POST', path: 'admin/surveys/', access: 'staff', status: 201 },
  adminSurveyUpdate: { method: 'PATCH', path: 'admin/surveys/{id}/', access: 'staff', status: 200 },
  adminSurveyResponses: {
    method: 'GET',
    path: 'admin/surveys/{id}/responses/',
    access: 'staff',
    status: 200,
  },
} as const satisfies Record<string, Endpoint>;
