import { describe, expect, it } from 'vitest';
import { safeNextPath, withNext } from './next-param.ts';

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
});
