import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResets, refreshTokens } from '../../db/schema/index.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Refresh-token families and password-reset links: the stored halves of the secrets users hold. */
export function createSessionQueries(db: Db) {
  return {
    async insertRefreshToken(row: { userId: number; tokenHash: string; expiresAt: Date; familyId?: string }) {
      await db.insert(refreshTokens).values({ ...row, familyId: row.familyId ?? randomUUID() });
    },
    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    /** Mark a token used; false when another request used (or revoked) it first. */
    async claimRefreshToken(id: string, at: Date): Promise<boolean> {
      const claimed = await db
        .update(refreshTokens)
        .set({ usedAt: at })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return claimed.length === 1;
    },
    async revokeFamily(familyId: string, at: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
    async revokeAllForUser(userId: number, at: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
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
