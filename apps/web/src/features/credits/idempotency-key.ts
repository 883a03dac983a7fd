import { useCallback, useRef } from 'react';
import { ApiError, OfflineError } from '../../api/index.ts';

/**
 * One Idempotency-Key per intent: the same key while the player retries a request that got no
 * answer, a new one once the server answered (success or refusal) or they chose something else,
 * so a lost answer never buys twice and a refused request can be tried afresh.
 */
export function useIdempotencyKey() {
  const current = useRef<{ intent: string; key: string } | null>(null);
  const keyFor = useCallback((intent: string) => {
    if (current.current?.intent !== intent) current.current = { intent, key: crypto.randomUUID() };
    return current.current.key;
  }, []);
  const settle = useCallback(() => {
    current.current = null;
  }, []);
  /** After a failure: only a request the server answered is done with its key. */
  const settleIfAnswered = useCallback((error: unknown) => {
    if (error instanceof ApiError && !(error instanceof OfflineError)) current.current = null;
  }, []);
  return { keyFor, settle, settleIfAnswered };
}
