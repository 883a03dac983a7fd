import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBase, apiUrl } from './api-url.ts';
import { getActiveGameMode, setActiveGameMode } from './game-mode-param.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  setActiveGameMode(null);
});

describe('API base', () => {
  it('defaults to /api/ (R7.01)', () => {
    vi.stubEnv('VITE_API_BASE', '');
    expect(apiBase()).toBe('/api/');
    expect(apiUrl('users/me/')).toBe('/api/users/me/');
  });

  it('uses VITE_API_BASE and adds the missing trailing slash (R7.01)', () => {
    vi.stubEnv('VITE_API_BASE', 'https://api.example.test/v1');
    expect(apiUrl('users/me/')).toBe('https://api.example.test/v1/users/me/');
  });

  it('keeps paths relative to the base even with a leading slash (R7.01)', () => {
    expect(apiUrl('/core/search/')).toBe('/api/core/search/');
  });
});

describe('query string', () => {
  it('encodes values, repeats arrays and leaves out null and undefined', () => {
    expect(
      apiUrl('core/search/', { query: 'a b', page: 2, gone: undefined, none: null, tag: ['x', 'y'] }),
    ).toBe('/api/core/search/?query=a+b&page=2&tag=x&tag=y');
  });

  it('adds game_mode to every call while a mode is active (R7.02)', () => {
    setActiveGameMode('manager');
    expect(getActiveGameMode()).toBe('manager');
    expect(apiUrl('users/me/')).toBe('/api/users/me/?game_mode=manager');
    expect(apiUrl('core/search/', { query: 'kai' })).toBe('/api/core/search/?query=kai&game_mode=manager');
  });

  it('sends no game_mode when no mode is active (R7.02)', () => {
    setActiveGameMode('quickplay');
    setActiveGameMode(null);
    expect(apiUrl('users/me/')).toBe('/api/users/me/');
  });

  it('lets an explicit game_mode win over the active one (R7.02)', () => {
    setActiveGameMode('manager');
    expect(apiUrl('events/', { game_mode: 'all' })).toBe('/api/events/?game_mode=all');
  });
});
