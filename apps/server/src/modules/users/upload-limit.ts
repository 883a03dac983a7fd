import type { Throttle } from '../../platform/throttle.ts';

/** Counts one image upload of the user; throws 429 once they made more than their share this hour. */
export type UploadLimit = (userId: number) => Promise<void>;

/**
 * Every picture a user uploads (profile, league) is decoded and re-encoded, a second or so of
 * CPU each: one count per user across both, in the database so every server process shares it.
 */
export function createUploadLimit(throttle: Throttle, perHour: number): UploadLimit {
  return (userId) => throttle.hit(`image-upload:user:${userId}`, perHour, 60 * 60);
}
