import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS } from './first-screens.ts';
import { renderFirstScreens } from './render-first-screens.tsx';

/** The markup as the browser parses it into #root. */
async function drawnRoot(): Promise<HTMLElement> {
  const root = document.createElement('div');
  root.innerHTML = await renderFirstScreens();
  return root;
}

describe('renderFirstScreens (issue 12.4)', () => {
  it('draws each sign-in screen as the skip link and its layout, marked with its name and inert', async () => {
    const root = await drawnRoot();
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
    const root = await drawnRoot();
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
