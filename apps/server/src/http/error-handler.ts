import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { createMethodIndex, shapeOf } from './allowed-methods.ts';
import { ApiError, methodNotAllowed } from './errors.ts';

const SERVER_FAULT = 'Something went wrong on our side. Please try again.';
const REQUEST_CUT_OFF = 'The request was cut off before it arrived in full.';

/** Fastify's own client-side failures, in the words a user can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported. Send JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty. Send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the file as multipart/form-data.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_PARTS_LIMIT: 'Too many parts in the upload.',
  FST_FILES_LIMIT: 'Send one file at a time.',
  FST_FIELDS_LIMIT: 'Too many fields in the upload.',
  FST_ERR_BAD_URL: 'This address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'A value in this address is longer than any the API takes.',
};

/** Fastify's answer to an address its router cannot read (`frameworkErrors`), in the one error shape. */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply
    .status(error.statusCode ?? 400)
    .send({ detail: FASTIFY_CLIENT_ERRORS[error.code] ?? 'The request is not valid.' });
}

export function registerErrorHandling(app: FastifyInstance): void {
  const methods = createMethodIndex();
  app.addHook('onRoute', (route) => methods.add(route.method, route.url));
  // A known path asked with another method: 405 before any body is read (QUERY would want one).
  // The router may have handed the path to a parameter's route instead (DELETE market/listings/mine/
  // to market/listings/:id/): the path's own route answers, not one that would read `mine` as an id.
  app.addHook('onRequest', async (request) => {
    const matched = request.is404 ? null : shapeOf(request.routeOptions.url ?? '');
    // A route without parameters is the most literal there is: most requests stop here.
    if (matched !== null && !matched.includes(':')) return;
    const path = request.url.split('?')[0] ?? '';
    const owner = matched === null ? methods.ownerOf(path) : methods.literalOwnerOf(path, matched);
    if (!owner || owner.shape === matched) return;
    throw methodNotAllowed(request.method, owner.methods);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The client hung up before sending all of the request (a dropped upload): whatever failed
    // reading it failed for that, not for a fault of ours, and nobody is left to read an answer.
    if (request.raw.destroyed && request.raw.complete === false) {
      request.log.info({ reason: error.code ?? error.message }, 'client closed the connection mid-request');
      return reply.status(400).send({ detail: REQUEST_CUT_OFF });
    }
    if (error instanceof ApiError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        fields[key] = [...(fields[key] ?? []), issue.message ?? 'Invalid value.'];
      }
      const first = Object.entries(fields)[0];
      const detail = first ? `${first[0]}: ${first[1][0]}` : 'The request is not valid.';
      return reply.status(400).send({ detail, fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
      return reply.status(500).send({ detail: SERVER_FAULT });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail =
        FASTIFY_CLIENT_ERRORS[error.code] ?? (status === 429 ? error.message : 'The request is not valid.');
      return reply.status(status).send({ detail });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: SERVER_FAULT });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ detail: `No API route for ${request.method} ${request.url.split('?')[0]}.` });
  });
}
