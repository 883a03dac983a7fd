import type { ErrorBody } from '@shred/contract';

/** The one error type services throw; the error handler turns it into `{detail, title?, fields?}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string | undefined;
  readonly fields: Record<string, string[]> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    detail: string,
    extra: { title?: string; fields?: Record<string, string[]>; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.status = status;
    this.title = extra.title;
    this.fields = extra.fields;
    this.headers = extra.headers;
  }

  toBody(): ErrorBody {
    return {
      detail: this.message,
      ...(this.title ? { title: this.title } : {}),
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

export const badRequest = (detail: string, fields?: Record<string, string[]>) =>
  new ApiError(400, detail, fields ? { fields } : {});
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });
export const unauthorized = (detail = 'You need to be logged in to do this.') => new ApiError(401, detail);
export const forbidden = (detail = 'You do not have permission to do this.') => new ApiError(403, detail);
export const notFound = (detail = 'Not found.') => new ApiError(404, detail);
export const conflict = (detail: string, fields?: Record<string, string[]>) =>
  new ApiError(409, detail, fields ? { fields } : {});
export const methodNotAllowed = (method: string, allowed: string[]) =>
  new ApiError(405, `This address does not take ${method}: use ${allowed.join(', ')}.`, {
    headers: { allow: allowed.join(', ') },
  });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, `Too many attempts. Try again in ${formatWait(retryAfterSeconds)}.`, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
