import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { createSurveyService } from './surveys.service.ts';
import { createSurveyAdminService } from './surveys-admin.service.ts';

/** The first-party survey widget (issue 27 item 6): staff write a short survey, signed-in players answer or dismiss it. */
export async function surveysRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => number },
): Promise<void> {
  const surveys = createSurveyService(options);
  const admin = createSurveyAdminService(options);
  mountRoute(app, routes.activeSurvey, async ({ user }) => surveys.activeFor(user.id));
  mountRoute(app, routes.surveyRespond, async ({ params, body, user }) =>
    surveys.respond(params.id, user.id, body),
  );
  mountRoute(app, routes.surveyDismiss, async ({ params, user }) => {
    await surveys.dismiss(params.id, user.id);
    return undefined;
  });
  mountRoute(app, routes.adminSurveyList, async () => admin.list());
  mountRoute(app, routes.adminSurveyCreate, async ({ body, user }) => admin.create(body, user.id));
  mountRoute(app, routes.adminSurveyUpdate, async ({ params, body }) => admin.update(params.id, body));
  mountRoute(app, routes.adminSurveyResponses, async ({ params, query }) =>
    admin.responses(params.id, query),
  );
}
