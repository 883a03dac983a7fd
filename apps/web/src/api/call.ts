import type { RouteDef, RouteName, Routes } from '@shred/contract';
import { type Endpoint, endpoints, routePath } from '@shred/contract/client';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import type { QueryParams } from './api-url.ts';
import { send } from './http-client.ts';

type RouteOf<N extends RouteName> = Routes[N];
type SuccessSchema<R extends RouteDef> = Extract<R['response'][keyof R['response']], z.ZodType>;

/** What a route answers on success: its schema's output, or undefined for 204-only routes. */
export type RouteResult<N extends RouteName> = [SuccessSchema<RouteOf<N>>] extends [never]
  ? undefined
  : z.output<SuccessSchema<RouteOf<N>>>;

interface CommonOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  keepalive?: boolean;
  /** A session's token taken before logout dropped it, for the calls that end the session. */
  accessToken?: string;
}

type ParamsOf<R extends RouteDef> = R extends { params: z.ZodType }
  ? { [K in keyof z.output<R['params']>]: string | number }
  : undefined;

type BodyOf<R extends RouteDef> = R extends { multipart: z.ZodType }
  ? FormData
  : R extends { body: z.ZodType }
    ? z.input<R['body']>
    : undefined;

type QueryOf<R extends RouteDef> = R extends { query: z.ZodType }
  ? z.input<R['query']> & QueryParams
  : QueryParams;

/** One object per route (not an intersection of parts), so the union over all routes stays small. */
type OptionsOf<R extends RouteDef> = CommonOptions &
  (undefined extends ParamsOf<R>
    ? undefined extends BodyOf<R>
      ? { params?: undefined; body?: undefined; query?: QueryOf<R> }
      : { params?: undefined; body: BodyOf<R>; query?: QueryOf<R> }
    : undefined extends BodyOf<R>
      ? { params: ParamsOf<R>; body?: undefined; query?: QueryOf<R> }
      : { params: ParamsOf<R>; body: BodyOf<R>; query?: QueryOf<R> });

/**
 * Each route's options, worked out route by route. The overloads below keep the options a plain
 * parameter: as a rest tuple chosen per route, a call was checked against every route's tuple
 * while `N` was still open, which TypeScript gave up on once the routes grew past ~300 (TS2590).
 */
type OptionsByRoute = { [K in RouteName]: OptionsOf<RouteOf<K>> };
export type CallOptions<N extends RouteName> = OptionsByRoute[N];

/** Routes whose options may be left out: those that need neither params nor a body. */
type OptionalRoute = {
  [K in RouteName]: Partial<OptionsByRoute[K]> extends OptionsByRoute[K] ? K : never;
}[RouteName];
type RequiredRoute = Exclude<RouteName, OptionalRoute>;

interface LooseCallOptions {
  params?: Record<string, string | number>;
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  keepalive?: boolean;
  accessToken?: string;
}

/**
 * Call a contract route by name. Routes for signed-in users or staff require a token. The
 * answer must carry the endpoint's success status; its shape is the contract's, which the
 * server already enforces, so the client does not load the schemas to check it again.
 */
export function call<N extends OptionalRoute>(name: N, options?: CallOptions<N>): Promise<RouteResult<N>>;
export function call<N extends RequiredRoute>(name: N, options: CallOptions<N>): Promise<RouteResult<N>>;
export async function call(name: RouteName, options?: LooseCallOptions): Promise<unknown> {
  const endpoint: Endpoint = (endpoints as Record<RouteName, Endpoint>)[name];
  const { params, query, body, signal, keepalive, accessToken } = options ?? {};
  const headers = accessToken
    ? { ...options?.headers, Authorization: `Bearer ${accessToken}` }
    : options?.headers;
  const { status, data } = await send(endpoint.method, routePath(endpoint.path, params), {
    auth: endpoint.access === 'public' || accessToken ? 'optional' : 'required',
    ...(query ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(signal ? { signal } : {}),
    ...(headers ? { headers } : {}),
    ...(keepalive ? { keepalive } : {}),
  });
  if (status !== endpoint.status) throw new ApiError(status, data);
  return endpoint.status === 204 ? undefined : data;
}
