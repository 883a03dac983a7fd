import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { ApiError, badRequest } from '../http/errors.ts';

/** The header a client sends on a money-like write (INTERFACE.md conventions). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Send a new key for a new request.';
export const KEY_IN_FLIGHT =
  'A request with this Idempotency-Key is still being handled. Try again in a moment.';

/** A claimed key: the write that holds it records its answer with `remember` once it has one. */
export interface IdempotencyClaim {
  userId: number;
  key: string;
}

/** An answer that may be the replay of the first answer to the same Idempotency-Key. */
export interface Answer<T> {
  status: number;
  body: T;
}

/** The first answer of a key, replayed to a repeat. */
export interface Replay {
  status: number;
  body: unknown;
}

/** The Idempotency-Key of a request, or null; a malformed one is refused before anything moves. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || !KEY_PATTERN.test(key)) {
    throw badRequest('The Idempotency-Key header must be 1 to 255 visible ASCII characters.');
  }
  return key;
}

const hashOf = (route: string, request: unknown) =>
  createHash('sha256').update(route).update('\0').update(JSON.stringify(request)).digest('hex');

/**
 * Claim a key inside the write's own transaction, before it moves anything. A repeat of a
 * finished request gets its first answer back (`replay`), and the caller moves nothing. A
 * concurrent repeat waits on the key's row until the first commits (or rolls back, which frees
 * the key for a retry); the same key with another request is refused.
 */
export async function claimIdempotencyKey(
  tx: Db,
  claim: IdempotencyClaim & { route: string; request: unknown },
): Promise<{ replay: Replay } | { claimed: IdempotencyClaim }> {
  const requestHash = hashOf(claim.route, claim.request);
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ userId: claim.userId, key: claim.key, route: claim.route, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { claimed: { userId: claim.userId, key: claim.key } };
  const [first] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
  if (!first || first.requestHash !== requestHash || first.route !== claim.route) {
    throw new ApiError(422, KEY_REUSED);
  }
  if (first.statusCode === null) throw new ApiError(409, KEY_IN_FLIGHT);
  return { replay: { status: first.statusCode, body: first.response } };
}

/** Record the answer of a claimed key, so repeats replay it (after the write commits is fine). */
export async function rememberIdempotentAnswer(
  db: Db,
  claim: IdempotencyClaim,
  answer: Replay,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.status, response: sql`${JSON.stringify(answer.body)}::jsonb` })
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
}
