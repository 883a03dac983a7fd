import { createStore, useStore } from 'zustand';
import { DEFAULT_TOAST_TITLES, TOAST_DEFAULT_DURATION_MS, type ToastType } from './toast.constants.ts';

export interface Toast {
  id: number;
  type: ToastType;
  title: string;
  message: string;
  /** Milliseconds on screen; the user can always close it earlier. */
  duration: number;
}

export interface ToastInput {
  type?: ToastType;
  /** Defaults to 'Success', 'Error' or 'Info' by type. */
  title?: string;
  message: string;
  duration?: number;
}

export interface ToastState {
  /** Oldest first. */
  toasts: readonly Toast[];
}

export const toastStore = createStore<ToastState>()(() => ({ toasts: [] }));

export function useToastStore<T>(selector: (state: ToastState) => T): T {
  return useStore(toastStore, selector);
}

interface Timer {
  handle: ReturnType<typeof setTimeout> | undefined;
  /** When the running countdown ends, or the time left while paused. */
  endsAt: number;
  remaining: number;
}

const timers = new Map<number, Timer>();
let nextId = 1;

function startTimer(id: number, ms: number): void {
  const timer: Timer = { handle: undefined, endsAt: Date.now() + ms, remaining: ms };
  timer.handle = setTimeout(() => dismissToast(id), ms);
  timers.set(id, timer);
}

const sameToast = (a: Toast, b: Omit<Toast, 'id' | 'duration'>) =>
  a.type === b.type && a.title === b.title && a.message === b.message;

/**
 * Show a toast (spec §4 Toasts). One identical to a toast still on screen (same type, title
 * and message, A17) is not added again: the id of the one showing is returned instead.
 */
export function showToast(input: ToastInput): number {
  const type = input.type ?? 'info';
  const candidate = {
    type,
    title: input.title?.trim() || DEFAULT_TOAST_TITLES[type],
    message: input.message,
  };
  const existing = toastStore.getState().toasts.find((toast) => sameToast(toast, candidate));
  if (existing) return existing.id;
  const toast: Toast = { id: nextId++, ...candidate, duration: input.duration ?? TOAST_DEFAULT_DURATION_MS };
  toastStore.setState((state) => ({ toasts: [...state.toasts, toast] }));
  startTimer(toast.id, toast.duration);
  return toast.id;
}

/** Shorthands for the three types; the title is optional. */
export const toast = {
  success: (message: string, title?: string) =>
    showToast({ type: 'success', message, ...(title ? { title } : {}) }),
  error: (message: string, title?: string) =>
    showToast({ type: 'error', message, ...(title ? { title } : {}) }),
  info: (message: string, title?: string) =>
    showToast({ type: 'info', message, ...(title ? { title } : {}) }),
};

/** Remove a toast now (its close button, or its time ran out). */
export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer?.handle !== undefined) clearTimeout(timer.handle);
  timers.delete(id);
  toastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

/** Hold a toast's countdown while the pointer or focus is on it, so it can be read (WCAG 2.2.1). */
export function pauseToast(id: number): void {
  const timer = timers.get(id);
  if (!timer || timer.handle === undefined) return;
  clearTimeout(timer.handle);
  timer.handle = undefined;
  timer.remaining = Math.max(0, timer.endsAt - Date.now());
}

/** Let a paused toast run out the time it had left. */
export function resumeToast(id: number): void {
  const timer = timers.get(id);
  if (!timer || timer.handle !== undefined) return;
  timer.endsAt = Date.now() + timer.remaining;
  timer.handle = setTimeout(() => dismissToast(id), timer.remaining);
}

/** Remove every toast (tests, logout). */
export function clearToasts(): void {
  for (const id of [...timers.keys()]) dismissToast(id);
  toastStore.setState({ toasts: [] });
}
