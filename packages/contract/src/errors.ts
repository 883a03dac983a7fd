import { z } from 'zod';

/** The one error envelope every 4xx/5xx answer uses (spec §7/§8, ARCHITECTURE "Errors"). */
export const errorBodySchema = z
  .object({
    detail: z.string(),
    title: z.string().optional(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({
    id: 'ErrorBody',
    description: 'What went wrong, for the user to read; `fields` names each field that is wrong and why.',
  });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** What each error status means in this API: the OpenAPI document describes every answer with it. */
export const ERROR_MEANINGS = {
  400: 'The request is not valid: a parameter, the query or the body breaks a rule (see `fields`), or the body is malformed.',
  401: 'Not signed in (no valid Bearer token), or the credentials are wrong.',
  402: 'Not enough credits.',
  403: 'Signed in, but not allowed: staff only, or not the owner.',
  404: 'Nothing exists under these path parameters.',
  409: 'The request conflicts with the current state (taken name, closed game…).',
  413: 'The body or the uploaded file is too large.',
  414: 'A path parameter is longer than any value the server takes.',
  415: 'The body is not of a media type this operation takes.',
  422: 'The data fetched for this request is not valid; nothing was changed.',
  429: 'Too many attempts: wait the `Retry-After` seconds.',
  500: 'A fault on the server; the request id in `X-Request-Id` finds it in the log.',
  502: 'A service the server depends on did not answer properly.',
  503: 'The server cannot serve now (its database is not answering): try again shortly.',
} as const;

export type ErrorStatus = keyof typeof ERROR_MEANINGS;
