import type { z } from 'zod';

import type { Endpoint } from './endpoints.ts';
import type { ErrorStatus } from './errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: the server enforces it, the client knows whether to send a token. */
export type Access = 'public' | 'user' | 'staff';

export interface RouteDef extends Endpoint {
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The fields of a multipart/form-data upload: documented here, read and checked by the handler. */
  multipart?: z.ZodType;
  /** The answer's schema under the endpoint's success status; 204 answers carry none. */
  response: Partial<Record<200 | 201 | 204, z.ZodType | null>>;
  /** The media type of a success that is not JSON. */
  produces?: 'image/png' | 'text/event-stream';
  /**
   * The error statuses of this route's own rules (404 of a lookup, 409, 429 of a throttle…), even
   * when empty: those that follow from its access and inputs are added by `errorStatuses`.
   */
  errors: readonly ErrorStatus[];
}

export const defineRoute = <const R extends RouteDef>(route: R): R => route;

/** Methods whose requests may carry a body, which can be malformed, too large or of a wrong type. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every error status a route can answer: those that follow from who may call it and what it
 * takes, and its own. The OpenAPI document declares exactly these.
 */
export function errorStatuses(route: RouteDef): ErrorStatus[] {
  const takesBody = BODY_METHODS.has(route.method);
  const derived: ErrorStatus[] = [500];
  if (route.params || route.query || takesBody) derived.push(400);
  if (route.access !== 'public') derived.push(401);
  if (route.access === 'staff') derived.push(403);
  // An unknown id, or a value longer than the router takes (Fastify's maxParamLength).
  if (route.params) derived.push(404, 414);
  if (takesBody) derived.push(413, 415);
  return [...new Set([...derived, ...route.errors])].sort((a, b) => a - b);
}

/** Values every URL parser resolves as a dot segment (encodeURIComponent leaves dots as they are). */
const DOT_SEGMENTS = new Set(['.', '..']);

/**
 * Fill `{name}` placeholders of a route path. A `.` or `..` value is refused: fetch would resolve
 * it and call another path, perhaps outside the API (client-side path traversal).
 */
export function routePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    const segment = encodeURIComponent(String(value));
    if (DOT_SEGMENTS.has(segment)) throw new Error(`Path parameter "${name}" cannot be "${value}"`);
    return segment;
  });
}
