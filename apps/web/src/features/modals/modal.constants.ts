/** Spec §4 Modals / §9: priorities stacked above a base layer (R4.118, R9.32, R9.33). */
export const MODAL_PRIORITIES = { low: 0, normal: 10, high: 20, critical: 30 } as const;
export type ModalPriority = keyof typeof MODAL_PRIORITIES;

export const MODAL_BASE_LAYER = 50;
/**
 * Banners at the foot of the screen (cookie consent, install prompt): above the page and its
 * bars, below every modal, so an open modal is never covered by one.
 */
export const BANNER_LAYER = MODAL_BASE_LAYER - 10;
/** Dragging a modal down further than this from its scroll top closes it (R9.34). */
export const DRAG_TO_CLOSE_PX = 100;
/** Spec §9 wide-screen cutoff: drag-to-close is for screens narrower than this (A23). */
export const WIDE_SCREEN_MIN_PX = 1024;
