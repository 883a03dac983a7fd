import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: the server enforces it, the client knows whether to send a token. */
export type Access = 'public' | 'user' | 'staff';

export interface RouteDef {
  method: HttpMethod;
  /** Relative to the API base, with `{name}` placeholders, always ending in '/'. */
  path: string;
  access: Access;
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Multipart uploads are validated by the handler, not by a body schema. */
  multipart?: boolean;
  /** Success answers by status; 204 answers carry no schema. */
  response: Partial<Record<200 | 201 | 204, z.ZodType | null>>;
}

export const defineRoute = <const R extends RouteDef>(route: R): R => route;

/** Fill `{name}` placeholders of a route path. */
export function routePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
