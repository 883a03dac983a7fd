import { RESULTS_CSV_MAX_CHARS, type ResultsImportBody, resultRowSchema } from '@shred/contract';
import { z } from 'zod';
import { ApiError } from '../../http/errors.ts';
import { isOutboundRefused, type OutboundGuard } from '../../platform/outbound/outbound-guard.ts';

const FEED_TIMEOUT_MS = 10_000;

const feedRowsSchema = z.array(resultRowSchema).min(1);

const feedError = (message: string) => new ApiError(502, `The results feed could not be read: ${message}`);

/**
 * Fetch an event's results feed and hand it over as an import body: JSON (`{results: [...]}`
 * or a bare array of rows) or CSV text, told apart by content type, else by the first
 * character. A feed that cannot be fetched answers 502; one whose rows break the schema, 422.
 */
export async function fetchResultsFeed(outbound: OutboundGuard, url: string): Promise<ResultsImportBody> {
  let response: Response;
  try {
    response = await outbound.fetch(url, {
      signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
      headers: { accept: 'application/json, text/csv;q=0.9, text/plain;q=0.5' },
      redirect: 'follow',
    });
  } catch (error) {
    if (isOutboundRefused(error)) throw feedError('its address is not on the public internet.');
    throw feedError(
      error instanceof Error && error.name === 'TimeoutError'
        ? 'it did not answer in time.'
        : 'it is not reachable.',
    );
  }
  if (!response.ok) throw feedError(`it answered ${response.status}.`);
  const text = await response.text();
  if (text.length > RESULTS_CSV_MAX_CHARS * 4) throw feedError('it is too large.');
  const type = response.headers.get('content-type') ?? '';
  const looksJson = type.includes('json') || /^\s*[[{]/.test(text);
  if (!looksJson) return text;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw feedError('its JSON is not valid.');
  }
  // A bare array of rows, or the import body's {results: [...]}.
  const rows = Array.isArray(data) ? data : (data as { results?: unknown } | null)?.results;
  const parsed = feedRowsSchema.safeParse(rows);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const [index, ...rest] = issue.path;
      const key = typeof index === 'number' ? `line ${index + 1}` : 'feed';
      const where = rest.join('.');
      fields[key] = [...(fields[key] ?? []), `${where ? `${where}: ` : ''}${issue.message}`];
    }
    throw new ApiError(422, 'The results feed holds rows that are not valid results; nothing was imported.', {
      fields,
    });
  }
  return { results: parsed.data };
}
