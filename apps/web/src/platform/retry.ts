/**
 * Try `action` until it succeeds, waiting `waitMs` between at most `attempts` tries; the
 * last error is rethrown. Native plugins can be unready for the first moments after launch
 * (spec §9: up to 50 waits of 20 ms for the status bar).
 */
export async function retry<T>(
  action: () => Promise<T>,
  { attempts, waitMs }: { attempts: number; waitMs: number },
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await action();
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await sleep(waitMs);
    }
  }
  throw lastError;
}

/** Spec §9 status-bar setup: up to 50 waits of 20 ms. */
export const STATUS_BAR_RETRY = { attempts: 51, waitMs: 20 } as const;
