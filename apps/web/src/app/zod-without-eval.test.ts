import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import './zod-without-eval.ts';

describe('zod without eval', () => {
  it('turns on jitless in the configuration zod reads, without importing zod (issue 12.4)', () => {
    expect(config().jitless).toBe(true);
  });
});
