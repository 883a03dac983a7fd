import type { PushSubscriptionBody } from '@shred/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { fieldError } from '../../http/errors.ts';
import { isOutboundRefused, type OutboundGuard } from '../../platform/outbound/outbound-guard.ts';

/** Devices one account receives pushes on at most. */
export const MAX_DEVICES = 10;

/**
 * Where a user's pushes go (spec §3 push subscription). An endpoint or FCM token belongs to one
 * device, so registering it again, by whoever signed in on that device last, moves it to them.
 */
export function createPushSubscriptions(options: { db: Db; allowHttp: boolean; outbound: OutboundGuard }) {
  const { db } = options;
  return {
    async subscribe(userId: number, body: PushSubscriptionBody) {
      const row =
        body.platform === 'web'
          ? {
              kind: 'webpush' as const,
              endpoint: await webEndpoint(body.subscription.endpoint, options),
              p256dh: body.subscription.keys.p256dh,
              auth: body.subscription.keys.auth,
            }
          : { kind: 'fcm' as const, endpoint: body.fcm_token, p256dh: null, auth: null };
      await db
        .insert(pushSubscriptions)
        .values({ userId, platform: body.platform, ...row })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, platform: body.platform, ...row, createdAt: new Date() },
        });
      // Every push goes to each of a user's devices: a bound keeps one account from making the
      // server post to thousands of addresses per notification. The oldest go first.
      await db.execute(sql`
        delete from push_subscriptions where user_id = ${userId} and id not in (
          select id from push_subscriptions where user_id = ${userId}
          order by created_at desc, id desc limit ${MAX_DEVICES})`);
      return { platform: body.platform, kind: row.kind };
    },

    /** One device's token or endpoint (or both); neither: every device of the user. */
    async unsubscribe(userId: number, device: { fcm_token?: string; endpoint?: string }) {
      const named = [device.fcm_token, device.endpoint].filter((v): v is string => Boolean(v));
      await db
        .delete(pushSubscriptions)
        .where(
          named.length
            ? and(eq(pushSubscriptions.userId, userId), inArray(pushSubscriptions.endpoint, named))
            : eq(pushSubscriptions.userId, userId),
        );
    },
  };
}

/**
 * Push services are https (RFC 8030) on the public internet. The server posts to the address a
 * client gives, so a plain-http one, or a host inside the network (loopback, private, cloud
 * metadata), is refused here. The sender checks the host again on every push, which is the
 * check that counts: a name that does not resolve now (DNS down, a test's name) is kept, and
 * a push to it goes out only once it resolves to a public address.
 */
async function webEndpoint(
  endpoint: string,
  options: { allowHttp: boolean; outbound: OutboundGuard },
): Promise<string> {
  const { protocol, hostname } = new URL(endpoint);
  if (protocol !== 'https:' && !(options.allowHttp && protocol === 'http:'))
    throw fieldError('subscription.endpoint', 'A push endpoint must be an https address.');
  try {
    await options.outbound.resolve(hostname);
  } catch (error) {
    if (isOutboundRefused(error))
      throw fieldError(
        'subscription.endpoint',
        'A push endpoint must be a public internet address, not one inside a network.',
      );
  }
  return endpoint;
}
