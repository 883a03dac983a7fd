import { getPlatform, type Platform } from '../../platform/index.ts';
import { deleteDeviceAtLogout } from './push-api.ts';
import { PUSH_STORAGE_KEYS } from './push-permission.constants.ts';
import { currentWebEndpoint } from './web-push.ts';

/**
 * At logout, the leaving user's pushes stop coming to this device: its subscription is deleted
 * as that user. The device itself stays subscribed, and the next sign-in saves it for whoever
 * signs in (start-push.ts), as it does for a renewed subscription.
 */
export async function forgetThisDevice(
  accessToken: string,
  platform: Platform = getPlatform(),
): Promise<void> {
  if (platform.push && platform.name !== 'web') {
    const token = await platform.storage.get(PUSH_STORAGE_KEYS.token);
    if (token) await deleteDeviceAtLogout({ fcm_token: token }, accessToken);
    return;
  }
  const endpoint = await currentWebEndpoint();
  if (endpoint) await deleteDeviceAtLogout({ endpoint }, accessToken);
}
