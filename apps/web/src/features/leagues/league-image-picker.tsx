import { PROFILE_IMAGE_TYPES } from '@shred/contract';
import { type ChangeEvent, useId } from 'react';
import { buttonClasses } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { CameraIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { UPLOAD_FAILED_TITLE } from '../profile/upload-error.ts';
import { LeagueImage } from './league-image.tsx';

interface LeagueImagePickerProps {
  /** What the preview shows: the league's stored picture, a chosen file's object url, or none. */
  league: { slug: string; name: string; image: string | null };
  /** Which action is running, if any: its control shows a spinner and both are disabled. */
  busy?: 'upload' | 'remove' | null;
  /** The upload-error rules' message of the last failure. */
  error?: string | null;
  /** Announced once the picture is saved or removed. */
  status?: string | null;
  onPick: (file: File) => void;
  onRemove: () => void;
}

/**
 * The league's picture with a file picker and a remove button (issue 15.1). The native file
 * input stays in the tab order behind its label, so keyboard and screen reader users reach it.
 */
export function LeagueImagePicker({
  league,
  busy = null,
  error = null,
  status = null,
  onPick,
  onRemove,
}: LeagueImagePickerProps) {
  const inputId = useId();
  const adviceId = `${inputId}-advice`;
  const hasImage = league.image !== null;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing lets the same file be picked again after a failed attempt.
    event.target.value = '';
    if (file) onPick(file);
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-busy={busy !== null}>
      <legend className="mb-1 font-medium text-fg">League picture</legend>
      <div className="flex items-center gap-4">
        <div className="relative shrink-0">
          <LeagueImage league={league} size="lg" />
          {busy ? (
            <span className="absolute inset-0 grid place-items-center rounded-2xl bg-bg/60 text-fg">
              <Spinner size="md" label={null} />
            </span>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-col items-start gap-2">
          <div className="flex flex-wrap gap-2">
            <input
              id={inputId}
              type="file"
              name="image"
              accept={PROFILE_IMAGE_TYPES.join(',')}
              aria-describedby={adviceId}
              disabled={busy !== null}
              onChange={onChange}
              className="peer sr-only"
            />
            <label
              htmlFor={inputId}
              className={cx(
                buttonClasses({ variant: 'secondary', size: 'sm' }),
                'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-accent',
                busy !== null && 'pointer-events-none opacity-55',
              )}
            >
              {busy === 'upload' ? (
                <Spinner size="sm" label={null} />
              ) : (
                <CameraIcon width={18} height={18} aria-hidden="true" />
              )}
              {busy === 'upload' ? 'Uploading…' : hasImage ? 'Change picture' : 'Choose picture'}
            </label>
            {hasImage ? (
              <button
                type="button"
                onClick={onRemove}
                disabled={busy !== null}
                className={buttonClasses({ variant: 'ghost', size: 'sm' })}
              >
                {busy === 'remove' ? <Spinner size="sm" label={null} /> : null}
                {busy === 'remove' ? 'Removing…' : 'Remove picture'}
              </button>
            ) : null}
          </div>
          <p id={adviceId} className="text-xs text-muted">
            Optional. JPEG, PNG, WebP, GIF or AVIF, under 5MB; shown square.
          </p>
        </div>
      </div>
      <div aria-live="polite" className="sr-only">
        {busy === 'upload' ? 'Uploading the picture…' : busy === 'remove' ? 'Removing the picture…' : ''}
      </div>
      {error ? <FormAlert title={UPLOAD_FAILED_TITLE}>{error}</FormAlert> : null}
      {status && !error ? <FormAlert tone="success">{status}</FormAlert> : null}
    </fieldset>
  );
}
