import type { AppRouter } from '../router.ts';

/**
 * Let the app take #root over from the ready-drawn first screen theme-boot.js showed, if any,
 * without a flash: everything else in #root (splash, the other screens) goes, so the app's
 * first render reuses the screen's own elements; and `render` waits until the router is
 * ready, as the router would otherwise draw the splash over the screen while it starts.
 */
export function takeOverFirstScreen(container: HTMLElement, router: AppRouter, render: () => void): void {
  const shown = document.documentElement.dataset.firstScreen;
  if (!shown) {
    render();
    return;
  }
  for (const node of [...container.childNodes]) {
    if (!(node instanceof HTMLElement && node.dataset.firstScreen === shown)) node.remove();
  }
  const start = () => {
    delete document.documentElement.dataset.firstScreen;
    render();
  };
  if (router.state.initialized) {
    start();
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    start();
  });
}
