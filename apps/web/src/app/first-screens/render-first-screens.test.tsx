import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { withScreensLoader } from '../../../vite-plugins/first-screens.ts';
import { FIRST_SCREENS } from './first-screens.ts';

/**
 * The markup as the build draws it, on React's server renderer (this project runs on the
 * shipped Preact), and as the browser parses it into #root.
 */
async function drawnRoot(): Promise<HTMLElement> {
  const markup = await withScreensLoader(path.resolve(import.meta.dirname, '../../..'), async (server) => {
    const renderer = (await server.ssrLoadModule(
      '/src/app/first-screens/render-first-screens.tsx',
    )) as typeof import('./render-first-screens.tsx');
    return renderer.renderFirstScreens();
  });
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
}

describe('renderFirstScreens (issue 12.4)', () => {
  // One drawing for the file: loading the app on a fresh Vite module loader takes seconds.
  let root: HTMLElement;
  beforeAll(async () => {
    root = await drawnRoot();
  });

  it('draws each sign-in screen as the skip link and its layout, marked with its name and inert', async () => {
    const top = [...root.children].map((element) => [
      element.tagName,
      element.getAttribute('data-first-screen'),
      element.hasAttribute('inert'),
    ]);
    expect(top).toEqual(
      Object.keys(FIRST_SCREENS).flatMap((name) => [
        ['A', name, true],
        ['DIV', name, true],
      ]),
    );
  });

  it('draws the real pages in the auth layout inside the shell page wrapper', async () => {
    const login = root.querySelector('[data-first-screen="login"] [data-page="/login"]');
    expect(login?.getAttribute('data-page-phase')).toBe('idle');
    expect(login?.querySelector('h1')?.textContent).toBe('Log in');
    expect(login?.querySelector('input[type="email"][name="email"]')).not.toBeNull();
    expect(login?.closest('main')?.id).toBe('main');
    const auth = root.querySelector('[data-first-screen="auth"] [data-page="/auth"]');
    expect(auth?.querySelector('h1')?.textContent).toBe('Drop in');
    expect(auth?.querySelector('a[href="/login"]')?.textContent).toBe('Log in');
  });
});
