interface SavedStyles {
  overflow: string;
  paddingRight: string;
}

let saved: SavedStyles | undefined;

/**
 * Stop the page behind an overlay from scrolling (A23). The scrollbar's width becomes padding
 * so the page does not shift sideways when the bar disappears on desktop.
 */
export function lockScroll(): void {
  if (saved || typeof document === 'undefined') return;
  const root = document.documentElement;
  const scrollbar = window.innerWidth - root.clientWidth;
  saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
  root.style.overflow = 'hidden';
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  root.dataset.scrollLocked = 'true';
}

export function unlockScroll(): void {
  if (!saved) return;
  const root = document.documentElement;
  root.style.overflow = saved.overflow;
  root.style.paddingRight = saved.paddingRight;
  delete root.dataset.scrollLocked;
  saved = undefined;
}

export function isScrollLocked(): boolean {
  return saved !== undefined;
}
