import { describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS } from './analytics.constants.ts';
import { outcomeOf } from './analytics-queue.ts';
import { analyticsSettings } from './analytics-settings.schema.ts';
import { ANALYTICS_SETTINGS } from './analytics-settings.ts';

describe('analytics settings (spec §9, issue 27.6)', () => {
  it('ends a session after 1800 s idle by default and refuses an idle timeout outside 60 to 36000 s (R9.52)', () => {
    expect(ANALYTICS_SETTINGS.sessionIdleSeconds).toBe(1800);
    expect(SESSION_IDLE_MS).toBe(1_800_000);
    expect(analyticsSettings({ sessionIdleSeconds: 60 }).sessionIdleSeconds).toBe(60);
    expect(analyticsSettings({ sessionIdleSeconds: 36_000 }).sessionIdleSeconds).toBe(36_000);
    expect(() => analyticsSettings({ sessionIdleSeconds: 59 })).toThrow();
    expect(() => analyticsSettings({ sessionIdleSeconds: 36_001 })).toThrow();
  });

  it('gives the feature-flag request 3 s (R9.55, A25)', () => {
    expect(ANALYTICS_SETTINGS.flagRequestTimeoutMs).toBe(3000);
    expect(() => analyticsSettings({ flagRequestTimeoutMs: 0 })).toThrow();
  });

  it('gives a request without a timeout of its own 60 s, and retries one that ran out (R9.56)', () => {
    expect(ANALYTICS_SETTINGS.defaultRequestTimeoutMs).toBe(60_000);
    expect(() => analyticsSettings({ defaultRequestTimeoutMs: -1 })).toThrow();
    expect(outcomeOf(new DOMException('The operation timed out.', 'TimeoutError'))).toEqual({
      kind: 'retry',
    });
  });

  it('keeps the analytics cookie 365 days (R9.58)', () => {
    expect(ANALYTICS_SETTINGS.cookieExpiryDays).toBe(365);
    expect(() => analyticsSettings({ cookieExpiryDays: 0.5 })).toThrow();
  });

  it('ships values its schema accepts, equal to the spec defaults', () => {
    expect(analyticsSettings(ANALYTICS_SETTINGS)).toEqual(ANALYTICS_SETTINGS);
    expect(analyticsSettings()).toEqual(ANALYTICS_SETTINGS);
  });
});
