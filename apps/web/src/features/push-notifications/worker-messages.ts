import { enqueuePushToast, isPushToastInput } from '../push-toasts/index.ts';

/** What public/push-sw.js posts to an open, focused page instead of a system notification. */
export const WORKER_PUSH_MESSAGE = 'shred:push';

/**
 * Pushes the service worker hands to the open app become push toasts (R4.58). Answers the
 * function that stops listening.
 */
export function listenForWorkerPushes(
  container: ServiceWorkerContainer | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.serviceWorker,
): () => void {
  if (!container) return () => {};
  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null) return;
    const { type, push } = data as { type?: unknown; push?: unknown };
    if (type === WORKER_PUSH_MESSAGE && isPushToastInput(push)) enqueuePushToast(push);
  };
  container.addEventListener('message', onMessage);
  return () => container.removeEventListener('message', onMessage);
}
