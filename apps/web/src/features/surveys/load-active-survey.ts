import type { Survey } from '@shred/contract';
import { ApiError, call } from '../../api/index.ts';
import { reportError } from '../../platform/error-reporting.ts';
import { SURVEY_LOAD_FAILED, SURVEY_REQUEST_TIMEOUT_MS } from './survey.constants.ts';

/** The HTTP status of a failed load; 0 when no answer came (offline, or the 10 s ran out), as browsers say. */
const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/**
 * GET surveys/active/, given up after SURVEY_REQUEST_TIMEOUT_MS (R9.54). A failure is only
 * logged, with its status (R8.37, R8.40), and answers null: the widget shows nothing. A load
 * the caller abandoned (the query unmounted) is no failure and logs nothing.
 */
export async function loadActiveSurvey(
  signal?: AbortSignal,
  timeoutMs: number = SURVEY_REQUEST_TIMEOUT_MS,
): Promise<Survey | null> {
  const request = new AbortController();
  const timer = setTimeout(() => request.abort(), timeoutMs);
  const abandon = () => request.abort();
  signal?.addEventListener('abort', abandon, { once: true });
  try {
    return await call('activeSurvey', { signal: request.signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    reportError(`${SURVEY_LOAD_FAILED} (status ${statusOf(error)})`, error);
    return null;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abandon);
  }
}
