import type { z } from 'zod';

import type { Endpoint } from './endpoints.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: the server enforces it, the client knows whether to send a token. */
export type Access = 'public' | 'user' | 'staff';

export interface RouteDef extends Endpoint {
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Multipart uploads are validated by the handler, not by a body schema. */
  multipart?: boolean;
  /** The answer's schema under the endpoint's success status; 204 answers carry none. */
  response: Partial<Record<200 | 201 | 204, z.ZodType | null>>;
}

export const defineRoute = <const R extends RouteDef>(route: R): R => route;

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
