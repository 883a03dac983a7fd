import { randomBytes } from 'node:crypto';
import type { Fairness, RotatedSeed } from '@shred/contract';
import { serverSeedHash } from '@shred/game';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { draftSeedPairs } from '../../db/schema/index.ts';

export type SeedPairRow = typeof draftSeedPairs.$inferSelect;

/** 32 random bytes as 64 hex characters (INTERFACE.md "Provably fair draw"). */
export const newServerSeed = (): string => randomBytes(32).toString('hex');
/** The client seed a pair starts with until the player chooses one. */
const defaultClientSeed = (): string => randomBytes(8).toString('hex');

const isCurrent = (userId: number) =>
  and(eq(draftSeedPairs.userId, userId), isNull(draftSeedPairs.revealedAt));

/**
 * A new pair committed by its hash; the partial unique index keeps one current pair per player.
 * Only demo seeding passes its own server seed, so the demo world is the same on every machine.
 */
async function insertPair(
  tx: Db,
  userId: number,
  clientSeed: string,
  serverSeed = newServerSeed(),
): Promise<void> {
  await tx
    .insert(draftSeedPairs)
    .values({ userId, serverSeed, serverSeedHash: serverSeedHash(serverSeed), clientSeed })
    .onConflictDoNothing();
}

async function currentPair(tx: Db, userId: number): Promise<SeedPairRow | undefined> {
  const [row] = await tx.select().from(draftSeedPairs).where(isCurrent(userId)).limit(1);
  return row;
}

/** The player's current pair, made on first need (two first needs at once agree on one pair). */
async function ensureSeedPair(tx: Db, userId: number): Promise<SeedPairRow> {
  const found = await currentPair(tx, userId);
  if (found) return found;
  await insertPair(tx, userId, defaultClientSeed());
  const made = await currentPair(tx, userId);
  if (!made) throw new Error(`No current seed pair for user ${userId} after making one`);
  return made;
}

/**
 * Take the next nonce of the player's current pair. The conditional update locks the pair's
 * row until the caller's transaction ends, so one player's openings (and a rotation) queue up
 * and every nonce is used once, in order.
 */
export async function takeNonce(tx: Db, userId: number): Promise<SeedPairRow & { nonce: number }> {
  // The pair usually exists; it is made when missing, and a rotation committing meanwhile
  // (which retires the pair the update waited on) is met the same way: the next try sees the new pair.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await tx
      .update(draftSeedPairs)
      .set({ nextNonce: sql`${draftSeedPairs.nextNonce} + 1` })
      .where(isCurrent(userId))
      .returning();
    if (row) return { ...row, nonce: row.nextNonce - 1 };
    await ensureSeedPair(tx, userId);
  }
  throw new Error(`No current seed pair for user ${userId}`);
}

const presentFairness = (pair: SeedPairRow): Fairness => ({
  server_seed_hash: pair.serverSeedHash,
  client_seed: pair.clientSeed,
  nonce: pair.nextNonce,
});

/** Seed pairs: the commitment a player sees before drawing, and the reveal that lets them verify. */
export function createSeedPairService(db: Db) {
  return {
    /** Demo seeding: a player's first pair with chosen seeds (a no-op when they have one). */
    start: (userId: number, seeds: { clientSeed: string; serverSeed: string }): Promise<void> =>
      insertPair(db, userId, seeds.clientSeed, seeds.serverSeed),

    current: async (userId: number): Promise<Fairness> => presentFairness(await ensureSeedPair(db, userId)),

    /** Reveal the current server seed and start a new pair with the player's client seed, at nonce 0. */
    rotate: (userId: number, clientSeed: string, serverSeed?: string): Promise<RotatedSeed> =>
      db.transaction(async (tx) => {
        await ensureSeedPair(tx, userId);
        const [revealed] = await tx
          .update(draftSeedPairs)
          .set({ revealedAt: sql`now()` })
          .where(isCurrent(userId))
          .returning();
        if (!revealed) throw new Error(`No current seed pair for user ${userId} to reveal`);
        await insertPair(tx, userId, clientSeed, serverSeed);
        const next = await currentPair(tx, userId);
        if (!next) throw new Error(`No new seed pair for user ${userId} after rotating`);
        return {
          revealed_server_seed: revealed.serverSeed,
          revealed_server_seed_hash: revealed.serverSeedHash,
          server_seed_hash: next.serverSeedHash,
          client_seed: next.clientSeed,
          nonce: 0,
        };
      }),
  };
}
