export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
export { ConfirmHost } from './confirm-host.tsx';
export { type ConfirmOptions, confirm, confirmStore, settleConfirm } from './confirm-store.ts';
export { shouldCloseOnDrag } from './drag-to-close.ts';
export {
  BANNER_LAYER,
  DRAG_TO_CLOSE_PX,
  MODAL_BASE_LAYER,
  MODAL_PRIORITIES,
  type ModalPriority,
  WIDE_SCREEN_MIN_PX,
} from './modal.constants.ts';
export { Modal, ModalCloseButton, type ModalPresentation, type ModalProps } from './modal.tsx';
export { closeModal, modalLayer, modalStack, openModal, topModalId, useModalStack } from './modal-stack.ts';
export { isScrollLocked } from './scroll-lock.ts';
