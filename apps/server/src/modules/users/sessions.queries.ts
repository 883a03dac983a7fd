import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { notify } from '../../db/notifications.ts';
import { passwordResets, refreshTokens } from '../../db/schema/index.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Every server process hears on this channel the id of each session that was just revoked. */
export const SESSION_REVOKED_CHANNEL = 'session_revoked';

/**
 * Refresh-token families and password-reset links: the stored halves of the secrets users hold.
 * A family is a session: the access tokens minted from it carry its id, and it has ended once
 * any of its tokens is revoked (or none is left, as after an account deletion).
 */
export function createSessionQueries(db: Db) {
  /** Revoke the matching live tokens and tell every process which sessions ended. */
  async function revoke(where: SQL, at: Date): Promise<string[]> {
    const rows = await db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(where, isNull(refreshTokens.revokedAt)))
      .returning({ familyId: refreshTokens.familyId });
    const ended = [...new Set(rows.map((row) => row.familyId))];
    for (const sessionId of ended) await notify(db, SESSION_REVOKED_CHANNEL, sessionId);
    return ended;
  }

  return {
    /** Store a refresh token, in a new session unless one is given; answers the session id. */
    async insertRefreshToken(row: {
      userId: number;
      tokenHash: string;
      expiresAt: Date;
      familyId?: string;
    }): Promise<string> {
      const familyId = row.familyId ?? randomUUID();
      await db.insert(refreshTokens).values({ ...row, familyId });
      return familyId;
    },
    async isSessionLive(sessionId: string): Promise<boolean> {
      const [row] = await db
        .select({
          tokens: sql<number>`count(*)::int`,
          revoked: sql<number>`count(${refreshTokens.revokedAt})::int`,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.familyId, sessionId));
      return (row?.tokens ?? 0) > 0 && row?.revoked === 0;
    },
    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    /**
     * Mark a token used; false when another request used (or revoked) it first, or its session
     * has ended (a token added to the family while it was being revoked).
     */
    async claimRefreshToken(id: string, at: Date): Promise<boolean> {
      const sibling = alias(refreshTokens, 'sibling');
      const claimed = await db
        .update(refreshTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(refreshTokens.id, id),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            sql`not exists (${db
              .select({ one: sql`1` })
              .from(sibling)
              .where(and(eq(sibling.familyId, refreshTokens.familyId), isNotNull(sibling.revokedAt)))})`,
          ),
        )
        .returning({ id: refreshTokens.id });
      return claimed.length === 1;
    },
    /** End one session; answers the ids of the sessions that ended now. */
    revokeFamily: (familyId: string, at: Date) => revoke(eq(refreshTokens.familyId, familyId), at),
    /** End every session of a user; answers the ids of the sessions that ended now. */
    revokeAllForUser: (userId: number, at: Date) => revoke(eq(refreshTokens.userId, userId), at),
    async insertPasswordReset(row: { userId: number; tokenHash: string; expiresAt: Date }) {
      await db.insert(passwordResets).values(row);
    },
    /** Use a reset link once: only an unused, unexpired link of that user matches. */
    async consumePasswordReset(userId: number, tokenHash: string, at: Date): Promise<boolean> {
      const used = await db
        .update(passwordResets)
        .set({ usedAt: at })
        .where(
          and(
            eq(passwordResets.userId, userId),
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            sql`${passwordResets.expiresAt} > ${at.toISOString()}`,
          ),
        )
        .returning({ id: passwordResets.id });
      return used.length === 1;
    },
  };
}

export type SessionQueries = ReturnType<typeof createSessionQueries>;
