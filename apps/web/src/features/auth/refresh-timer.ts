import { REFRESH_CHECK_INTERVAL_MS } from './auth.constants.ts';

let timer: ReturnType<typeof setInterval> | null = null;

/**
 * Holds the one periodic token check. Kept apart from the check itself so logout can stop
 * the timer without importing the refresh logic, which in turn imports logout.
 */
export function scheduleRefreshChecks(check: () => void): void {
  stopPeriodicRefresh();
  timer = setInterval(check, REFRESH_CHECK_INTERVAL_MS);
}

export function stopPeriodicRefresh(): void {
  if (timer !== null) clearInterval(timer);
  timer = null;
}
