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

type ParamsOption<R extends RouteDef> = R extends { params: z.ZodType }
  ? { params: { [K in keyof z.output<R['params']>]: string | number } }
  : { params?: undefined };

type BodyOption<R extends RouteDef> = R extends { multipart: z.ZodType }
  ? { body: FormData }
  : R extends { body: z.ZodType }
    ? { body: z.input<R['body']> }
    : { body?: undefined };

type QueryOption<R extends RouteDef> = R extends { query: z.ZodType }
  ? { query?: z.input<R['query']> & QueryParams }
  : { query?: QueryParams };

export type CallOptions<N extends RouteName> = ParamsOption<RouteOf<N>> &
  BodyOption<RouteOf<N>> &
  QueryOption<RouteOf<N>> & { signal?: AbortSignal; headers?: Record<string, string> };

/** Options may be left out only when the route needs neither params nor a body. */
type CallArgs<N extends RouteName> =
  Partial<CallOptions<N>> extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>];

interface LooseCallOptions {
  params?: Record<string, string | number>;
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Call a contract route by name. Routes for signed-in users or staff require a token. The
 * answer must carry the endpoint's success status; its shape is the contract's, which the
 * server already enforces, so the client does not load the schemas to check it again.
 */
export async function call<N extends RouteName>(name: N, ...[options]: CallArgs<N>): Promise<RouteResult<N>> {
  const endpoint: Endpoint = (endpoints as Record<RouteName, Endpoint>)[name];
  // Read through the loose shape: resolving CallArgs<N> here would make TypeScript expand every route.
  const { params, query, body, signal, headers } = ((options as unknown) ?? {}) as LooseCallOptions;
  const { status, data } = await send(endpoint.method, routePath(endpoint.path, params), {
    auth: endpoint.access === 'public' ? 'optional' : 'required',
    ...(query ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(signal ? { signal } : {}),
    ...(headers ? { headers } : {}),
  });
  if (status !== endpoint.status) throw new ApiError(status, data);
  return (endpoint.status === 204 ? undefined : data) as RouteResult<N>;
}
