import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addBreadcrumb,
  BREADCRUMB_MAX,
  clearBreadcrumbs,
  readBreadcrumbs,
  reportError,
} from './error-reporting.ts';

describe('error reporting', () => {
  beforeEach(() => clearBreadcrumbs());
  afterEach(() => vi.restoreAllMocks());

  it('R9.60 keeps the newest 100 breadcrumbs', () => {
    expect(BREADCRUMB_MAX).toBe(100);
    for (let i = 1; i <= 130; i++) addBreadcrumb('test', `step ${i}`);
    const trail = readBreadcrumbs();
    expect(trail).toHaveLength(100);
    expect(trail[0]?.message).toBe('step 31');
    expect(trail.at(-1)?.message).toBe('step 130');
  });

  it('leaves breadcrumbs out of the console, with their level and cause as text', () => {
    const warn = vi.spyOn(console, 'warn');
    const log = vi.spyOn(console, 'log');
    addBreadcrumb('storage', 'Could not store "theme"', { level: 'warning', error: new Error('quota') });
    expect(readBreadcrumbs()).toEqual([
      expect.objectContaining({
        category: 'storage',
        level: 'warning',
        message: 'Could not store "theme"',
        error: 'Error: quota',
      }),
    ]);
    expect(warn).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('attaches the trail so far to an error report', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    addBreadcrumb('game-mode', 'No game mode for /login', { level: 'warning' });
    const report = reportError('App start finished with problems', new TypeError('boom'));
    expect(report).toEqual({
      message: 'App start finished with problems',
      error: 'TypeError: boom',
      breadcrumbs: [expect.objectContaining({ message: 'No game mode for /login' })],
    });
    expect(error).toHaveBeenCalledWith('App start finished with problems', expect.any(TypeError), report);
    expect(readBreadcrumbs().at(-1)).toMatchObject({
      level: 'error',
      message: 'App start finished with problems',
    });
  });
});
