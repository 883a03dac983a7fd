import { describe, expect, it } from 'vitest';
import { DEFAULT_META, documentTitle, mergeMeta } from './route-meta.ts';

describe('route meta', () => {
  it('starts from the defaults: default layout, fade transition, auto status bar (R2.107, R2.111)', () => {
    expect(mergeMeta([])).toEqual(DEFAULT_META);
    expect(DEFAULT_META.transition).toBe('fade');
    expect(DEFAULT_META.statusBarStyle).toBe('auto');
  });

  it('lets a child refine its area', () => {
    const meta = mergeMeta([
      { layout: 'manager', requiresLogin: true },
      { title: 'Welcome', hideNavbar: true },
    ]);
    expect(meta).toMatchObject({
      layout: 'manager',
      requiresLogin: true,
      hideNavbar: true,
      title: 'Welcome',
    });
  });

  it('never lets a child open what its area closes (R6.03, R6.10)', () => {
    const meta = mergeMeta([{ staffOnly: true }, { staffOnly: false, requiresLogin: false }]);
    expect(meta.staffOnly).toBe(true);
  });

  it("formats titles as '{page title} - Shred League' (R2.128)", () => {
    expect(documentTitle({ title: 'Edit Profile' }, {})).toBe('Edit Profile - Shred League');
    expect(documentTitle({ title: (p) => `@${p.username}` }, { username: 'kai' })).toBe(
      '@kai - Shred League',
    );
    expect(documentTitle({ title: undefined }, {})).toBe('Shred League');
  });
});
