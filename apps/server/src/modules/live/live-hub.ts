import { randomBytes } from 'node:crypto';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LIVE_RESULT_EVENT, LIVE_RESYNC_EVENT } from '@shred/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ListenGap } from '../../db/notifications.ts';
import { ApiError } from '../../http/errors.ts';
import { clientKey } from '../../platform/client-key.ts';
import { createStreamCounts } from './stream-counts.ts';

export interface LiveHubOptions {
  /** Streams this process holds at most; one more is answered 503 and goes to another process. */
  maxConnections: number;
  /** Streams one client address holds at most (generous: a venue's Wi-Fi is one address). */
  maxPerAddress: number;
  /** Streams one signed-in user holds at most, whatever their addresses. */
  maxPerUser: number;
  /** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
  heartbeatMs?: number;
  /** A game's `result` goes out at most once in this time: an import rescoring it often sends one or two. */
  coalesceMs?: number;
  /** How long a browser waits before it reconnects (the stream's `retry:` hint). */
  retryMs?: number;
  /** Events kept for a reconnect that names the last one it saw (`Last-Event-ID`). */
  replayLength?: number;
  /** Bytes a client may leave unread before it is dropped (it reconnects and catches up). */
  maxBacklogBytes?: number;
}

export interface LiveHub {
  /**
   * Take over the request's answer as an event stream; throws 503 when the hub is full, 429 when
   * the client's address or the signed-in user already holds its share.
   */
  open(request: FastifyRequest, reply: FastifyReply, userId: number | null): void;
  /** A message of the results channel: the id of a game whose board changed. */
  heard(payload: string): void;
  /** What the database listener reports: while it is down messages are lost, so clients resync after. */
  gap: ListenGap;
  /** Open streams now. */
  size(): number;
  /** End every stream and stop the timers (the process is closing: browsers reconnect elsewhere). */
  close(): void;
}

const STREAM_HEADERS: OutgoingHttpHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-transform: a proxy must neither compress nor rewrite the stream, which would hold events back.
  'cache-control': 'no-cache, no-transform',
  // nginx and others buffer answers by default: this one must flow as it is written.
  'x-accel-buffering': 'no',
};

/**
 * One per server process: fans each change heard on the database channel out to the open
 * streams of this process. Every event carries an id `<process>-<n>`; a reconnect to the same
 * process gets what it missed from a short replay list, and any other reconnect (another
 * process, too old, after a listener gap) gets `resync`, so a screen never silently misses one.
 */
export function createLiveHub(options: LiveHubOptions): LiveHub {
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const coalesceMs = options.coalesceMs ?? 250;
  const retryMs = options.retryMs ?? 3_000;
  const replayLength = options.replayLength ?? 256;
  const maxBacklogBytes = options.maxBacklogBytes ?? 64 * 1024;
  const processId = randomBytes(4).toString('hex');
  const clients = new Set<ServerResponse>();
  const perAddress = createStreamCounts(options.maxPerAddress);
  const perUser = createStreamCounts(options.maxPerUser);
  let sequence = 0;
  const recent: Array<{ sequence: number; frame: string }> = [];
  /** When each game's last `result` went out, and the timer of the one held back since. */
  const games = new Map<number, { sentAt: number; held: NodeJS.Timeout | null }>();

  const frameOf = (event: string, data: object, id: number): string =>
    `id: ${processId}-${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

  function write(res: ServerResponse, text: string): void {
    // A client that stopped reading would make this process hold every event for it.
    if (res.writableLength > maxBacklogBytes) {
      res.destroy();
      return;
    }
    res.write(text);
  }

  function broadcast(text: string): void {
    for (const res of clients) write(res, text);
  }

  function emit(event: string, data: object): void {
    sequence += 1;
    const frame = frameOf(event, data, sequence);
    recent.push({ sequence, frame });
    if (recent.length > replayLength) recent.shift();
    broadcast(frame);
  }

  function sendResult(gameId: number): void {
    games.set(gameId, { sentAt: performance.now(), held: null });
    emit(LIVE_RESULT_EVENT, { game_id: gameId });
  }

  /** What a reconnect missed since the event it names, or a `resync` when that cannot be told. */
  function missedSince(lastEventId: string | string[] | undefined): string {
    if (typeof lastEventId !== 'string' || lastEventId === '') return '';
    const [origin, seen] = lastEventId.split('-');
    const n = Number(seen);
    const oldest = recent[0]?.sequence ?? sequence + 1;
    if (origin !== processId || !Number.isSafeInteger(n) || n > sequence || n + 1 < oldest) {
      return frameOf(LIVE_RESYNC_EVENT, {}, sequence);
    }
    return recent
      .filter((entry) => entry.sequence > n)
      .map((entry) => entry.frame)
      .join('');
  }

  const heartbeat = setInterval(() => {
    broadcast(': heartbeat\n\n');
    const now = performance.now();
    for (const [gameId, game] of games) {
      if (!game.held && now - game.sentAt >= coalesceMs) games.delete(gameId);
    }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    open(request, reply, userId) {
      if (clients.size >= options.maxConnections) {
        throw new ApiError(
          503,
          'This server is holding all the live updates it can. They reconnect by themselves in a moment.',
          { headers: { 'retry-after': String(Math.ceil(retryMs / 1000)) } },
        );
      }
      const address = clientKey(request.ip);
      const user = userId === null ? null : String(userId);
      if (perAddress.full(address) || (user !== null && perUser.full(user))) {
        throw new ApiError(
          429,
          user !== null && perUser.full(user)
            ? `You have ${options.maxPerUser} live updates open already: close a tab or screen showing them first.`
            : 'Your network has too many live updates open already: close some first.',
          { headers: { 'retry-after': String(Math.ceil(retryMs / 1000)) } },
        );
      }
      const missed = missedSince(request.headers['last-event-id']);
      reply.hijack();
      const res = reply.raw;
      const headers: OutgoingHttpHeaders = {};
      // Headers set on the reply so far (security headers of the app); onSend hooks do not run now.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) headers[name] = value;
      }
      res.writeHead(200, { ...headers, ...STREAM_HEADERS, 'x-request-id': request.id });
      clients.add(res);
      perAddress.add(address);
      if (user !== null) perUser.add(user);
      res.on('close', () => {
        clients.delete(res);
        perAddress.remove(address);
        if (user !== null) perUser.remove(user);
      });
      // The first bytes send the headers at once: the client knows it is listening.
      res.write(`retry: ${retryMs}\n: live\n\n${missed}`);
    },

    heard(payload) {
      const gameId = Number(payload);
      if (!Number.isSafeInteger(gameId) || gameId <= 0) return;
      const game = games.get(gameId);
      const now = performance.now();
      if (!game || now - game.sentAt >= coalesceMs) {
        sendResult(gameId);
        return;
      }
      if (game.held) return;
      game.held = setTimeout(() => sendResult(gameId), game.sentAt + coalesceMs - now);
    },

    gap: {
      // The streams stay open: they learn of the gap once the listener is back.
      lost: () => undefined,
      // What changed while the listener was down is unknown: every screen refetches.
      back: () => emit(LIVE_RESYNC_EVENT, {}),
    },

    size: () => clients.size,

    close() {
      clearInterval(heartbeat);
      for (const game of games.values()) if (game.held) clearTimeout(game.held);
      games.clear();
      // The socket too: left open for keep-alive it would hold the server's close for a minute.
      for (const res of clients) res.end(() => res.socket?.end());
      clients.clear();
    },
  };
}
