import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { Mailer } from '../../../platform/mail/mail.port.ts';
import { createFcmSender, parseServiceAccount } from '../../../platform/push/fcm.ts';
import { loadVapidKeys } from '../../../platform/push/vapid-keys.ts';
import { createWebPushSender } from '../../../platform/push/web-push.ts';
import { createUnsubscribeSigner, type UnsubscribeSigner } from '../unsubscribe-token.ts';
import { createNotificationDelivery, type NotificationDelivery } from './delivery-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends notifications by push and e-mail; tests `drain()` it to wait for deliveries. */
    notificationDeliveries: NotificationDelivery;
  }
}

/** What the push and unsubscribe routes need from delivery. */
export interface DeliverySetup {
  vapidPublicKey: string;
  signer: UnsubscribeSigner;
}

/**
 * Start this process's delivery worker (VAPID keys from DATA_DIR, FCM when configured, the
 * app's mailer) and stop it with the app.
 */
export async function startNotificationDelivery(
  app: FastifyInstance,
  deps: { config: Config; database: Database; mailer: Mailer; jwtSecret: Uint8Array; now: () => number },
): Promise<DeliverySetup> {
  const { config } = deps;
  const keys = await loadVapidKeys(config.dataDir);
  const signer = createUnsubscribeSigner(deps.jwtSecret);
  const fcm = config.fcm
    ? createFcmSender({
        account: parseServiceAccount(config.fcm.serviceAccount),
        apiUrl: config.fcm.apiUrl,
        tokenUrl: config.fcm.tokenUrl,
        now: deps.now,
        outbound: app.outbound,
      })
    : null;
  if (!fcm) app.log.info('native push off: FCM_SERVICE_ACCOUNT is not set');
  const delivery = createNotificationDelivery({
    database: deps.database,
    channels: {
      webPush: createWebPushSender({
        keys,
        subject: vapidSubject(config.mailFrom, config.publicUrl),
        outbound: app.outbound,
      }),
      fcm,
      mailer: deps.mailer,
      signer,
      publicUrl: config.publicUrl,
      log: app.log,
    },
  });
  await delivery.start();
  app.decorate('notificationDeliveries', delivery);
  app.addHook('onClose', () => delivery.stop());
  return { vapidPublicKey: keys.publicKey, signer };
}

/** Push services reach the sender through the VAPID subject: the mail address, else the site. */
function vapidSubject(mailFrom: string, publicUrl: string): string {
  const address =
    /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? (/^\S+@\S+$/.test(mailFrom) ? mailFrom : null);
  if (address) return `mailto:${address}`;
  return publicUrl.startsWith('https:') ? publicUrl : 'mailto:no-reply@shredleague.local';
}
