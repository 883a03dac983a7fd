import { PROFILE_IMAGE_TYPES } from '@shred/contract';
import { type ChangeEvent, useId } from 'react';
import { Avatar } from '../../ui/avatar.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { CameraIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useAuthStore } from '../auth/index.ts';
import { showToast } from '../toasts/index.ts';
import { useUploadProfileImageMutation } from './own-profile.ts';
import { UPLOAD_FAILED_TITLE, uploadErrorMessage } from './upload-error.ts';

/**
 * Profile picture with a file picker; uploads at once. A failure is an error toast titled
 * 'Upload Failed' with the server's message or the size advice (spec §5, §8).
 */
export function ProfileImageUpload() {
  const user = useAuthStore((state) => state.user);
  const upload = useUploadProfileImageMutation();
  const inputId = useId();
  const adviceId = `${inputId}-advice`;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing lets the same file be picked again after a failed attempt.
    event.target.value = '';
    if (file)
      upload.mutate(file, {
        onError: (error) =>
          showToast({ type: 'error', title: UPLOAD_FAILED_TITLE, message: uploadErrorMessage(error) }),
      });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        <Avatar src={user?.profile_image} name={user?.username ?? 'You'} size="xl" />
        <div className="flex flex-col items-start gap-2">
          <input
            id={inputId}
            type="file"
            name="profile_image"
            accept={PROFILE_IMAGE_TYPES.join(',')}
            aria-describedby={adviceId}
            disabled={upload.isPending}
            onChange={onChange}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className={cx(
              buttonClasses({ variant: 'secondary', size: 'sm' }),
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-accent',
            )}
          >
            {upload.isPending ? <Spinner size="sm" label={null} /> : <CameraIcon width={18} height={18} />}
            {upload.isPending ? 'Uploading…' : 'Change photo'}
          </label>
          <p id={adviceId} className="text-xs text-muted">
            JPEG, PNG, WebP, GIF or AVIF, under 5MB.
          </p>
        </div>
      </div>
      {upload.isSuccess ? <FormAlert tone="success">Your new photo is up.</FormAlert> : null}
    </div>
  );
}
