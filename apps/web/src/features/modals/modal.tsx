import { type CSSProperties, type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../ui/class-names.ts';
import { MODAL_BASE_LAYER, MODAL_PRIORITIES, type ModalPriority } from './modal.constants.ts';
import { closeModal, modalLayer, modalStack, openModal, topModalId, useModalStack } from './modal-stack.ts';
import { useDragToClose } from './use-drag-to-close.ts';
import { trapTab, useFocusReturn } from './use-focus-trap.ts';

/**
 * - sheet: slides up from the bottom under 1024 px, a centred dialog from 1024 px up;
 * - dialog: a centred card at every size;
 * - fullscreen: covers the whole screen.
 */
export type ModalPresentation = 'sheet' | 'dialog' | 'fullscreen';

export interface ModalProps {
  open: boolean;
  /** Called by Escape, a click on the backdrop and a drag down; the owner then sets open=false. */
  onClose: () => void;
  priority?: ModalPriority;
  presentation?: ModalPresentation;
  /** Width of sheets and dialogs. */
  size?: 'sm' | 'md' | 'lg';
  role?: 'dialog' | 'alertdialog';
  /** The id of the element naming the dialog, or `label` when it shows no title. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  /** Where focus goes on open; the dialog itself by default. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** False for screens that must stay (offline): no Escape, backdrop click or drag to close. */
  dismissible?: boolean;
  className?: string;
  /** Extra style for the panel (a fixed height, say). */
  style?: CSSProperties;
  children: ReactNode;
}

/** One modal of the spec §4 stack; renders nothing while closed. */
export function Modal(props: ModalProps) {
  return props.open ? <ModalFrame {...props} /> : null;
}

const SIZES = { sm: 'lg:max-w-sm', md: 'lg:max-w-lg', lg: 'lg:max-w-2xl' } as const;
const DIALOG_SIZES = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

function ModalFrame({
  onClose,
  priority = 'normal',
  presentation = 'sheet',
  size = 'md',
  role = 'dialog',
  labelledBy,
  label,
  describedBy,
  initialFocus,
  dismissible = true,
  className,
  style,
  children,
}: ModalProps) {
  const [id, setId] = useState<number>();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const idRef = useRef<number>(undefined);
  // Before paint, so the first frame already has its layer and the page is already locked.
  useLayoutEffect(() => {
    const modalId = openModal(priority);
    idRef.current = modalId;
    setId(modalId);
    return () => closeModal(modalId);
  }, [priority]);

  const layer = useModalStack((state) =>
    id === undefined ? MODAL_BASE_LAYER + MODAL_PRIORITIES[priority] : modalLayer(state.stack, id),
  );

  // Listening from before the first paint: a passive effect may run only after the panel is on
  // screen, and an Escape pressed at once would then be lost.
  useLayoutEffect(() => {
    if (!dismissible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (idRef.current === undefined || topModalId(modalStack.getState().stack) !== idRef.current) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dismissible]);

  useFocusReturn(panelRef, initialFocus);
  useDragToClose(panelRef, { enabled: dismissible && presentation !== 'fullscreen', onClose });

  const panelLook = {
    sheet: cx(
      'border border-line bg-surface shadow-card max-h-[90dvh] w-full max-w-xl rounded-t-3xl pb-safe animate-[overlay-sheet-in_240ms_cubic-bezier(0.2,0.9,0.3,1)]',
      'lg:max-h-[85dvh] lg:rounded-3xl lg:pb-0 lg:animate-[overlay-pop-in_180ms_ease-out]',
      SIZES[size],
    ),
    dialog: cx(
      'border border-line bg-surface shadow-card max-h-[90dvh] w-full rounded-3xl animate-[overlay-pop-in_180ms_ease-out]',
      DIALOG_SIZES[size],
    ),
    fullscreen: 'bg-bg h-dvh w-full animate-[overlay-fade-in_160ms_ease-out]',
  }[presentation];

  return createPortal(
    <div className="fixed inset-0" style={{ zIndex: layer }} data-modal-layer={layer}>
      <div
        aria-hidden="true"
        data-overlay-motion
        className="absolute inset-0 animate-[overlay-fade-in_160ms_ease-out] bg-overlay backdrop-blur-[2px]"
        onClick={dismissible ? () => onCloseRef.current() : undefined}
      />
      <div
        className={cx(
          'pointer-events-none absolute inset-0 flex justify-center',
          presentation === 'sheet' && 'items-end lg:items-center lg:p-6',
          presentation === 'dialog' && 'items-center p-4',
        )}
      >
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the role is dialog or alertdialog, given by the prop. */}
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: same: aria-modal belongs to those roles. */}
        <div
          ref={panelRef}
          role={role}
          aria-modal="true"
          aria-labelledby={labelledBy}
          aria-label={labelledBy ? undefined : label}
          aria-describedby={describedBy}
          tabIndex={-1}
          data-overlay-motion
          data-presentation={presentation}
          onKeyDown={(event) => trapTab(event, panelRef.current)}
          style={style}
          className={cx(
            'pointer-events-auto relative flex flex-col overflow-y-auto overscroll-contain text-fg outline-none',
            panelLook,
            className,
          )}
        >
          {presentation === 'sheet' ? (
            <div aria-hidden="true" className="flex shrink-0 justify-center pt-2.5 lg:hidden">
              <span className="h-1.5 w-10 rounded-full bg-line" />
            </div>
          ) : null}
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** The round close control overlays put in their corner. */
export function ModalCloseButton({
  onClick,
  label = 'Close',
  className,
}: {
  onClick: () => void;
  label?: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cx(
        'grid size-10 shrink-0 place-items-center rounded-full text-muted transition hover:bg-surface-2 hover:text-fg',
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M18 6 6 18M6 6l12 12" />
      </svg>
    </button>
  );
}
