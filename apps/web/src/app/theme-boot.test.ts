import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import script from './theme-boot.js?raw';

const runThemeBoot = () => new Function(script)();

function listScreens(content: string): void {
  const meta = document.createElement('meta');
  meta.name = 'first-screens';
  meta.content = content;
  document.head.append(meta);
}

beforeEach(() => {
  listScreens('auth=/auth login=/login');
});

afterEach(() => {
  document.head.querySelector('meta[name="first-screens"]')?.remove();
  delete document.documentElement.dataset.firstScreen;
  Cookies.remove('access_token');
  window.history.replaceState(null, '', '/');
});

describe('theme-boot.js picks the ready-drawn first screen (issue 12.4)', () => {
  it('shows the screen the address names, whatever the query', () => {
    window.history.replaceState(null, '', '/login?next=%2Fmanager');
    runThemeBoot();
    expect(document.documentElement.dataset.firstScreen).toBe('login');
  });

  it('leaves the splash for an address without a drawn screen', () => {
    window.history.replaceState(null, '', '/manager');
    runThemeBoot();
    expect(document.documentElement.dataset.firstScreen).toBeUndefined();
  });

  it('leaves the splash for a visitor with a session token, who is sent on elsewhere', () => {
    Cookies.set('access_token', 'abc');
    window.history.replaceState(null, '', '/auth');
    runThemeBoot();
    expect(document.documentElement.dataset.firstScreen).toBeUndefined();
  });
});

describe('theme-boot.js loads the code the build lists (issue 12.4)', () => {
  const CODE = '/assets/index-a.js /assets/react-b.js /assets/router-c.js';
  let appCode: HTMLMetaElement;
  beforeEach(() => {
    appCode = Object.assign(document.createElement('meta'), { name: 'app-code', content: CODE });
    document.head.append(appCode);
  });
  afterEach(() => {
    appCode.remove();
    for (const element of document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]'))
      element.remove();
  });
  const loaded = () =>
    [...document.head.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[type="module"], link')]
      .filter((element) => element instanceof HTMLScriptElement || element.rel === 'modulepreload')
      .map((element) => new URL(element instanceof HTMLScriptElement ? element.src : element.href).pathname);

  it('loads the entry and preloads its chunks at once where no screen is drawn', () => {
    window.history.replaceState(null, '', '/manager');
    runThemeBoot();
    expect(loaded()).toEqual(['/assets/react-b.js', '/assets/router-c.js', '/assets/index-a.js']);
  });

  it('under a drawn screen, loads them only after its first paint', async () => {
    window.history.replaceState(null, '', '/login');
    runThemeBoot();
    expect(loaded()).toEqual([]);
    await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 10)));
    expect(loaded()).toHaveLength(3);
  });
});
