import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import { listen, notify, type Unlisten } from '../../db/notifications.ts';
import type { ReadCache } from './read-cache.ts';

/** The channel on which every process hears which cached answers a write made stale. */
export const READ_CACHE_CHANNEL = 'read_cache';

/** What a cached answer shows, named so that the writes that change it can name it too. */
export const readTags = {
  /** The event calendar: which events exist, their dates, games and game statuses. */
  events: 'events',
  event: (slug: string) => `event:${slug}`,
  /** A game: its settings, competitions, startlist, status, and its teams' scores and ranks. */
  game: (id: number) => `game:${id}`,
  /** A user's row and everything shown of them: their teams, their cards, their profile. */
  user: (id: number) => `user:${id}`,
  /** Every user's cards: a move too wide to name users one by one (contracts spent by a game). */
  cards: 'cards',
} as const;

// A notification's payload holds at most 8000 bytes; tags never contain a space.
const PAYLOAD_LIMIT = 7000;

/**
 * Inside the writing transaction: once it commits, every process drops the entries carrying
 * these tags (a rollback sends nothing).
 */
export async function announceStale(tx: Db, tags: Iterable<string>): Promise<void> {
  let payload = '';
  for (const tag of new Set(tags)) {
    if (payload && payload.length + tag.length + 1 > PAYLOAD_LIMIT) {
      await notify(tx, READ_CACHE_CHANNEL, payload);
      payload = '';
    }
    payload = payload ? `${payload} ${tag}` : tag;
  }
  if (payload) await notify(tx, READ_CACHE_CHANNEL, payload);
}

/** Names the tags a write makes stale, as it learns them inside its transaction. */
export type MarkStale = (...tags: string[]) => void;

export interface StaleReads {
  /**
   * Run a write in a transaction; what it marks stale is announced to every process on commit
   * and dropped here at once after it, so that the writer's next read already sees the write
   * (the notification reaches this process too, but only a moment later).
   */
  transaction<T>(db: Db, work: (tx: Db, stale: MarkStale) => Promise<T>): Promise<T>;
  /** For a write that has committed on its own (one statement): announce and drop now. */
  announce(db: Db, tags: readonly string[]): Promise<void>;
}

export function createStaleReads(cache: ReadCache): StaleReads {
  return {
    async transaction(db, work) {
      const tags = new Set<string>();
      const result = await db.transaction(async (tx) => {
        const value = await work(tx, (...named) => {
          for (const tag of named) tags.add(tag);
        });
        await announceStale(tx, tags);
        return value;
      });
      cache.drop([...tags]);
      return result;
    },
    async announce(db, tags) {
      await announceStale(db, tags);
      cache.drop(tags);
    },
  };
}

/**
 * Keep this process's cache in step with every process's writes: drop what they name, and
 * everything whenever the listening connection was down (its messages are lost).
 */
export async function listenForStaleReads(
  database: Database,
  cache: ReadCache,
  log: FastifyBaseLogger,
): Promise<Unlisten> {
  return listen(database.connection, READ_CACHE_CHANNEL, (payload) => cache.drop(payload.split(' ')), log, {
    lost: () => cache.setDeaf(true),
    back: () => cache.setDeaf(false),
  });
}
