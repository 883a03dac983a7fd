/**
 * The app's error reporting: a bounded log of breadcrumbs (what happened lately: a mode not
 * found, a refresh retried, a setting not saved) and error reports that carry them. Expected
 * trouble is a breadcrumb and stays out of the console, so the console only ever shows real
 * errors, each with the trail that led to it.
 */

import { ERROR_REPORTING_SETTINGS } from './error-reporting-settings.ts';

/** Spec §9 (R9.60): error reporting keeps at most 100 breadcrumbs by default. */
export const BREADCRUMB_MAX = ERROR_REPORTING_SETTINGS.breadcrumbMax;

export type BreadcrumbLevel = 'info' | 'warning' | 'error';

export interface Breadcrumb {
  /** Epoch milliseconds. */
  readonly at: number;
  /** The part of the app it comes from: 'game-mode', 'auth', 'storage' … */
  readonly category: string;
  readonly level: BreadcrumbLevel;
  readonly message: string;
  /** The cause, as text: breadcrumbs outlive the objects they mention. */
  readonly error?: string;
}

export interface ErrorReport {
  readonly message: string;
  readonly error?: string;
  readonly breadcrumbs: readonly Breadcrumb[];
}

let trail: Breadcrumb[] = [];

function describe(error: unknown): string | undefined {
  if (error === undefined) return undefined;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** Leave a breadcrumb; the oldest is dropped beyond BREADCRUMB_MAX. */
export function addBreadcrumb(
  category: string,
  message: string,
  { level = 'info', error }: { level?: BreadcrumbLevel; error?: unknown } = {},
): void {
  const cause = describe(error);
  trail.push({ at: Date.now(), category, level, message, ...(cause === undefined ? {} : { error: cause }) });
  if (trail.length > BREADCRUMB_MAX) trail = trail.slice(-BREADCRUMB_MAX);
}

/** The breadcrumbs kept, oldest first. */
export function readBreadcrumbs(): readonly Breadcrumb[] {
  return [...trail];
}

/** Tests start from an empty trail. */
export function clearBreadcrumbs(): void {
  trail = [];
}

/**
 * Report a real error: something the app did not expect and cannot put right by itself. The
 * report carries the breadcrumbs so far and goes to the console, the one place the app
 * writes to it.
 */
export function reportError(message: string, error?: unknown): ErrorReport {
  const cause = describe(error);
  const report: ErrorReport = {
    message,
    ...(cause === undefined ? {} : { error: cause }),
    breadcrumbs: readBreadcrumbs(),
  };
  addBreadcrumb('error', message, { level: 'error', error });
  console.error(message, error ?? '', report);
  return report;
}
