import { getPlatform, type NativePush, type Platform, reportError } from '../../platform/index.ts';
import { authStore, onSessionEnd } from '../auth/index.ts';
import { enqueuePushToast } from '../push-toasts/index.ts';
import { showToast } from '../toasts/index.ts';
import { forgetThisDevice } from './forget-device.ts';
import { deleteNativeToken, saveNativeToken } from './push-api.ts';
import { createPushPermissionFlow } from './push-permission-flow.ts';
import { askForPush } from './push-permission-store.ts';
import { resaveWebSubscription } from './web-push.ts';
import { listenForWorkerPushes } from './worker-messages.ts';

let listening = false;
let checkNative: (() => Promise<void>) | undefined;

function nativeFlow(platform: Platform, name: 'ios' | 'android', push: NativePush) {
  return createPushPermissionFlow({
    push,
    storage: platform.storage,
    askUser: askForPush,
    notify: ({ type, title, message }) => {
      showToast({ type, message, ...(title ? { title } : {}) });
    },
    saveToken: (token) => saveNativeToken(name, token),
    deleteToken: deleteNativeToken,
    log: reportError,
  });
}

/** Once per app run: foreground pushes become toasts; native permission changes are followed. */
function listen(platform: Platform): void {
  if (listening) return;
  listening = true;
  const { name, push } = platform;
  if (!push || name === 'web') {
    listenForWorkerPushes();
    return;
  }
  const flow = nativeFlow(platform, name, push);
  push.onReceived((received) => enqueuePushToast(received));
  platform.onForegroundChange((foreground) => {
    if (foreground && authStore.getState().user) {
      flow.onForeground().catch((error: unknown) => reportError('Push permission check failed', error));
    }
  });
  checkNative = async () => {
    const { answered } = await flow.start();
    answered.catch((error: unknown) => reportError('The push permission answer failed', error));
  };
}

/**
 * Start phase 3 (R4.34), signed-in users only: the native permission check with its dialog
 * (the dialog's answer is not waited for), or on the web the page side of Web Push (the
 * opt-in itself is a click in the settings, never asked at start).
 */
export async function startPushNotifications(platform: Platform = getPlatform()): Promise<void> {
  listen(platform);
  if (checkNative) {
    await checkNative();
    return;
  }
  resaveWebSubscription().catch((error: unknown) =>
    reportError('Could not save the push subscription', error),
  );
}

// The start order runs once, at app start; a sign-in later in the session gets its start here.
authStore.subscribe((state, previous) => {
  if (!previous.isInitialized || previous.user || !state.user) return;
  startPushNotifications().catch((error: unknown) =>
    reportError('Failed to initialize push notifications', error),
  );
});

onSessionEnd((accessToken) => forgetThisDevice(accessToken));
