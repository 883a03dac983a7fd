import { addBreadcrumb } from '../../platform/index.ts';

type SessionEndListener = (accessToken: string) => Promise<void>;

const listeners = new Set<SessionEndListener>();

/** How long logout waits for the listeners before it revokes the session anyway. */
export const SESSION_END_WAIT_MS = 5_000;

/**
 * Work that must reach the server as the leaving user before logout revokes the session, such
 * as this device's push subscription. Features register here, as with onUserLoaded, so auth
 * imports none of them. Returns an unsubscribe.
 */
export function onSessionEnd(listener: SessionEndListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Run every listener with the session's token, taken before logout dropped it. A listener that
 * fails is logged, and one that hangs is waited for no longer than `waitMs`.
 */
export async function endSessionWork(accessToken: string | undefined, waitMs = SESSION_END_WAIT_MS) {
  if (!accessToken || listeners.size === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const work = Promise.all(
    [...listeners].map((listener) =>
      Promise.resolve()
        .then(() => listener(accessToken))
        .catch((error: unknown) =>
          addBreadcrumb('auth', 'Work at logout failed', { level: 'warning', error }),
        ),
    ),
  );
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([work, late]);
  clearTimeout(timer);
}
