/**
 * A token bucket: `burst` events may pass at once, then `perSecond` more each second. The
 * bucket refills from the clock on each take, so it needs no timer.
 */
export function createTokenBucket(perSecond: number, burst: number, now: () => number) {
  let tokens = burst;
  let refilledAt = now();
  return {
    take(): boolean {
      const at = now();
      tokens = Math.min(burst, tokens + ((at - refilledAt) * perSecond) / 1000);
      refilledAt = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
