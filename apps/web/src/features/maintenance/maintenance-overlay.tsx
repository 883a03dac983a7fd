import { type FormEvent, useRef, useState } from 'react';
import { addBreadcrumb } from '../../platform/index.ts';
import { BlockingNotice } from '../../shell/overlays/blocking-notice.tsx';
import { Button } from '../../ui/button.tsx';
import { useFocusWhen } from '../../ui/focus-when.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { grantBypass, validateMaintenancePassword } from './maintenance-store.ts';
import { MAINTENANCE_TEXTS as T } from './maintenance-texts.ts';

type Status = 'idle' | 'validating' | 'invalid' | 'failed';

interface MaintenanceOverlayProps {
  /** The server's maintenance_mode_message; empty shows the default text (R2.153). */
  message: string | null | undefined;
  validate?: (password: string) => Promise<boolean>;
}

const ConeIcon = () => (
  <svg viewBox="0 0 48 48" className="size-12" aria-hidden="true" focusable="false">
    <path d="M19.5 8h9l9.5 30h-28z" fill="var(--accent)" />
    <path d="M17.2 16h13.6l2 6.5H15.2zM13.5 28h21l2 6.5h-25z" fill="var(--bg)" opacity="0.85" />
    <rect x="6" y="38" width="36" height="4" rx="2" fill="var(--lime)" />
  </svg>
);

/**
 * Spec §2 Maintenance overlay: full screen, 'Maintenance Mode', the server's message (or the
 * default), and a way in for people with the password. Wrong password: a message and an
 * empty field (R4.70). A failed call: a message, the overlay stays (A28).
 */
export function MaintenanceOverlay({
  message,
  validate = validateMaintenancePassword,
}: MaintenanceOverlayProps) {
  const [showForm, setShowForm] = useState(false);
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const field = useRef<HTMLInputElement>(null);
  useFocusWhen(field, showForm);
  const busy = status === 'validating';
  const canSubmit = password.trim() !== '' && !busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return; // R5.13: an empty password is never sent.
    setStatus('validating');
    try {
      if (await validate(password)) {
        grantBypass();
        return;
      }
      setPassword('');
      setStatus('invalid');
    } catch (error) {
      addBreadcrumb('maintenance', 'Could not validate the maintenance password', {
        level: 'warning',
        error,
      });
      setStatus('failed');
    }
    field.current?.focus();
  };

  return (
    <BlockingNotice
      testId="maintenance-overlay"
      icon={<ConeIcon />}
      iconTone="bg-accent/10"
      title={T.title}
      message={message?.trim() ? message : T.defaultMessage}
      keepLineBreaks
      footer={
        <p className="mt-6 text-center text-xs text-muted">
          Thanks for your patience. We&apos;ll be back shortly.
        </p>
      }
    >
      {showForm ? (
        <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-3 text-left">
          <PasswordField
            ref={field}
            label={T.passwordField}
            placeholder={T.passwordField}
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (status === 'invalid' || status === 'failed') setStatus('idle');
            }}
            className="[&>label]:sr-only"
          />
          {status === 'invalid' ? <FormAlert>{T.invalidPassword}</FormAlert> : null}
          {status === 'failed' ? <FormAlert>{T.failure}</FormAlert> : null}
          <Button type="submit" size="lg" fullWidth loading={busy} disabled={!canSubmit}>
            {busy ? T.validating : T.submit}
          </Button>
        </form>
      ) : (
        <button
          type="button"
          onClick={() => setShowForm(true)}
          className="mt-6 rounded-lg px-2 py-1 text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          {T.credentialsLink}
        </button>
      )}
    </BlockingNotice>
  );
}
