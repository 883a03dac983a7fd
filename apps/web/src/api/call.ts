import { type RouteDef, type RouteName, type Routes, routePath, routes } from '@shred/contract';
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

type ParamsOption<R extends RouteDef> = R extends { params: z.ZodType }
  ? { params: { [K in keyof z.output<R['params']>]: string | number } }
  : { params?: undefined };

type BodyOption<R extends RouteDef> = R extends { multipart: true }
  ? { body: FormData }
  : R extends { body: z.ZodType }
    ? { body: z.input<R['body']> }
    : { body?: undefined };

type QueryOption<R extends RouteDef> = R extends { query: z.ZodType }
  ? { query?: z.input<R['query']> & QueryParams }
  : { query?: QueryParams };

export type CallOptions<N extends RouteName> = ParamsOption<RouteOf<N>> &
  BodyOption<RouteOf<N>> &
  QueryOption<RouteOf<N>> & { signal?: AbortSignal };

/** Options may be left out only when the route needs neither params nor a body. */
type CallArgs<N extends RouteName> =
  Partial<CallOptions<N>> extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>];

interface LooseCallOptions {
  params?: Record<string, string | number>;
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Call a contract route by name. Routes for signed-in users or staff require a token; the
 * answer must carry one of the route's declared success statuses and is parsed by its schema.
 */
export async function call<N extends RouteName>(name: N, ...[options]: CallArgs<N>): Promise<RouteResult<N>> {
  const route: RouteDef = routes[name];
  const { params, query, body, signal }: LooseCallOptions = options ?? {};
  const { status, data } = await send(route.method, routePath(route.path, params), {
    auth: route.access === 'public' ? 'optional' : 'required',
    ...(query ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(signal ? { signal } : {}),
  });
  if (!isDeclaredStatus(route, status)) throw new ApiError(status, data);
  const schema = route.response[status];
  return (schema ? schema.parse(data) : undefined) as RouteResult<N>;
}

function isDeclaredStatus(route: RouteDef, status: number): status is 200 | 201 | 204 {
  return Object.hasOwn(route.response, status);
}
