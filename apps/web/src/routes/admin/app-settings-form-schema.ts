import { type AppSettings, type AppSettingsUpdate, appSettingsUpdateSchema } from '@shred/contract';
import { z } from 'zod';

/**
 * The contract's update schema with every field present, plus the one choice the form adds:
 * removing the bypass password. Maintenance cannot be switched on without a password, or
 * nobody (staff included) could get past the overlay to switch it off again.
 */
export function appSettingsFormSchema(passwordSet: boolean) {
  return appSettingsUpdateSchema
    .required({
      maintenance_mode: true,
      maintenance_mode_message: true,
      ios_minimum_version: true,
      android_minimum_version: true,
      ios_store_url: true,
      android_store_url: true,
      maintenance_password: true,
    })
    .extend({ remove_password: z.boolean() })
    .superRefine((values, ctx) => {
      const willHavePassword = values.remove_password
        ? false
        : passwordSet || values.maintenance_password !== '';
      if (values.maintenance_mode && !willHavePassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['maintenance_password'],
          message: 'Set a bypass password before turning maintenance on: without one nobody can get in.',
        });
      }
    });
}

export type AppSettingsFormInput = z.input<ReturnType<typeof appSettingsFormSchema>>;
export type AppSettingsFormValues = z.output<ReturnType<typeof appSettingsFormSchema>>;

export const APP_SETTINGS_FIELDS = [
  'maintenance_mode',
  'maintenance_mode_message',
  'maintenance_password',
  'ios_minimum_version',
  'android_minimum_version',
  'ios_store_url',
  'android_store_url',
] as const;

export function formValuesFrom(settings: AppSettings): AppSettingsFormInput {
  return {
    maintenance_mode: settings.maintenance_mode,
    maintenance_mode_message: settings.maintenance_mode_message,
    maintenance_password: '',
    remove_password: false,
    ios_minimum_version: settings.ios_minimum_version,
    android_minimum_version: settings.android_minimum_version,
    ios_store_url: settings.ios_store_url,
    android_store_url: settings.android_store_url,
  };
}

/** The PUT body: the password only when it changes ('' removes it, left out keeps it). */
export function updateBodyFrom(values: AppSettingsFormValues): AppSettingsUpdate {
  const { remove_password, maintenance_password, ...rest } = values;
  if (remove_password) return { ...rest, maintenance_password: '' };
  if (maintenance_password !== '') return { ...rest, maintenance_password };
  return rest;
}
