/** What a push shows (spec §3 push notification): the app opens `url` when it is tapped. */
export interface PushPayload {
  title: string;
  body: string;
  /** Absolute: a browser's service worker and a native app both open it as it is. */
  url: string;
  /** Pushes with one tag replace each other on the device instead of piling up. */
  tag: string;
  actions: Array<{ action: string; title: string }>;
}

/**
 * How a push service answered: taken, or the subscription is gone for good (404/410, FCM
 * UNREGISTERED) and must be forgotten. Anything else is thrown, to be tried again later.
 */
export type PushOutcome = 'sent' | 'gone';

/** A push service refused for now (5xx, 429, a timeout): the delivery is tried again later. */
export class PushFailure extends Error {}
