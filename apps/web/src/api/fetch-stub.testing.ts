import { vi } from 'vitest';

/** One request as the stubbed `fetch` saw it, with a JSON body already parsed. */
export interface RecordedRequest {
  method: string;
  url: string;
  /** The path relative to the API base, without the query string: 'users/me/'. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Reply = Response | ((request: RecordedRequest) => Response | Promise<Response>);

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(status === 204 || body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Replace global `fetch` with a router keyed by 'METHOD path' ('POST users/token/'). A list
 * of replies is used in order, the last one repeating; unknown routes answer 404.
 */
export function stubApi(routes: Record<string, Reply | Reply[]> = {}) {
  const requests: RecordedRequest[] = [];
  const counts = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const [pathPart = '', search = ''] = url.split('?');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url,
      path: pathPart.replace(/^.*?\/api\//, ''),
      query: new URLSearchParams(search),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    requests.push(request);
    const key = `${request.method} ${request.path}`;
    const seen = counts.get(key) ?? 0;
    counts.set(key, seen + 1);
    const configured = routes[key];
    const replies = configured === undefined ? [] : Array.isArray(configured) ? configured : [configured];
    const reply = replies[Math.min(seen, replies.length - 1)];
    if (reply === undefined) return jsonResponse(404, { detail: `No stub for ${key}` });
    return typeof reply === 'function' ? reply(request) : reply.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  const to = (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path);
  return { requests, fetchMock, to };
}
