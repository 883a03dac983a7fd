import type { FastifyInstance } from 'fastify';
import { createSessionStatus, type SessionStatus } from '../../auth/session-status.ts';
import type { Database } from '../../db/client.ts';
import { listen } from '../../db/notifications.ts';
import { createSessionQueries, SESSION_REVOKED_CHANNEL } from './sessions.queries.ts';

/**
 * Whether sessions are live, for the auth of every request: read from the refresh-token
 * families and kept current by the revocations every server process announces.
 */
export async function watchSessions(
  app: FastifyInstance,
  database: Database,
  now: () => number,
): Promise<SessionStatus> {
  const sessions = createSessionStatus({ lookup: createSessionQueries(database.db).isSessionLive, now });
  const unlisten = await listen(
    database.connection,
    SESSION_REVOKED_CHANNEL,
    (sessionId) => sessions.forget([sessionId]),
    app.log,
  );
  app.addHook('onClose', unlisten);
  return sessions;
}
