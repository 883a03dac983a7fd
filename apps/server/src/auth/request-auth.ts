import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../modules/users/users.queries.ts';
import type { AccessTokens } from './access-token.ts';

export type AuthUser = UserRow;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carries a valid Bearer token of an existing account. */
    authUser: AuthUser | null;
  }
}

/**
 * Read the Bearer token of every request once. An invalid token simply leaves the request
 * anonymous; routes that need a user answer 401 themselves.
 */
export function registerRequestAuth(
  app: FastifyInstance,
  tokens: AccessTokens,
  findUser: (id: number) => Promise<AuthUser | undefined>,
): void {
  app.decorateRequest('authUser', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const userId = await tokens.verify(header.slice(7).trim());
    if (userId === null) return;
    request.authUser = (await findUser(userId)) ?? null;
  });
}
