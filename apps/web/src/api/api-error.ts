/** User-facing texts of spec §8. */
export const ERROR_MESSAGES = {
  unauthorized: 'You need to be logged in to do this.',
  generic: 'An error occurred while processing the request.',
  unexpected: 'An unexpected error occurred.',
  offline: 'You appear to be offline. Check your connection and try again.',
} as const;

export const DEFAULT_ERROR_TITLE = 'Error';
const OFFLINE_TITLE = 'Offline';

export type FieldErrors = Readonly<Record<string, readonly string[]>>;

interface ApiErrorOptions {
  /** Replaces the message derived from the status and body. */
  message?: string;
  title?: string;
  cause?: unknown;
}

/** A failed call: the HTTP status (0 when no answer arrived), the parsed body and what to show. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  readonly title: string;
  readonly fields: FieldErrors;

  constructor(status: number, body: unknown, options: ApiErrorOptions = {}) {
    super(options.message ?? messageFor(status, body), { cause: options.cause });
    this.status = status;
    this.body = body;
    this.title = options.title ?? stringField(body, 'title') ?? DEFAULT_ERROR_TITLE;
    this.fields = fieldsOf(body);
  }
}

/** No answer at all: the network is down or the server is unreachable. */
export class OfflineError extends ApiError {
  override readonly name: string = 'OfflineError';

  constructor(cause: unknown) {
    super(0, undefined, { message: ERROR_MESSAGES.offline, title: OFFLINE_TITLE, cause });
  }
}

/** The text to show for any thrown value; anything that is not a call failure is "unexpected". */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : ERROR_MESSAGES.unexpected;
}

/** The error toast's title (spec §8: the body's title, else 'Error'). */
export function errorTitle(error: unknown): string {
  return error instanceof ApiError ? error.title : DEFAULT_ERROR_TITLE;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The server's own words in an error body, by the A26 precedence: detail, error, message. */
export function bodyMessage(body: unknown): string | undefined {
  return stringField(body, 'detail') ?? stringField(body, 'error') ?? stringField(body, 'message');
}

/** Spec §8: a fixed text for 401, else the body's message, else a generic text. */
function messageFor(status: number, body: unknown): string {
  if (status === 401) return ERROR_MESSAGES.unauthorized;
  return bodyMessage(body) ?? ERROR_MESSAGES.generic;
}

function stringField(body: unknown, key: string): string | undefined {
  if (!isRecord(body)) return undefined;
  const value = body[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Servers send `{field: [messages]}`; a bare string per field is accepted too. */
function fieldsOf(body: unknown): FieldErrors {
  if (!isRecord(body) || !isRecord(body.fields)) return {};
  const fields: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(body.fields)) {
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string',
    );
    if (messages.length > 0) fields[key] = messages;
  }
  return fields;
}
