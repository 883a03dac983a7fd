import { ApiError, ERROR_MESSAGES, isRecord } from '../../api/index.ts';

export const UPLOAD_FAILED_TITLE = 'Upload Failed';
export const UPLOAD_FAILED_FALLBACK =
  'The image could not be uploaded. This might be because the file is too large or your connection was interrupted. Try using a smaller image (under 5MB).';

const joinMessages = (value: unknown): string | undefined => {
  const list = (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && item.trim() !== '',
  );
  return list.length > 0 ? list.join(', ') : undefined;
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The message of a failed image upload in the given multipart field (the profile picture's
 * profile_image by default, a league's image) (spec §5, §8; reading A27): the server's own
 * words when the body has them, the long advice text for HTTP or network failures without a
 * usable message, and the generic text for anything that is not a call failure.
 */
export function uploadErrorMessage(error: unknown, field = 'profile_image'): string {
  if (!(error instanceof ApiError)) return ERROR_MESSAGES.unexpected;
  const body = error.body;
  if (isRecord(body)) {
    const fromBody =
      joinMessages(body[field]) ??
      (isRecord(body.fields) ? joinMessages(body.fields[field]) : undefined) ??
      text(body.detail) ??
      text(body.error);
    if (fromBody) return fromBody;
  }
  return UPLOAD_FAILED_FALLBACK;
}
