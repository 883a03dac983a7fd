import { z } from 'zod';

const versionSchema = z
  .string()
  .trim()
  .regex(/^\d+(\.\d+){0,3}$/, 'Use a dotted version such as 2.4.0.')
  .max(32);

/** App settings (spec §3): maintenance mode and the native minimum versions. */
export const appSettingsSchema = z.object({
  maintenance_mode: z.boolean(),
  maintenance_mode_message: z.string(),
  ios_minimum_version: z.string(),
  android_minimum_version: z.string(),
  ios_store_url: z.string(),
  android_store_url: z.string(),
  /** Whether a bypass password is set: without one nobody can get past maintenance. */
  maintenance_password_set: z.boolean(),
  updated_at: z.string(),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

export const appSettingsUpdateSchema = z
  .object({
    maintenance_mode: z.boolean().optional(),
    maintenance_mode_message: z.string().trim().max(500, 'Keep the message under 500 characters.').optional(),
    ios_minimum_version: versionSchema.optional(),
    android_minimum_version: versionSchema.optional(),
    ios_store_url: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .or(z.literal(''))
      .optional(),
    android_store_url: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .or(z.literal(''))
      .optional(),
    /** A new bypass password; an empty string removes it. Stored hashed, never returned. */
    maintenance_password: z
      .string()
      .max(128)
      .refine((p) => p === '' || p.length >= 6, 'Use at least 6 characters, or leave empty to remove it.')
      .optional(),
  })
  .strict();
export type AppSettingsUpdate = z.input<typeof appSettingsUpdateSchema>;

export const validatePasswordBodySchema = z.object({
  password: z.string().min(1, 'Enter the password.').max(128),
});
export const validatePasswordResultSchema = z.object({ valid: z.boolean() });
