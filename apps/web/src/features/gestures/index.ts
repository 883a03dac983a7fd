export { type BackSwipeOptions, useBackSwipe } from './use-back-swipe.ts';
export { useDoubleTapGuard } from './use-double-tap-guard.ts';
export { PINCH_EVENTS, usePinchZoomGuard } from './use-pinch-zoom-guard.ts';
export { type SwipeHandlers, useSwipe } from './use-swipe.ts';
