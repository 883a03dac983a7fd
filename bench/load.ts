import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** 50 concurrent connections for a few seconds, the same settings for every target. */
export async function load(options: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  seconds?: number;
  /** Client addresses sent in turn as X-Forwarded-For, for a server that trusts the bench as its proxy. */
  forwardedFor?: readonly string[];
}): Promise<LoadResult> {
  const addresses = options.forwardedFor ?? [];
  let turn = 0;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(options.body ? { body: options.body } : {}),
    ...(addresses.length > 0
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                turn = (turn + 1) % addresses.length;
                request.headers = { ...request.headers, 'x-forwarded-for': addresses[turn] ?? '' };
                return request;
              },
            },
          ],
        }
      : {}),
    connections: 50,
    duration: options.seconds ?? Number(process.env.BENCH_SECONDS ?? 8),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
