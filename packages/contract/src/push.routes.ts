import { z } from 'zod';
import {
  pushSubscriptionBodySchema,
  pushUnsubscribeQuerySchema,
  unsubscribeEmailsAnswerSchema,
  unsubscribeEmailsBodySchema,
  vapidKeySchema,
} from './notifications.ts';
import { pushEndpoints } from './push.endpoints.ts';
import { defineRoute } from './route.ts';

/** Push subscriptions and e-mail unsubscribe: delivery outside the app (spec §3, §7). */
export const pushRoutes = {
  pushSubscribe: defineRoute({
    ...pushEndpoints.pushSubscribe,
    tag: 'notifications',
    summary:
      'Receive pushes on this device: a native app’s FCM token or a browser’s Web Push subscription; a device registered by another user moves to the caller',
    body: pushSubscriptionBodySchema,
    response: {
      201: z.object({ platform: z.enum(['android', 'ios', 'web']), kind: z.enum(['fcm', 'webpush']) }),
    },
    errors: [],
  }),
  pushUnsubscribe: defineRoute({
    ...pushEndpoints.pushUnsubscribe,
    tag: 'notifications',
    summary:
      'Stop pushes to one device (fcm_token or endpoint), or without either to every device of the caller',
    query: pushUnsubscribeQuerySchema,
    response: { 204: null },
    errors: [],
  }),
  pushVapidKey: defineRoute({
    ...pushEndpoints.pushVapidKey,
    tag: 'notifications',
    summary: 'The server’s VAPID public key (base64url), which a browser subscribes to Web Push with',
    response: { 200: vapidKeySchema },
    errors: [],
  }),
  unsubscribeEmails: defineRoute({
    ...pushEndpoints.unsubscribeEmails,
    tag: 'notifications',
    summary:
      'From an e-mail’s signed link, without signing in: stop e-mails of one notification type, or of all (ALL); also the one-click List-Unsubscribe address (form POST, link values in the query)',
    body: unsubscribeEmailsBodySchema,
    response: { 200: unsubscribeEmailsAnswerSchema },
    errors: [403],
  }),
} as const;
