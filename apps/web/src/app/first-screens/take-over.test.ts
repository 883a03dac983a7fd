import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '../router.ts';
import { takeOverFirstScreen } from './take-over.ts';

type Listener = (state: { initialized: boolean }) => void;

/** The part of the router takeOverFirstScreen reads: whether it is ready, and its updates. */
function fakeRouter(initialized: boolean) {
  const listeners = new Set<Listener>();
  const router = {
    state: { initialized },
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const ready = () => {
    router.state.initialized = true;
    for (const listener of [...listeners]) listener(router.state);
  };
  return { router: router as unknown as AppRouter, ready, listeners };
}

function rootWithScreens(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    '<div data-testid="splash-screen">splash</div> <!-- mark -->' +
    '<a data-first-screen="auth" inert="">skip</a><div data-first-screen="auth" inert="">auth</div>' +
    '<a data-first-screen="login" inert="">skip</a><div data-first-screen="login" inert="">login</div>';
  return root;
}

afterEach(() => {
  delete document.documentElement.dataset.firstScreen;
});

describe('takeOverFirstScreen (issue 12.4)', () => {
  it('renders at once and leaves #root alone when no ready-drawn screen is shown', () => {
    const root = rootWithScreens();
    const render = vi.fn();
    takeOverFirstScreen(root, fakeRouter(false).router, render);
    expect(render).toHaveBeenCalledOnce();
    expect(root.childNodes).toHaveLength(7);
  });

  it('keeps only the shown screen and renders once the router is ready, not before', () => {
    document.documentElement.dataset.firstScreen = 'login';
    const root = rootWithScreens();
    const render = vi.fn();
    const { router, ready, listeners } = fakeRouter(false);
    takeOverFirstScreen(root, router, render);

    expect([...root.childNodes].map((node) => node.textContent)).toEqual(['skip', 'login']);
    expect(render).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.firstScreen).toBe('login');

    ready();
    expect(render).toHaveBeenCalledOnce();
    expect(document.documentElement.dataset.firstScreen).toBeUndefined();
    expect(listeners.size).toBe(0);
  });

  it('renders at once over the shown screen when the router is ready already', () => {
    document.documentElement.dataset.firstScreen = 'auth';
    const root = rootWithScreens();
    const render = vi.fn();
    takeOverFirstScreen(root, fakeRouter(true).router, render);
    expect([...root.childNodes].map((node) => node.textContent)).toEqual(['skip', 'auth']);
    expect(render).toHaveBeenCalledOnce();
  });
});
