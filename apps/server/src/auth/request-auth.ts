import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../modules/users/users.queries.ts';
import type { AccessTokens } from './access-token.ts';
import type { SessionStatus } from './session-status.ts';

export type AuthUser = UserRow;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carries a valid Bearer token of a live session of an existing account. */
    authUser: AuthUser | null;
    /** The session of that token, set together with `authUser`. */
    authSessionId: string | null;
  }
}

/**
 * Read the Bearer token of every request once. An invalid token, or one of a session that
 * has ended (logout, refresh-token reuse, password reset), simply leaves the request
 * anonymous; routes that need a user answer 401 themselves.
 */
export function registerRequestAuth(
  app: FastifyInstance,
  tokens: AccessTokens,
  sessions: SessionStatus,
  findUser: (id: number) => Promise<AuthUser | undefined>,
): void {
  app.decorateRequest('authUser', null);
  app.decorateRequest('authSessionId', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claims = await tokens.verify(header.slice(7).trim());
    if (claims === null) return;
    const [live, user] = await Promise.all([sessions.isLive(claims.sessionId), findUser(claims.userId)]);
    if (!live || !user) return;
    request.authUser = user;
    request.authSessionId = claims.sessionId;
  });
}
