import { randomBytes } from 'node:crypto';
import { PROFILE_IMAGE_FORMATS } from '@shred/contract';
import type { FastifyRequest } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { ApiError } from '../../http/errors.ts';

export const IMAGE_TOO_LARGE = 'The image is too large. Choose one under 5MB.';
export const IMAGE_NOT_AN_IMAGE = 'This file is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF picture.';
export const IMAGE_CUT_OFF = 'The upload arrived incomplete. Choose the image and try again.';
/** Pixels an upload may declare: decoding costs memory and CPU by pixels, not by file size. */
export const MAX_IMAGE_PIXELS = 25_000_000;
export const IMAGE_TOO_MANY_PIXELS = `The image has too many pixels. Choose one under ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`;
export const imageMissing = (field: string) => `Choose an image to upload in the ${field} field.`;
export const IMAGE_MISSING = imageMissing('profile_image');

const ACCEPTED_FORMATS = new Set<string>(PROFILE_IMAGE_FORMATS);
const SIZE = 512;

/** A picture upload: the multipart field it arrives in and the storage folder it is kept under. */
export interface ImageUpload {
  field: string;
  folder: string;
}
export const PROFILE_IMAGE: ImageUpload = { field: 'profile_image', folder: 'avatars' };

export const imageError = (status: number, message: string, field = PROFILE_IMAGE.field) =>
  new ApiError(status, message, { fields: { [field]: [message] } });

/** The one file of a multipart upload in the upload's field, in §8's error shapes. */
export async function readImageUpload(request: FastifyRequest, upload: ImageUpload): Promise<Buffer> {
  const { field } = upload;
  if (!request.isMultipart())
    throw imageError(415, `Send the image as multipart/form-data in the ${field} field.`, field);
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file();
  } catch {
    throw imageError(400, imageMissing(field), field);
  }
  if (file?.fieldname !== field) throw imageError(400, imageMissing(field), field);
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw imageError(413, IMAGE_TOO_LARGE, field);
    // Reading the file only reads the request: any other failure is a body cut off or malformed.
    throw imageError(400, IMAGE_CUT_OFF, field);
  }
  if (data.length === 0) throw imageError(400, imageMissing(field), field);
  return data;
}

/**
 * Decode the upload to prove it is a picture (the declared type is not trusted), then store
 * a square 512 px WebP: small, uniform, and free of the original's metadata. The header is read
 * first (sharp's metadata decodes no pixels), so a small file declaring huge dimensions is refused
 * before it costs a decode; sharp's own pixel limit is the same, should a header understate it.
 */
export async function normaliseImage(
  data: Buffer,
  upload: ImageUpload = PROFILE_IMAGE,
): Promise<{ bytes: Buffer; key: string }> {
  const notAnImage = () => imageError(400, IMAGE_NOT_AN_IMAGE, upload.field);
  let header: Metadata;
  try {
    header = await sharp(data, { failOn: 'error' }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!header.format || !ACCEPTED_FORMATS.has(header.format)) throw notAnImage();
  if (header.width * header.height > MAX_IMAGE_PIXELS)
    throw imageError(400, IMAGE_TOO_MANY_PIXELS, upload.field);
  try {
    const bytes = await sharp(data, { failOn: 'error', animated: false, limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(SIZE, SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
    return { bytes, key: `${upload.folder}/${randomBytes(12).toString('base64url')}.webp` };
  } catch {
    throw notAnImage();
  }
}

export const normaliseProfileImage = (data: Buffer) => normaliseImage(data, PROFILE_IMAGE);
