import http from 'node:http';

/** One Server-Sent Event as a reader of the stream gets it. */
export interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
  /** performance.now() when its last line arrived. */
  receivedAt: number;
}

export interface EventStreamClient {
  status: number;
  headers: Headers;
  /** Events arrived and not yet taken by `next`. */
  pending: StreamEvent[];
  /** The first pending or coming event that matches; fails after `timeoutMs`. */
  next(match?: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Whether the server ended the stream. */
  ended(): boolean;
  close(): Promise<void>;
}

interface Waiter {
  match: (event: StreamEvent) => boolean;
  resolve: (event: StreamEvent) => void;
}

/**
 * Open an event stream over real HTTP and parse it as a browser's EventSource does (fields,
 * comments, blank-line dispatch, no event without data). For the API tests and the bench,
 * which must see the bytes the server writes, as they are written. Each stream has its own
 * connection (no agent): fetch's pool opens a spare connection whenever a stream is aborted
 * beside others, which would hold up the server's close.
 */
export function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { accept: 'text/event-stream', ...headers } });
    request.once('error', reject);
    request.once('response', (res) => {
      request.off('error', reject);
      // A dropped connection ends the stream like a close.
      request.on('error', () => undefined);
      resolve(reading(request, res));
    });
  });
}

function reading(request: http.ClientRequest, res: http.IncomingMessage): EventStreamClient {
  const pending: StreamEvent[] = [];
  const waiters: Waiter[] = [];
  let done = false;
  const finished = new Promise<void>((resolve) => {
    res.once('close', () => {
      done = true;
      resolve();
    });
  });

  const deliver = (event: StreamEvent) => {
    const index = waiters.findIndex((waiter) => waiter.match(event));
    if (index === -1) {
      pending.push(event);
      return;
    }
    const [waiter] = waiters.splice(index, 1);
    waiter?.resolve(event);
  };

  let buffer = '';
  let id: string | null = null;
  let event = '';
  let data: string[] = [];
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) {
          deliver({ id, event: event || 'message', data: data.join('\n'), receivedAt: performance.now() });
        }
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const text = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = text;
      else if (field === 'data') data.push(text);
      else if (field === 'id') id = text;
    }
  });

  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return {
    status: res.statusCode ?? 0,
    headers,
    pending,
    next(match = () => true, timeoutMs = 10_000) {
      const index = pending.findIndex(match);
      if (index !== -1) return Promise.resolve(pending.splice(index, 1)[0] as StreamEvent);
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          match,
          resolve: (found) => {
            clearTimeout(timer);
            resolve(found);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no matching event within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    ended: () => done,
    async close() {
      request.destroy();
      await finished;
    },
  };
}
