import type { ReactNode } from 'react';
import { cx } from '../../ui/class-names.ts';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoCircleIcon } from '../modals/overlay-icons.tsx';
import { TOAST_LAYER, type ToastType } from './toast.constants.ts';
import { dismissToast, pauseToast, resumeToast, type Toast, useToastStore } from './toast-store.ts';

const LOOK: Record<ToastType, { icon: ReactNode; tone: string }> = {
  success: { icon: <CheckCircleIcon />, tone: 'text-success bg-success-bg' },
  error: { icon: <AlertCircleIcon />, tone: 'text-danger bg-danger-bg' },
  info: { icon: <InfoCircleIcon />, tone: 'text-accent bg-accent/12' },
};

function ToastCard({ toast }: { toast: Toast }) {
  const look = LOOK[toast.type];
  return (
    // The pointer and focus handlers only hold the countdown while the toast is being read.
    // biome-ignore lint/a11y/noStaticElementInteractions: the role is status or alert, by type.
    <div
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-toast-type={toast.type}
      data-overlay-motion
      onPointerEnter={() => pauseToast(toast.id)}
      onPointerLeave={() => resumeToast(toast.id)}
      onFocus={() => pauseToast(toast.id)}
      onBlur={() => resumeToast(toast.id)}
      className="pointer-events-auto flex w-full animate-[overlay-pop-in_180ms_ease-out] items-start gap-3 rounded-2xl border border-line bg-surface p-3.5 pr-2 shadow-card"
    >
      <span className={cx('grid size-9 shrink-0 place-items-center rounded-xl', look.tone)}>{look.icon}</span>
      <div className="min-w-0 flex-1 pt-0.5">
        <p className="text-sm font-semibold text-fg">{toast.title}</p>
        <p className="mt-0.5 break-words text-sm text-muted">{toast.message}</p>
      </div>
      <button
        type="button"
        aria-label="Close"
        onClick={() => dismissToast(toast.id)}
        className="grid size-8 shrink-0 place-items-center rounded-lg text-muted transition hover:bg-surface-2 hover:text-fg"
      >
        <CloseIcon width={18} height={18} />
      </button>
    </div>
  );
}

/**
 * Spec §2 toast stack on layer 10000 (R9.13): newest at the bottom, above the bottom bar on
 * phones and in the lower right corner on wide screens. The list is a live region that exists
 * before any toast, so screen readers announce each one as it arrives.
 */
export function ToastStack() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <div
      data-testid="toast-stack"
      style={{ zIndex: TOAST_LAYER }}
      className="pointer-events-none fixed inset-x-0 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] flex justify-center px-3 lg:inset-x-auto lg:right-6 lg:bottom-6 lg:px-0"
    >
      <div aria-live="polite" className="flex w-full max-w-sm flex-col gap-2">
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </div>
    </div>
  );
}
