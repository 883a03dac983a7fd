import webPush from 'web-push';
import { isOutboundRefused, type OutboundGuard } from '../outbound/outbound-guard.ts';
import { PushFailure, type PushOutcome, type PushPayload } from './push.port.ts';
import type { VapidKeys } from './vapid-keys.ts';

export interface WebPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface WebPushSender {
  send(subscription: WebPushSubscription, payload: PushPayload): Promise<PushOutcome>;
}

/** How long a push service keeps a push for a device that is offline. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 15_000;

/**
 * Web Push (RFC 8030) with the `web-push` library: it encrypts the payload (aes128gcm, RFC 8291)
 * and signs the VAPID header; the request itself goes out through the outbound guard's fetch, which
 * also reaches a plain-http push service on the local machine in tests (an allowed range there).
 */
export function createWebPushSender(options: {
  keys: VapidKeys;
  subject: string;
  outbound: OutboundGuard;
}): WebPushSender {
  return {
    async send(subscription, payload) {
      const request = webPush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: options.subject, ...options.keys },
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
        },
      );
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      // fetch sets the length itself from the body.
      delete headers['Content-Length'];
      let response: Response;
      try {
        response = await options.outbound.fetch(request.endpoint, {
          method: 'POST',
          headers,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: 'error',
        });
      } catch (error) {
        // The host now resolves inside the network (DNS rebinding, or a service moved there): the
        // subscription is dropped like one its push service forgot, so nothing retries toward it.
        if (isOutboundRefused(error)) return 'gone';
        throw new PushFailure(`push service unreachable: ${(error as Error).message}`);
      }
      await response.body?.cancel();
      if (response.ok) return 'sent';
      if (response.status === 404 || response.status === 410) return 'gone';
      throw new PushFailure(`push service answered ${response.status}`);
    },
  };
}
