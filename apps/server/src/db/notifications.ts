import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from './client.ts';

const RECONNECT_MS = 1000;

interface ListenLog {
  warn(details: object, message: string): void;
}

/** Stops listening. */
export type Unlisten = () => Promise<void>;

/** Told when the listening connection drops and when it listens again: messages in between are lost. */
export interface ListenGap {
  lost(): void;
  back(): void;
}

/**
 * Send a message to every server process listening on the channel. Inside a transaction it
 * goes out on commit, and not at all on rollback.
 */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * Hear every message on a channel, from this process and all others on the same database.
 * On PostgreSQL a dedicated connection listens and comes back by itself after a loss; what
 * was sent meanwhile is lost, so a listener must not rely on hearing every message.
 */
export function listen(
  connection: Database['connection'],
  channel: string,
  onMessage: (payload: string) => void,
  log: ListenLog,
  gap?: ListenGap,
): Promise<Unlisten> {
  // PGlite runs inside this process: its listener cannot lose the connection.
  if (connection.driver === 'pglite') {
    return connection.client.listen(channel, onMessage).then((unlisten) => () => unlisten());
  }
  return listenPostgres(connection.url, channel, onMessage, log, gap);
}

async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  log: ListenLog,
  gap: ListenGap | undefined,
): Promise<Unlisten> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    client.on('error', (err) => {
      log.warn({ err, channel }, 'database: the listening connection failed');
      lose(client);
    });
    client.on('end', () => lose(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    current = client;
  }

  function lose(client: pg.Client): void {
    if (current !== client) return;
    current = null;
    void client.end().catch(() => undefined);
    gap?.lost();
    retryLater();
  }

  function retryLater(): void {
    if (!stopped) retry = setTimeout(reconnect, RECONNECT_MS);
  }

  function reconnect(): void {
    if (stopped) return;
    connect().then(
      () => gap?.back(),
      (err: unknown) => {
        log.warn({ err, channel }, 'database: could not listen again, retrying');
        retryLater();
      },
    );
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end();
  };
}
