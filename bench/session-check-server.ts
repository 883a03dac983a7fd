import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { createAccessTokens } from '../apps/server/src/auth/access-token.ts';
import { registerRequestAuth } from '../apps/server/src/auth/request-auth.ts';
import { createSessionStatus, type SessionStatus } from '../apps/server/src/auth/session-status.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { createSessionQueries } from '../apps/server/src/modules/users/sessions.queries.ts';
import { createUserQueries } from '../apps/server/src/modules/users/users.queries.ts';

/**
 * An authenticated GET through the app's request auth, with its session check chosen by
 * SESSION_CHECK: `off` (every session is live, as before sessions could end), `cached` (the
 * app's), `uncached` (a database lookup on every call). GET /token mints a seeded session's token.
 */
const mode = process.env.SESSION_CHECK ?? 'cached';
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: null });
await database.migrate();
const [user] = await database.db
  .insert(users)
  .values({ email: `bench-${mode}@example.com`, username: `bench-${mode}` })
  .returning({ id: users.id });
if (!user) throw new Error('no bench user');
const sessionQueries = createSessionQueries(database.db);
const sessionId = await sessionQueries.insertRefreshToken({
  userId: user.id,
  tokenHash: randomBytes(16).toString('hex'),
  expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
});
const checks: Record<string, SessionStatus> = {
  off: { isLive: async () => true, forget: () => undefined },
  cached: createSessionStatus({ lookup: sessionQueries.isSessionLive }),
  uncached: createSessionStatus({ lookup: sessionQueries.isSessionLive, ttlMs: 0 }),
};
const check = checks[mode];
if (!check) throw new Error(`SESSION_CHECK must be one of ${Object.keys(checks).join(', ')}`);

const tokens = createAccessTokens(randomBytes(32));
const app = Fastify({ logger: false });
registerRequestAuth(app, tokens, check, createUserQueries(database.db).findActiveById);
app.get('/api/health/', async () => ({ status: 'ok' }));
app.get('/token', async () => ({ access: await tokens.sign({ userId: user.id, sessionId }) }));
app.get('/me', async (request, reply) =>
  request.authUser ? { id: request.authUser.id } : reply.code(401).send({ detail: 'Not signed in.' }),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
