import { zodResolver } from '@hookform/resolvers/zod';
import type { AppSettings } from '@shred/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../api/index.ts';
import { useUpdateAppSettingsMutation } from '../../features/app-settings/app-settings-queries.ts';
import { MAINTENANCE_TEXTS } from '../../features/maintenance/maintenance-texts.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { cx } from '../../ui/class-names.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { applyServerFieldErrors } from '../../ui/server-field-errors.ts';
import { inputClasses, TextField } from '../../ui/text-field.tsx';
import {
  APP_SETTINGS_FIELDS,
  type AppSettingsFormInput,
  type AppSettingsFormValues,
  appSettingsFormSchema,
  formValuesFrom,
  updateBodyFrom,
} from './app-settings-form-schema.ts';
import { SwitchField } from './switch-field.tsx';

const MESSAGE_MAX = 500;

function SectionTitle({ id, title, detail }: { id: string; title: string; detail: string }) {
  return (
    <div className="mb-5">
      <h2 id={id} className="font-display text-2xl font-bold uppercase italic tracking-tight text-fg">
        {title}
      </h2>
      <p className="mt-0.5 text-sm text-muted">{detail}</p>
    </div>
  );
}

/** The staff form over PUT core/app-settings/, with the server's field errors inline. */
export function AppSettingsForm({ settings }: { settings: AppSettings }) {
  const schema = useMemo(() => appSettingsFormSchema(settings.maintenance_password_set), [settings]);
  const save = useUpdateAppSettingsMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isDirty },
  } = useForm<AppSettingsFormInput, unknown, AppSettingsFormValues>({
    resolver: zodResolver(schema),
    defaultValues: formValuesFrom(settings),
  });
  const maintenanceOn = watch('maintenance_mode');
  const removePassword = watch('remove_password');
  const message = watch('maintenance_mode_message') ?? '';

  const onSubmit = handleSubmit((values) =>
    save.mutateAsync(updateBodyFrom(values)).then(
      (saved) => reset(formValuesFrom(saved)),
      (error: unknown) => applyServerFieldErrors(error, APP_SETTINGS_FIELDS, setError),
    ),
  );
  const fieldErrorsShown = Object.keys(errors).length > 0;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Card as="section" aria-labelledby="settings-maintenance">
        <SectionTitle
          id="settings-maintenance"
          title="Maintenance"
          detail="Puts a full-screen maintenance notice in front of every page, in the browser and in the apps."
        />
        <div className="flex flex-col gap-5">
          <SwitchField
            label="Maintenance mode"
            on={Boolean(maintenanceOn)}
            description={
              maintenanceOn
                ? 'On: everyone, you included, needs the bypass password to get in.'
                : 'Off: the app is open to everyone.'
            }
            {...register('maintenance_mode')}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="maintenance-message" className="text-sm font-medium text-fg">
              Maintenance message
            </label>
            <textarea
              id="maintenance-message"
              rows={3}
              maxLength={MESSAGE_MAX}
              placeholder={MAINTENANCE_TEXTS.defaultMessage}
              aria-describedby="maintenance-message-hint"
              aria-invalid={errors.maintenance_mode_message ? true : undefined}
              className={cx(inputClasses(Boolean(errors.maintenance_mode_message)), 'h-auto min-h-24 py-3')}
              {...register('maintenance_mode_message')}
            />
            <p id="maintenance-message-hint" className="flex justify-between gap-3 text-xs text-muted">
              <span>Leave empty to show the default text.</span>
              <span className="tabular-nums">
                {message.length}/{MESSAGE_MAX}
              </span>
            </p>
            {errors.maintenance_mode_message ? (
              <p className="text-sm text-danger">{errors.maintenance_mode_message.message}</p>
            ) : null}
          </div>
          <div className="flex flex-col gap-3 rounded-xl border border-line bg-surface-2/60 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-semibold text-fg">Bypass password</span>
              <span
                className={cx(
                  'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  settings.maintenance_password_set
                    ? 'bg-success-bg text-success'
                    : 'bg-danger-bg text-danger',
                )}
              >
                {settings.maintenance_password_set ? 'Password set' : 'No password'}
              </span>
            </div>
            <PasswordField
              label={settings.maintenance_password_set ? 'New bypass password' : 'Set a bypass password'}
              autoComplete="new-password"
              disabled={removePassword}
              hint={
                settings.maintenance_password_set
                  ? 'At least 6 characters. Leave empty to keep the current one.'
                  : 'At least 6 characters. Staff and testers enter it on the maintenance screen.'
              }
              error={errors.maintenance_password?.message}
              {...register('maintenance_password')}
            />
            {settings.maintenance_password_set ? (
              <label className="flex items-center gap-2 text-sm text-fg">
                <input
                  type="checkbox"
                  className="size-4 accent-[var(--accent)]"
                  {...register('remove_password')}
                />
                Remove the bypass password
              </label>
            ) : null}
          </div>
        </div>
      </Card>

      <Card as="section" aria-labelledby="settings-apps">
        <SectionTitle
          id="settings-apps"
          title="Native apps"
          detail="Installed apps older than the minimum version are asked to update before they can be used."
        />
        <div className="grid gap-6 md:grid-cols-2">
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-3 text-sm font-semibold uppercase tracking-widest text-muted">iOS</legend>
            <TextField
              label="iOS minimum version"
              inputMode="decimal"
              placeholder="1.0.0"
              error={errors.ios_minimum_version?.message}
              {...register('ios_minimum_version')}
            />
            <TextField
              label="App Store link"
              type="url"
              inputMode="url"
              placeholder="https://apps.apple.com/app/…"
              error={errors.ios_store_url?.message}
              {...register('ios_store_url')}
            />
          </fieldset>
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-3 text-sm font-semibold uppercase tracking-widest text-muted">
              Android
            </legend>
            <TextField
              label="Android minimum version"
              inputMode="decimal"
              placeholder="1.0.0"
              error={errors.android_minimum_version?.message}
              {...register('android_minimum_version')}
            />
            <TextField
              label="Google Play link"
              type="url"
              inputMode="url"
              placeholder="https://play.google.com/store/apps/details?id=…"
              error={errors.android_store_url?.message}
              {...register('android_store_url')}
            />
          </fieldset>
        </div>
      </Card>

      {save.isError && !fieldErrorsShown ? <FormAlert>{errorMessage(save.error)}</FormAlert> : null}
      {save.isSuccess && !isDirty ? (
        <FormAlert tone="success">Settings saved. Open apps pick them up within a minute.</FormAlert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={save.isPending} className="max-sm:w-full">
          Save settings
        </Button>
        {isDirty ? (
          <Button variant="ghost" onClick={() => reset(formValuesFrom(settings))} className="max-sm:w-full">
            Discard changes
          </Button>
        ) : null}
      </div>
    </form>
  );
}
