import type { KeyValueStore, NativePush, PushPermission } from '../../platform/index.ts';
import {
  type DialogChoice,
  PUSH_CHECK_INTERVAL_MS,
  PUSH_MESSAGES,
  PUSH_STORAGE_KEYS,
  PUSH_TOKEN_TIMEOUT_MS,
} from './push-permission.constants.ts';

export type DialogAnswer = 'enable' | 'not-now';

export interface PushNotice {
  type: 'info' | 'error';
  title?: string;
  message: string;
}

/** Everything the flow touches, so each branch can be driven in a test. */
export interface PushFlowDeps {
  push: NativePush;
  storage: KeyValueStore;
  /** Shows the 'Push Notifications' dialog and answers the button pressed. */
  askUser(): Promise<DialogAnswer>;
  notify(notice: PushNotice): void;
  /** POST notifications/push/ with this device's token. */
  saveToken(token: string): Promise<void>;
  /** DELETE notifications/push/ for this device's token. */
  deleteToken(token: string): Promise<void>;
  /** Where failures go that the visitor is not shown (R8.36). */
  log(message: string, error: unknown): void;
  now?: () => number;
  tokenTimeoutMs?: number;
}

/** What the start check did, for tests and the log. */
export type StartOutcome = 'not-now' | 'throttled' | 'not-prompt' | 'asked';

const isPrompt = (permission: PushPermission) =>
  permission === 'prompt' || permission === 'prompt-with-rationale';

/** Reject with 'Push token timeout' when the token does not come within the limit (R8.22, R9.17). */
export function withTokenTimeout<T>(request: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(PUSH_MESSAGES.tokenTimeout)), ms);
    request.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Native push permission (spec §4 Push permission, A22): the dialog at start, Enable and
 * Not Now, and the permission's transitions when the app comes back to the foreground.
 */
export function createPushPermissionFlow(deps: PushFlowDeps) {
  const { push, storage } = deps;
  const now = deps.now ?? Date.now;
  const timeoutMs = deps.tokenTimeoutMs ?? PUSH_TOKEN_TIMEOUT_MS;

  /** Register, then save the token; the token's own failure (timeout) is the caller's to handle. */
  const registerAndSave = async (): Promise<void> => {
    const token = await withTokenTimeout(push.register(), timeoutMs);
    await storage.set(PUSH_STORAGE_KEYS.token, token);
    try {
      await deps.saveToken(token);
    } catch (error) {
      deps.log('Could not save the push token', error);
    }
  };

  const deleteSubscription = async (): Promise<void> => {
    const token = await storage.get(PUSH_STORAGE_KEYS.token);
    if (!token) return;
    try {
      await deps.deleteToken(token);
      await storage.remove(PUSH_STORAGE_KEYS.token);
    } catch (error) {
      deps.log('Could not delete the push subscription', error);
    }
  };

  /** Read the permission, keep it (R4.117) and answer it with the one kept before. */
  const readStatus = async (): Promise<{ previous: string | null; current: PushPermission }> => {
    const previous = await storage.get(PUSH_STORAGE_KEYS.status);
    const current = await push.checkPermission();
    await storage.set(PUSH_STORAGE_KEYS.status, current);
    return { previous, current };
  };

  /** 'Enable' (R4.111–R4.113, R8.21). */
  const enable = async (): Promise<void> => {
    await storage.set(PUSH_STORAGE_KEYS.dialog, 'clicked-enable' satisfies DialogChoice);
    try {
      const permission = await push.requestPermission();
      await storage.set(PUSH_STORAGE_KEYS.status, permission);
      if (permission === 'granted') await registerAndSave();
      else deps.notify({ type: 'info', message: PUSH_MESSAGES.refused });
    } catch (error) {
      deps.log('Enabling push notifications failed', error);
      deps.notify({ type: 'error', title: PUSH_MESSAGES.errorTitle, message: PUSH_MESSAGES.error });
    }
  };

  /** 'Not Now' (R4.114): remembered for good; the settings can still switch push on (A22). */
  const notNow = () => storage.set(PUSH_STORAGE_KEYS.dialog, 'not-now' satisfies DialogChoice);

  return {
    enable,
    notNow,

    /**
     * At start (signed in): a permission already granted refreshes this device's token on the
     * server, one revoked since the last run deletes it; then the dialog, unless Not Now was
     * chosen (R4.109), the check ran in the last 24 h (R9.16) or the permission is no longer
     * 'prompt' (R4.110). Resolves once the check is done; the dialog's answer is handled apart.
     */
    async start(): Promise<{ outcome: StartOutcome; answered: Promise<void> }> {
      const { previous, current } = await readStatus();
      if (current === 'granted') {
        void registerAndSave().catch((error: unknown) => deps.log('Push token refresh failed', error));
      } else if (previous === 'granted') {
        // Not awaited either: the rest of the start should not wait for the network.
        void deleteSubscription().catch((error: unknown) => deps.log('Push unsubscribe failed', error));
      }
      const done = Promise.resolve();
      if ((await storage.get(PUSH_STORAGE_KEYS.dialog)) === 'not-now')
        return { outcome: 'not-now', answered: done };
      const last = Number(await storage.get(PUSH_STORAGE_KEYS.lastCheck));
      if (last > 0 && now() - last < PUSH_CHECK_INTERVAL_MS) return { outcome: 'throttled', answered: done };
      await storage.set(PUSH_STORAGE_KEYS.lastCheck, String(now()));
      if (!isPrompt(current)) return { outcome: 'not-prompt', answered: done };
      const answered = deps.askUser().then((answer) => (answer === 'enable' ? enable() : notNow()));
      return { outcome: 'asked', answered };
    },

    /** Back in the foreground: the permission changed in the system settings (R4.115, R4.116). */
    async onForeground(): Promise<void> {
      const { previous, current } = await readStatus();
      if (previous !== 'granted' && current === 'granted') {
        try {
          await registerAndSave();
        } catch (error) {
          deps.log('Push registration after a permission change failed', error);
        }
      } else if (previous === 'granted' && current !== 'granted') {
        await deleteSubscription();
      }
    },
  };
}

export type PushPermissionFlow = ReturnType<typeof createPushPermissionFlow>;
