import { describe, expect, it } from 'vitest';
import { ApiError, OfflineError } from '../../api/index.ts';
import { uploadErrorMessage } from './upload-error.ts';

/** The spec's text for an upload failure without a server message (R8.15). */
const UPLOAD_FAILED =
  'The image could not be uploaded. This might be because the file is too large or your connection was interrupted. Try using a smaller image (under 5MB).';

describe('profile image upload error text (spec §8, A27)', () => {
  it('joins a profile_image list with commas (R5.16)', () => {
    const error = new ApiError(400, { profile_image: ['Too big.', 'Not a picture.'] });
    expect(uploadErrorMessage(error)).toBe('Too big., Not a picture.');
  });

  it('uses fields.profile_image before detail', () => {
    const error = new ApiError(413, {
      detail: 'Request failed.',
      fields: { profile_image: ['The image is too large. Choose one under 5MB.'] },
    });
    expect(uploadErrorMessage(error)).toBe('The image is too large. Choose one under 5MB.');
  });

  it('falls back to detail, then error (R5.16)', () => {
    expect(uploadErrorMessage(new ApiError(400, { detail: 'Nope.' }))).toBe('Nope.');
    expect(uploadErrorMessage(new ApiError(400, { error: 'Broken.' }))).toBe('Broken.');
  });

  it('explains size and connection when the server gave no message', () => {
    expect(uploadErrorMessage(new ApiError(502, undefined))).toBe(UPLOAD_FAILED);
    expect(uploadErrorMessage(new OfflineError(new TypeError('Failed to fetch')))).toBe(UPLOAD_FAILED);
  });

  it('says "An unexpected error occurred." for anything that is not a call failure (R8.16)', () => {
    expect(uploadErrorMessage(new Error('boom'))).toBe('An unexpected error occurred.');
  });
});
