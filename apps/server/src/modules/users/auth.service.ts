import type { Credentials, TokenPair } from '@shred/contract';
import { eq } from 'drizzle-orm';
import { type AccessTokens, REFRESH_TOKEN_SECONDS } from '../../auth/access-token.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/opaque-token.ts';
import { checkPassword, hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { ApiError, badRequest, conflict, forbidden, unauthorized } from '../../http/errors.ts';
import type { Mailer } from '../../platform/mail/mail.port.ts';
import { readTags, type StaleReads } from '../../platform/read-cache/stale-reads.ts';
import type { Throttle } from '../../platform/throttle.ts';
import { joinLeagueAtSignup } from '../leagues/signup-join.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { createSessionQueries } from './sessions.queries.ts';
import { suggestUsername } from './username.ts';
import { createUserQueries } from './users.queries.ts';
import type { RegisterInput } from './users.types.ts';

export const WRONG_CREDENTIALS = 'No account matches this e-mail and password.';
/** Only after the right password: a wrong one answers as for any other account. */
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Contact support.';
export const SESSION_ENDED = 'Your session has ended. Please log in again.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Request a new one.';
export const RESET_MAIL_SENT =
  'If an account exists for this e-mail, we have sent a link to reset the password.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. You can log in now.';
const RESET_LINK_SECONDS = 60 * 60;

export interface AuthServiceDeps {
  db: Db;
  tokens: AccessTokens;
  mailer: Mailer;
  throttle: Throttle;
  publicUrl: string;
  now: () => number;
  /** Sessions that were just revoked: this process stops accepting their access tokens at once. */
  sessionsEnded: (sessionIds: readonly string[]) => void;
  /** A new password is announced: servers keep signed-in users' rows in memory. */
  staleReads: StaleReads;
}

/** Accounts and sessions: registration, login, refresh-token rotation and password reset. */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, tokens, now } = deps;
  const userQueries = createUserQueries(db);
  const sessions = createSessionQueries(db);
  const loginThrottle = createLoginThrottle(deps.throttle);

  async function issueTokens(userId: number, familyId?: string, sessionsOf = sessions): Promise<TokenPair> {
    const refresh = newOpaqueToken();
    const sessionId = await sessionsOf.insertRefreshToken({
      userId,
      tokenHash: refresh.hash,
      expiresAt: new Date(now() + REFRESH_TOKEN_SECONDS * 1000),
      ...(familyId ? { familyId } : {}),
    });
    return { access: await tokens.sign({ userId, sessionId }), refresh: refresh.token };
  }

  async function endSession(familyId: string, at: Date): Promise<void> {
    deps.sessionsEnded(await sessions.revokeFamily(familyId, at));
  }

  return {
    async register(input: RegisterInput): Promise<TokenPair> {
      const { email, password } = input.credentials;
      if (input.credentials.username && (await userQueries.usernameTaken(input.credentials.username))) {
        throw conflict('This username is already taken.', {
          'credentials.username': ['This username is already taken.'],
        });
      }
      const existing = await userQueries.findActiveByEmail(email);
      if (existing) {
        throw conflict('An account with this e-mail already exists. Log in or reset your password.', {
          'credentials.email': ['An account with this e-mail already exists.'],
        });
      }
      const passwordHash = await hashPassword(password);
      const username =
        input.credentials.username ?? (await suggestUsername((name) => userQueries.usernameTaken(name)));
      const inviter = input.inviterId ? await userQueries.findActiveById(input.inviterId) : undefined;
      try {
        return await db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              email,
              username,
              passwordHash,
              inviterId: inviter?.id ?? null,
              signupLeagueSlug: input.leagueSlug || null,
            })
            .returning({ id: users.id });
          if (!user) throw new Error('insert returned no user');
          await joinLeagueAtSignup(tx, {
            userId: user.id,
            leagueSlug: input.leagueSlug,
            inviterId: inviter?.id ?? null,
          });
          return issueTokens(user.id, undefined, createSessionQueries(tx));
        });
      } catch (error) {
        // Two registrations racing for the same e-mail or username: the unique index decides.
        if (isUniqueViolation(error)) {
          throw conflict('This e-mail or username was just taken. Try another one.', {
            'credentials.email': ['This e-mail or username was just taken.'],
          });
        }
        throw error;
      }
    },

    async login(credentials: Credentials, ip: string): Promise<TokenPair> {
      const attempt = await loginThrottle.begin(credentials.email, ip);
      const user = await userQueries.findActiveByEmail(credentials.email);
      const valid = await checkPassword(user?.passwordHash, credentials.password);
      if (!user || !valid) {
        await attempt.failed();
        throw unauthorized(WRONG_CREDENTIALS);
      }
      await attempt.succeeded();
      if (user.deactivatedAt) throw forbidden(ACCOUNT_DEACTIVATED);
      return issueTokens(user.id);
    },

    /**
     * Rotate a refresh token. A token that was already used means it leaked (or a client
     * replayed it): the whole family is revoked, so both holders have to log in again.
     */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const at = new Date(now());
      const row = await sessions.findRefreshToken(hashOpaqueToken(refreshToken));
      if (!row) throw unauthorized(SESSION_ENDED);
      if (row.usedAt || row.revokedAt) {
        await endSession(row.familyId, at);
        throw unauthorized(SESSION_ENDED);
      }
      if (row.expiresAt.getTime() <= at.getTime()) throw unauthorized(SESSION_ENDED);
      const user = await userQueries.findActiveById(row.userId);
      if (!user || user.deactivatedAt) throw unauthorized(SESSION_ENDED);
      if (!(await sessions.claimRefreshToken(row.id, at))) {
        await endSession(row.familyId, at);
        throw unauthorized(SESSION_ENDED);
      }
      return issueTokens(row.userId, row.familyId);
    },

    /**
     * End the caller's session: the one its access token belongs to, and the one of the refresh
     * token it sends (which still works when the access token has expired). Unknown or ended
     * sessions are no error: logging out twice leaves the caller logged out.
     */
    async logout(sessionId: string | null, refreshToken: string | undefined): Promise<void> {
      const at = new Date(now());
      if (sessionId) await endSession(sessionId, at);
      const row = refreshToken ? await sessions.findRefreshToken(hashOpaqueToken(refreshToken)) : undefined;
      if (row && row.familyId !== sessionId) await endSession(row.familyId, at);
    },

    async forgotPassword(email: string): Promise<string> {
      const user = await userQueries.findActiveByEmail(email);
      if (user?.email) {
        const link = newOpaqueToken();
        await sessions.insertPasswordReset({
          userId: user.id,
          tokenHash: link.hash,
          expiresAt: new Date(now() + RESET_LINK_SECONDS * 1000),
        });
        const url = `${deps.publicUrl}/reset-password?uid=${user.id}&token=${link.token}`;
        await deps.mailer.send({
          to: user.email,
          subject: 'Reset your Shred League password',
          text: [
            `Hi ${user.firstName || user.username},`,
            '',
            'Someone asked to reset the password of your Shred League account.',
            `Open this link within an hour to choose a new one: ${url}`,
            '',
            'If it was not you, ignore this e-mail; your password stays as it is.',
          ].join('\n'),
          html: `<p>Hi ${escapeHtml(user.firstName || user.username)},</p><p>Someone asked to reset the password of your Shred League account.</p><p><a href="${url}">Choose a new password</a> (the link works for one hour, once).</p><p>If it was not you, ignore this e-mail; your password stays as it is.</p>`,
        });
      }
      return RESET_MAIL_SENT;
    },

    /** `ip`: the reset proves the client holds the mailbox, so it may log in past a login ceiling. */
    async resetPassword(userId: number, token: string, password: string, ip: string): Promise<string> {
      const at = new Date(now());
      const user = await userQueries.findActiveById(userId);
      if (!user) throw badRequest(RESET_LINK_INVALID);
      const passwordHash = await hashPassword(password);
      const ended = await deps.staleReads.transaction(db, async (tx, stale) => {
        stale(readTags.user(userId));
        const txSessions = createSessionQueries(tx);
        if (!(await txSessions.consumePasswordReset(userId, hashOpaqueToken(token), at))) {
          throw badRequest(RESET_LINK_INVALID);
        }
        await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
        return txSessions.revokeAllForUser(userId, at);
      });
      deps.sessionsEnded(ended);
      if (user.email) await loginThrottle.trust(user.email, ip);
      return PASSWORD_RESET_DONE;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505' && !(error instanceof ApiError);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
