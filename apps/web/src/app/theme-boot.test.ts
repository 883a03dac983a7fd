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
