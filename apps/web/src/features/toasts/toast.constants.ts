/** Spec §9: a toast shows for 5000 ms unless it asks for another duration (R9.12). */
export const TOAST_DEFAULT_DURATION_MS = 5000;
/** Spec §9: the toast stack sits on layer 10000, above every modal (R9.13). */
export const TOAST_LAYER = 10_000;

export type ToastType = 'success' | 'error' | 'info';

/** Spec §2: the title a toast gets when its caller gives none (R2.147). */
export const DEFAULT_TOAST_TITLES: Readonly<Record<ToastType, string>> = {
  success: 'Success',
  error: 'Error',
  info: 'Info',
};
