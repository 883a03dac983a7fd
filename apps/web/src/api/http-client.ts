import type { HttpMethod } from '@shred/contract';
import { type AuthMode, authorizationHeader } from './api-auth.ts';
import { ApiError, OfflineError } from './api-error.ts';
import { apiUrl, type QueryParams } from './api-url.ts';

const HTTP_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Spec §7: statuses worth one more try; only GET is retried because it has no side effects. */
export const RETRYABLE_GET_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export interface RequestOptions {
  query?: QueryParams;
  /** Sent as JSON, except FormData which goes out as multipart unchanged. */
  body?: unknown;
  /** Defaults to `optional`: signed-in users send their token, anonymous visitors send none. */
  auth?: AuthMode;
  signal?: AbortSignal;
  /** Extra request headers, such as the Idempotency-Key of a purchase. */
  headers?: Record<string, string>;
  /** Let the request outlive the page (analytics sent as the page is hidden); bodies up to 64 KiB. */
  keepalive?: boolean;
}

export type BodylessOptions = Omit<RequestOptions, 'body'>;

export interface ApiResponse {
  status: number;
  /** The parsed JSON answer; undefined for 204 and for answers that are not JSON. */
  data: unknown;
}

/** One call with the spec §7 rules; answers 400–599 throw `ApiError`, no answer throws `OfflineError`. */
export async function send(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse> {
  const init = requestInit(method, options);
  const url = apiUrl(path, options.query);
  let response = await fetchOnce(url, init);
  if (method === 'GET' && RETRYABLE_GET_STATUSES.has(response.status)) {
    response = await fetchOnce(url, init);
  }
  const data = await readBody(response);
  if (response.status >= 400 && response.status <= 599) throw new ApiError(response.status, data);
  return { status: response.status, data };
}

/** The method-agnostic entry point; any method outside GET/POST/PUT/PATCH/DELETE is refused. */
export async function request(method: string, path: string, options?: RequestOptions): Promise<unknown> {
  const normalized = method.toUpperCase();
  if (!isHttpMethod(normalized)) throw new Error(`Unsupported method: ${method}`);
  const { data } = await send(normalized, path, options);
  return data;
}

export const http = {
  get: (path: string, options?: BodylessOptions) => request('GET', path, options),
  post: (path: string, body?: unknown, options?: BodylessOptions) =>
    request('POST', path, { ...options, body }),
  put: (path: string, body?: unknown, options?: BodylessOptions) =>
    request('PUT', path, { ...options, body }),
  patch: (path: string, body?: unknown, options?: BodylessOptions) =>
    request('PATCH', path, { ...options, body }),
  delete: (path: string, options?: RequestOptions) => request('DELETE', path, options),
};

function isHttpMethod(method: string): method is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(method);
}

function requestInit(method: HttpMethod, options: RequestOptions): RequestInit {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...authorizationHeader(options.auth ?? 'optional'),
    ...options.headers,
  };
  const init: RequestInit = { method, headers };
  if (options.signal) init.signal = options.signal;
  if (options.keepalive) init.keepalive = true;
  if (options.body instanceof FormData) {
    // The browser must write the multipart boundary into Content-Type itself.
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  return init;
}

async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    // A cancelled call is the caller's decision, not an outage: let the AbortError through.
    if (init.signal?.aborted) throw error;
    throw new OfflineError(error);
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (!/\bjson\b/i.test(contentType)) return undefined;
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
