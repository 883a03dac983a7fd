import { ERROR_MEANINGS, errorBodySchema, errorStatuses, type RouteDef, routes } from '@shred/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../auth/request-auth.ts';
import { forbidden, unauthorized } from './errors.ts';
import { JsonText } from './json-text.ts';
import { refuseUnstorableText } from './request-text.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type ResponseOf<R extends RouteDef> = {
  [K in keyof R['response']]: R['response'][K] extends z.ZodType ? z.input<R['response'][K]> : undefined;
}[keyof R['response']];

export interface RouteContext<R extends RouteDef> {
  params: Out<R['params']>;
  query: Out<R['query']>;
  body: Out<R['body']>;
  /** The signed-in user; always set on 'user' and 'staff' routes, optional on public ones. */
  user: R['access'] extends 'public' ? AuthUser | null : AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Register one contract route: its schemas validate the request and serialise the answer,
 * its access level is enforced before the body is even read, so a stranger learns nothing of
 * the schema (401, then 403, then 400). The handler returns the body (or its JSON text,
 * already serialised), sent with the endpoint's success status unless the handler set another.
 */
export function mountRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: (ctx: RouteContext<R>) => Promise<ResponseOf<R> | JsonText>,
): void {
  const successStatus = route.status;
  app.route({
    method: route.method,
    url: `/${route.path.replace(/\{(\w+)\}/g, ':$1')}`,
    schema: {
      operationId: nameOf.get(route),
      summary: route.summary,
      tags: [route.tag],
      ...(route.access !== 'public' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: answersOf(route),
    },
    // Route onRequest hooks run after the app's, which has read the Bearer token by now.
    onRequest: async (request) => {
      if (route.access !== 'public' && !request.authUser) throw unauthorized();
      if (route.access === 'staff' && !request.authUser?.isStaff) throw forbidden();
    },
    preValidation: async (request) => refuseUnstorableText(route, request),
    handler: async (request, reply) => {
      const user = request.authUser;
      const result = await handler({
        params: request.params as Out<R['params']>,
        query: request.query as Out<R['query']>,
        body: request.body as Out<R['body']>,
        user: user as RouteContext<R>['user'],
        request,
        reply,
      });
      if (reply.sent) return reply;
      if (reply.statusCode === 200 && successStatus !== 200) reply.status(successStatus);
      if (successStatus === 204) return reply.send();
      // Bytes go out as they are, past the route's serialiser.
      if (result instanceof JsonText) return reply.type('application/json; charset=utf-8').send(result.body);
      return result;
    },
  });
}

const nameOf = new Map(
  Object.entries(routes as Record<string, RouteDef>).map(([name, route]) => [route, name]),
);

const SUCCESS_MEANINGS = { 200: 'OK', 201: 'Created', 204: 'Done; no content.' } as const;
// Its JSON Schema is `{type: 'null'}`, which the document shows as an answer without content.
const noContent = z.undefined().meta({ description: SUCCESS_MEANINGS[204] });

/**
 * Every answer of a route, each with its media type: the success, and each error status of
 * `errorStatuses` in the one error shape. Fastify serialises by them and the OpenAPI document
 * declares them.
 */
function answersOf(route: RouteDef): Record<number, unknown> {
  const success = route.response[route.status];
  const answers: Record<number, unknown> = {
    [route.status]: success
      ? {
          description: SUCCESS_MEANINGS[route.status],
          content: { [route.produces ?? 'application/json']: { schema: success } },
        }
      : noContent,
  };
  for (const status of errorStatuses(route)) {
    answers[status] = {
      description: ERROR_MEANINGS[status],
      content: { 'application/json': { schema: errorBodySchema } },
    };
  }
  return answers;
}
