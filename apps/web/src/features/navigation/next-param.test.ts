import { describe, expect, it } from 'vitest';
import { passNext, safeNextPath, withNext } from './next-param.ts';

describe('next parameter (A10)', () => {
  it('reads back exactly the original path and query', () => {
    const url = new URL(withNext('/auth', '/manager/events?sport=surf&page=2'), 'https://x.test');
    expect(url.pathname).toBe('/auth');
    expect(url.searchParams.get('next')).toBe('/manager/events?sport=surf&page=2');
  });

  it('after login follows only paths of this app (login honours ?next=)', () => {
    expect(safeNextPath('/settings/profile')).toBe('/settings/profile');
    expect(safeNextPath(null)).toBe('/manager');
    expect(safeNextPath('https://evil.example')).toBe('/manager');
    expect(safeNextPath('//evil.example')).toBe('/manager');
    expect(safeNextPath('/\\evil.example')).toBe('/manager');
  });

  it('adds next to an address that has a query already, and reads both back', () => {
    const url = new URL(withNext('/register?league=crew-cup', '/manager/leagues/crew-cup'), 'https://x.test');
    expect(url.searchParams.get('league')).toBe('crew-cup');
    expect(url.searchParams.get('next')).toBe('/manager/leagues/crew-cup');
  });

  it('passes a safe next on to the following step and drops a missing or foreign one', () => {
    expect(passNext('/manager/welcome', '/manager/leagues/crew-cup')).toBe(
      '/manager/welcome?next=/manager/leagues/crew-cup',
    );
    expect(passNext('/manager/welcome', null)).toBe('/manager/welcome');
    expect(passNext('/manager/welcome', 'https://evil.example')).toBe('/manager/welcome');
  });
});
