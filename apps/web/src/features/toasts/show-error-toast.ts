import { errorMessage, errorTitle } from '../../api/index.ts';
import { showToast } from './toast-store.ts';

/**
 * Spec §8 / A26: a user-initiated call that failed shows an error toast titled with the
 * body's title (else 'Error') and the server's message. Background failures stay log-only.
 */
export function showErrorToast(error: unknown): number {
  return showToast({ type: 'error', title: errorTitle(error), message: errorMessage(error) });
}
