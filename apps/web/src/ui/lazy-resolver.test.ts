import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver.ts';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyResolver', () => {
  it('loads the check only when first used or preloaded, once, and then checks with it (issue 12.4)', async () => {
    const check = vi.fn(async (values: { email: string }) => ({ values, errors: {} }));
    const load = vi.fn(async () => check);
    const lazy = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    lazy.preload();
    await expect(lazy.resolver({ email: 'a@b.co' }, undefined, OPTIONS)).resolves.toEqual({
      values: { email: 'a@b.co' },
      errors: {},
    });
    await lazy.resolver({ email: 'c@d.co' }, undefined, OPTIONS);
    expect(load).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('tries the download again after it failed (offline)', async () => {
    const check = vi.fn(async () => ({ values: {}, errors: {} }));
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(check);
    const lazy = lazyResolver(load);
    await expect(lazy.resolver({}, undefined, OPTIONS)).rejects.toThrow('offline');
    await expect(lazy.resolver({}, undefined, OPTIONS)).resolves.toEqual({ values: {}, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
