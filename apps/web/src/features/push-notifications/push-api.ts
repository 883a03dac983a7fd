import { call } from '../../api/index.ts';

/** POST notifications/push/ with a native device token. */
export async function saveNativeToken(platform: 'ios' | 'android', token: string): Promise<void> {
  await call('pushSubscribe', { body: { platform, fcm_token: token } });
}

/** DELETE notifications/push/ for one native device token. */
export async function deleteNativeToken(token: string): Promise<void> {
  await call('pushUnsubscribe', { query: { fcm_token: token } });
}

/** DELETE notifications/push/ for this device, as the user whose session is ending. */
export async function deleteDeviceAtLogout(
  device: { fcm_token: string } | { endpoint: string },
  accessToken: string,
): Promise<void> {
  await call('pushUnsubscribe', { query: device, accessToken });
}

/** POST notifications/push/ with a browser's Web Push subscription. */
export async function saveWebSubscription(subscription: PushSubscription): Promise<void> {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth)
    throw new Error('The push subscription has no endpoint or keys');
  await call('pushSubscribe', {
    body: { platform: 'web', subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } },
  });
}

/** DELETE notifications/push/ for one browser subscription. */
export async function deleteWebSubscription(endpoint: string): Promise<void> {
  await call('pushUnsubscribe', { query: { endpoint } });
}

/** GET notifications/push/vapid-key/: the server's public key, as PushManager.subscribe wants it. */
export async function fetchVapidKey(): Promise<Uint8Array<ArrayBuffer>> {
  const { public_key } = await call('pushVapidKey');
  return base64UrlToBytes(public_key);
}

export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
