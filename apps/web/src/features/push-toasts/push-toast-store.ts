import { createStore, useStore } from 'zustand';

/** Spec §9: each push notification toast shows for 5 s (R9.14). */
export const PUSH_TOAST_DURATION_MS = 5000;

/** Spec §3 push notification (toast). */
export interface PushToastAction {
  /** An address to open, or a name; a name opens the toast's own url. */
  action: string;
  title: string;
}

export interface PushToastInput {
  title: string;
  body: string;
  url?: string | null;
  actions?: readonly PushToastAction[];
}

export interface PushToast extends PushToastInput {
  id: number;
}

interface PushToastState {
  /** The toast on screen. */
  current: PushToast | null;
  /** Waiting their turn, oldest first. */
  queue: readonly PushToast[];
}

export const pushToastStore = createStore<PushToastState>()(() => ({ current: null, queue: [] }));

export function usePushToast(): PushToast | null {
  return useStore(pushToastStore, (state) => state.current);
}

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
let remaining = PUSH_TOAST_DURATION_MS;
let endsAt = 0;

function startTimer(ms: number): void {
  if (timer !== undefined) clearTimeout(timer);
  remaining = ms;
  endsAt = Date.now() + ms;
  timer = setTimeout(dismissPushToast, ms);
}

function showNext(): void {
  const [next, ...rest] = pushToastStore.getState().queue;
  pushToastStore.setState({ current: next ?? null, queue: rest });
  if (next) startTimer(PUSH_TOAST_DURATION_MS);
}

/**
 * Queue a push notification toast (spec §4): one at a time, each for 5 seconds, in the order
 * they arrived (R4.58, R4.59). Answers its id.
 */
export function enqueuePushToast(input: PushToastInput): number {
  const toast: PushToast = { ...input, id: nextId++ };
  pushToastStore.setState((state) => ({ queue: [...state.queue, toast] }));
  if (!pushToastStore.getState().current) showNext();
  return toast.id;
}

/** Take the toast on screen away (closed, followed or timed out); the next one shows. */
export function dismissPushToast(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  showNext();
}

/** Hold the countdown while the toast is pointed at or focused. */
export function pausePushToast(): void {
  if (timer === undefined) return;
  clearTimeout(timer);
  timer = undefined;
  remaining = Math.max(0, endsAt - Date.now());
}

export function resumePushToast(): void {
  if (timer !== undefined || !pushToastStore.getState().current) return;
  startTimer(remaining);
}

/** Empty the queue (logout, tests). */
export function clearPushToasts(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  pushToastStore.setState({ current: null, queue: [] });
}

/** Where an action button leads: its own address when it is one, else the toast's url. */
export function actionUrl(action: PushToastAction, toast: PushToastInput): string | null {
  return /^(https?:\/\/|\/)/.test(action.action) ? action.action : (toast.url ?? null);
}

/**
 * The app event for a push message that arrives while the app is open (from the service
 * worker or the native push plugin): `window.dispatchEvent(new CustomEvent(PUSH_TOAST_EVENT,
 * {detail: {title, body, url, actions}}))` queues it as a toast.
 */
export const PUSH_TOAST_EVENT = 'shred:push-toast';

export function isPushToastInput(value: unknown): value is PushToastInput {
  if (typeof value !== 'object' || value === null) return false;
  const { title, body, url, actions } = value as Record<string, unknown>;
  const actionsOk =
    actions === undefined ||
    (Array.isArray(actions) &&
      actions.every(
        (a) =>
          typeof a === 'object' &&
          a !== null &&
          typeof (a as PushToastAction).action === 'string' &&
          typeof (a as PushToastAction).title === 'string',
      ));
  return (
    typeof title === 'string' &&
    typeof body === 'string' &&
    (url === undefined || url === null || typeof url === 'string') &&
    actionsOk
  );
}

/** Listen for the push-toast event; answers the function that stops listening. */
export function listenForPushToastEvents(target: EventTarget = window): () => void {
  const onEvent = (event: Event) => {
    const detail = event instanceof CustomEvent ? (event.detail as unknown) : undefined;
    if (isPushToastInput(detail)) enqueuePushToast(detail);
  };
  target.addEventListener(PUSH_TOAST_EVENT, onEvent);
  return () => target.removeEventListener(PUSH_TOAST_EVENT, onEvent);
}
