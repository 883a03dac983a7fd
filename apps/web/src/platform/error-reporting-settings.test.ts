import { describe, expect, it } from 'vitest';
import { BREADCRUMB_MAX } from './error-reporting.ts';
import { errorReportingSettings } from './error-reporting-settings.schema.ts';
import { ERROR_REPORTING_SETTINGS } from './error-reporting-settings.ts';

describe('error-reporting settings (spec §9, issue 27.6)', () => {
  it('records at most 1000 spans per transaction (R9.59)', () => {
    expect(ERROR_REPORTING_SETTINGS.spanLimit).toBe(1000);
    expect(() => errorReportingSettings({ spanLimit: 0 })).toThrow();
  });

  it('keeps 100 breadcrumbs by default (R9.60)', () => {
    expect(ERROR_REPORTING_SETTINGS.breadcrumbMax).toBe(100);
    expect(BREADCRUMB_MAX).toBe(100);
  });

  it('takes a tracing sample rate between 0 and 1 and refuses any other (R9.61)', () => {
    expect(errorReportingSettings({ tracingSampleRate: 0 }).tracingSampleRate).toBe(0);
    expect(errorReportingSettings({ tracingSampleRate: 1 }).tracingSampleRate).toBe(1);
    expect(errorReportingSettings({ tracingSampleRate: 0.25 }).tracingSampleRate).toBe(0.25);
    expect(() => errorReportingSettings({ tracingSampleRate: -0.01 })).toThrow();
    expect(() => errorReportingSettings({ tracingSampleRate: 1.01 })).toThrow();
    expect(() => errorReportingSettings({ tracingSampleRate: Number.NaN })).toThrow();
  });

  it('ships values its schema accepts, equal to the spec defaults', () => {
    expect(errorReportingSettings(ERROR_REPORTING_SETTINGS)).toEqual(ERROR_REPORTING_SETTINGS);
    expect(errorReportingSettings()).toEqual(ERROR_REPORTING_SETTINGS);
  });
});
