import { getPlatform } from '../../platform/index.ts';
import { deleteWebSubscription, fetchVapidKey, saveWebSubscription } from './push-api.ts';
import { PUSH_TOKEN_TIMEOUT_MS } from './push-permission.constants.ts';
import { withTokenTimeout } from './push-permission-flow.ts';

/**
 * Web Push in a browser or the installed web app: 'unsupported' (no Push API, no service
 * worker, or the native app, which has its own push), 'denied' (blocked in the browser),
 * 'off' or 'on' for this browser.
 */
export type WebPushState = 'unsupported' | 'denied' | 'off' | 'on';

/**
 * How long to wait for the service worker, which the page registers after it loads and which
 * installs the app's files first: a development build has none, and then the card goes.
 */
export const WORKER_READY_TIMEOUT_MS = 30_000;

export function webPushSupported(): boolean {
  return (
    !getPlatform().isNative &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The active service worker's registration, or null when none comes (development builds). */
function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), WORKER_READY_TIMEOUT_MS);
    void navigator.serviceWorker.ready.then((registration) => {
      clearTimeout(timer);
      resolve(registration);
    });
  });
}

/** A registration that can already tell its subscription, installing or not. */
async function anyRegistration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration('/')) ?? activeRegistration();
}

export async function readWebPushState(): Promise<WebPushState> {
  if (!webPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await anyRegistration();
  if (!registration) return 'unsupported';
  const subscription = await registration.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Ask the browser's permission (only ever from a click), subscribe with the server's VAPID
 * key and save the subscription. Answers the state after it; throws when a step failed.
 */
export async function enableWebPush(): Promise<WebPushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  // Subscribing needs the worker active, not just installing.
  const registration = await activeRegistration();
  if (!registration) return 'unsupported';
  const applicationServerKey = await fetchVapidKey();
  // A browser that cannot reach its push service may never answer: the same 10 s as a native token (R9.17).
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await withTokenTimeout(
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }),
      PUSH_TOKEN_TIMEOUT_MS,
    ));
  await saveWebSubscription(subscription);
  return 'on';
}

/**
 * Stop pushes to this browser: unsubscribe, then tell the server. A failed DELETE is only
 * logged (R8.36): the push service answers 410 for the dead subscription, and the server
 * removes it then.
 */
export async function disableWebPush(log: (message: string, error: unknown) => void): Promise<WebPushState> {
  const registration = await anyRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    const { endpoint } = subscription;
    await subscription.unsubscribe();
    try {
      await deleteWebSubscription(endpoint);
    } catch (error) {
      log('Could not delete the push subscription', error);
    }
  }
  return 'off';
}

/**
 * At start: a browser that already has a subscription saves it again, so the server follows
 * a subscription the push service renewed, or one saved under an earlier sign-in.
 */
export async function resaveWebSubscription(): Promise<void> {
  if (!webPushSupported() || Notification.permission !== 'granted') return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) await saveWebSubscription(subscription);
}

/** This browser's push subscription endpoint, if it has one. */
export async function currentWebEndpoint(): Promise<string | undefined> {
  if (!webPushSupported()) return undefined;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription())?.endpoint;
}
