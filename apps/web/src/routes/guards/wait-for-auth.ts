export const AUTH_POLL_INTERVAL_MS = 50;
export const AUTH_WAIT_TIMEOUT_MS = 5000;

interface WaitOptions {
  intervalMs?: number;
  timeoutMs?: number;
}

/**
 * Resolve once `isInitialized()` turns true, checking every 50 ms for at most 5 s (spec §4,
 * §9). Resolves false on timeout; the guards then treat the visitor as anonymous (A15).
 */
export function waitForAuthInit(
  isInitialized: () => boolean,
  { intervalMs = AUTH_POLL_INTERVAL_MS, timeoutMs = AUTH_WAIT_TIMEOUT_MS }: WaitOptions = {},
): Promise<boolean> {
  if (isInitialized()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const startedAt = Date.now();
    const timer = setInterval(() => {
      if (isInitialized()) {
        clearInterval(timer);
        resolve(true);
      } else if (Date.now() - startedAt >= timeoutMs) {
        clearInterval(timer);
        resolve(false);
      }
    }, intervalMs);
  });
}
