import { randomBytes } from 'node:crypto';
import { PROFILE_IMAGE_FORMATS } from '@shred/contract';
import sharp from 'sharp';
import { ApiError } from '../../http/errors.ts';

export const IMAGE_TOO_LARGE = 'The image is too large. Choose one under 5MB.';
export const IMAGE_NOT_AN_IMAGE = 'This file is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF picture.';
export const IMAGE_MISSING = 'Choose an image to upload in the profile_image field.';
export const IMAGE_CUT_OFF = 'The upload arrived incomplete. Choose the image and try again.';

const ACCEPTED_FORMATS = new Set<string>(PROFILE_IMAGE_FORMATS);
const SIZE = 512;

export const imageError = (status: number, message: string) =>
  new ApiError(status, message, { fields: { profile_image: [message] } });

/**
 * Decode the upload to prove it is a picture (the declared type is not trusted), then store
 * a square 512 px WebP: small, uniform, and free of the original's metadata.
 */
export async function normaliseProfileImage(data: Buffer): Promise<{ bytes: Buffer; key: string }> {
  let format: string | undefined;
  try {
    format = (await sharp(data, { failOn: 'error' }).metadata()).format;
  } catch {
    throw imageError(400, IMAGE_NOT_AN_IMAGE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw imageError(400, IMAGE_NOT_AN_IMAGE);
  try {
    const bytes = await sharp(data, { failOn: 'error', animated: false })
      .rotate()
      .resize(SIZE, SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
    return { bytes, key: `avatars/${randomBytes(12).toString('base64url')}.webp` };
  } catch {
    throw imageError(400, IMAGE_NOT_AN_IMAGE);
  }
}
