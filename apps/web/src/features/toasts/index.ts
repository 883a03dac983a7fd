export { showErrorToast } from './show-error-toast.ts';
export {
  DEFAULT_TOAST_TITLES,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_LAYER,
  type ToastType,
} from './toast.constants.ts';
export { ToastStack } from './toast-stack.tsx';
export {
  clearToasts,
  dismissToast,
  pauseToast,
  resumeToast,
  showToast,
  type Toast,
  type ToastInput,
  type ToastState,
  toast,
  toastStore,
  useToastStore,
} from './toast-store.ts';
