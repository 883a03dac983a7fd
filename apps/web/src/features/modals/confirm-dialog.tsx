import { type ReactNode, useId, useRef } from 'react';
import { Button } from '../../ui/button.tsx';
import { Modal } from './modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Only the cancel button shows (a notice that needs acknowledging, R2.145). */
  hideConfirm?: boolean;
  /** The confirm button in the danger colour, for destructive actions (R2.146). */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A blocking yes/no question (spec §2 confirmation dialog) on the modal stack at high
 * priority. Focus starts on Cancel so that a stray Enter never confirms a destructive
 * action, stays inside while open, and returns to the control that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmText = 'Confirm',
  cancelText = 'Cancel',
  hideConfirm = false,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={() => (busy ? undefined : onCancel())}
      priority="high"
      size="sm"
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      initialFocus={cancelRef}
      dismissible={!busy}
    >
      <div className="p-6 pt-4 lg:pt-6">
        <h2 id={titleId} className="text-lg font-semibold text-fg">
          {title}
        </h2>
        <div id={messageId} className="mt-2 text-sm leading-relaxed text-muted">
          {message}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelText}
          </Button>
          {hideConfirm ? null : (
            <Button
              variant={danger ? 'danger' : 'primary'}
              data-danger={danger || undefined}
              onClick={onConfirm}
              loading={busy}
            >
              {confirmText}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
