import { getPlatform, reportError } from '../../platform/index.ts';
import { BellIcon, CloseIcon } from '../modals/overlay-icons.tsx';
import { TOAST_LAYER } from '../toasts/index.ts';
import {
  actionUrl,
  dismissPushToast,
  PUSH_TOAST_DURATION_MS,
  type PushToast,
  pausePushToast,
  resumePushToast,
  usePushToast,
} from './push-toast-store.ts';

/** Outside the app (R2.143): the system browser on a phone, a new tab in a browser. */
function follow(url: string | null | undefined): void {
  if (url) {
    getPlatform()
      .openExternalUrl(new URL(url, window.location.href).href)
      .catch((error: unknown) => reportError('Could not open the push notification link', error));
  }
  dismissPushToast();
}

function PushToastCard({ toast }: { toast: PushToast }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus only hold the 5 s countdown; the controls inside are buttons.
    <div
      data-testid="push-toast"
      data-overlay-motion
      onPointerEnter={pausePushToast}
      onPointerLeave={resumePushToast}
      onFocus={pausePushToast}
      onBlur={resumePushToast}
      className="group pointer-events-auto relative w-full animate-[overlay-drop-in_220ms_ease-out] overflow-hidden rounded-2xl border border-line bg-surface/95 shadow-card backdrop-blur-md"
    >
      <div className="flex items-start gap-3 p-3.5 pr-2">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent text-on-accent"
        >
          <BellIcon width={20} height={20} />
        </span>
        <button
          type="button"
          onClick={() => follow(toast.url)}
          className="min-w-0 flex-1 rounded-lg text-left"
        >
          <span className="block text-sm font-semibold text-fg">{toast.title}</span>
          <span className="mt-0.5 block text-sm text-muted">{toast.body}</span>
        </button>
        <button
          type="button"
          aria-label="Close"
          onClick={dismissPushToast}
          className="grid size-8 shrink-0 place-items-center rounded-lg text-muted transition hover:bg-surface-2 hover:text-fg"
        >
          <CloseIcon width={18} height={18} />
        </button>
      </div>
      {toast.actions && toast.actions.length > 0 ? (
        <div className="flex gap-2 px-3.5 pb-3.5 pl-16">
          {toast.actions.map((action) => (
            <button
              key={action.action}
              type="button"
              onClick={() => follow(actionUrl(action, toast))}
              className="rounded-lg border border-line bg-surface-2 px-3 py-1.5 text-xs font-semibold text-fg transition hover:border-accent/60"
            >
              {action.title}
            </button>
          ))}
        </div>
      ) : null}
      <span
        aria-hidden="true"
        style={{ animationDuration: `${PUSH_TOAST_DURATION_MS}ms` }}
        className="absolute inset-x-0 bottom-0 h-0.5 origin-left animate-[overlay-countdown_linear_forwards] bg-accent group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused]"
      />
    </div>
  );
}

/**
 * Spec §2 push notification toast at the top: title, body, optional action buttons and a
 * close control; a click opens its url outside the app (R2.142, R2.143).
 */
export function PushToastHost() {
  const toast = usePushToast();
  return (
    <div
      aria-live="polite"
      style={{ zIndex: TOAST_LAYER }}
      className="pointer-events-none fixed inset-x-0 top-[calc(env(safe-area-inset-top)+0.75rem)] flex justify-center px-3"
    >
      <div className="w-full max-w-md">{toast ? <PushToastCard key={toast.id} toast={toast} /> : null}</div>
    </div>
  );
}
