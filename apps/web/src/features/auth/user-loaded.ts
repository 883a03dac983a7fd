import type { CurrentUser } from '@shred/contract';
import { reportError } from '../../platform/index.ts';

type UserLoadedListener = (user: CurrentUser) => void;

const listeners = new Set<UserLoadedListener>();

/**
 * Run `listener` whenever a session starts with a freshly loaded user (start-up or login),
 * e.g. to apply the user's theme preference. Features register here instead of auth
 * importing them, so auth stays at the bottom of the dependency graph. Returns an unsubscribe.
 */
export function onUserLoaded(listener: UserLoadedListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A failing listener must not turn a successful login into a failed one, so errors are reported. */
export function notifyUserLoaded(user: CurrentUser): void {
  for (const listener of listeners) {
    try {
      listener(user);
    } catch (error) {
      reportError('A user-loaded listener failed', error);
    }
  }
}
