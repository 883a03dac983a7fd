import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { createPushSubscriptions } from './push-subscriptions.ts';
import { unsubscribeEmails } from './unsubscribe-emails.ts';
import type { UnsubscribeSigner } from './unsubscribe-token.ts';

/** Push subscriptions, the VAPID key and e-mail unsubscribe (spec §7 notifications/push/…). */
export async function pushRoutes(
  app: FastifyInstance,
  options: { db: Db; vapidPublicKey: string; signer: UnsubscribeSigner; webPushAllowHttp: boolean },
): Promise<void> {
  const subscriptions = createPushSubscriptions({
    db: options.db,
    allowHttp: options.webPushAllowHttp,
    outbound: app.outbound,
  });

  // RFC 8058 one-click: a mail client POSTs `List-Unsubscribe=One-Click` as a form to the
  // List-Unsubscribe address, whose query carries the link's values; they become the body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (request, _body, done) => {
      done(null, Object.fromEntries(new URL(request.url, 'http://localhost').searchParams));
    },
  );

  mountRoute(app, routes.pushSubscribe, async ({ user, body }) => subscriptions.subscribe(user.id, body));
  mountRoute(app, routes.pushUnsubscribe, async ({ user, query }) => {
    await subscriptions.unsubscribe(user.id, query);
    return undefined;
  });
  mountRoute(app, routes.pushVapidKey, async () => ({ public_key: options.vapidPublicKey }));
  mountRoute(app, routes.unsubscribeEmails, async ({ body }) =>
    unsubscribeEmails(options.db, options.signer, body),
  );
}
