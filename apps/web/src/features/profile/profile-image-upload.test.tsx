import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, OfflineError } from '../../api/index.ts';
import { answerCalls } from '../../testing/call-answers.ts';
import { buildUser } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { authStore } from '../auth/index.ts';
import { clearToasts, ToastStack } from '../toasts/index.ts';
import { ProfileImageUpload } from './profile-image-upload.tsx';

/** The spec's text for an upload failure without a server message (R8.15). */
const UPLOAD_FAILED =
  'The image could not be uploaded. This might be because the file is too large or your connection was interrupted. Try using a smaller image (under 5MB).';

// The api client's call, answered route by route as the contract types it.
const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

/** The upload fails with `error`, as the api client throws it. */
const failUpload = (error: Error) =>
  answerCalls(callMock, {
    uploadProfileImage: () => {
      throw error;
    },
  });

const photo = () => new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });

async function pickPhoto() {
  renderWithProviders(
    <>
      <ProfileImageUpload />
      <ToastStack />
    </>,
  );
  await userEvent.upload(screen.getByLabelText('Change photo'), photo());
}

describe('profile image upload (spec §5, §8)', () => {
  beforeEach(() => authStore.setState({ user: buildUser(), isAuthenticated: true, isInitialized: true }));
  afterEach(() => {
    callMock.mockReset();
    clearToasts();
  });

  it('advises images under 5MB (R9.37)', () => {
    renderWithProviders(<ProfileImageUpload />);
    expect(screen.getByText(/under 5MB/)).toBeInTheDocument();
  });

  it('sends the file as multipart field profile_image and shows the new photo', async () => {
    answerCalls(callMock, { uploadProfileImage: { profile_image: '/media/avatars/new.webp' } });
    await pickPhoto();
    const [name, options] = callMock.mock.calls[0] ?? [];
    expect(name).toBe('uploadProfileImage');
    const body = (options as { body: FormData }).body;
    expect(body.get('profile_image')).toBeInstanceOf(File);
    expect(await screen.findByRole('status')).toHaveTextContent('Your new photo is up.');
    expect(authStore.getState().user?.profile_image).toBe('/media/avatars/new.webp');
  });

  it("shows a failure as an error toast titled 'Upload Failed' with the server's message", async () => {
    failUpload(
      new ApiError(413, {
        detail: 'The image is too large. Choose one under 5MB.',
        fields: { profile_image: ['The image is too large. Choose one under 5MB.'] },
      }),
    );
    await pickPhoto();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upload Failed');
    expect(alert).toHaveTextContent('The image is too large. Choose one under 5MB.');
  });

  it('explains size and connection when no message came back', async () => {
    failUpload(new OfflineError(new TypeError('Failed to fetch')));
    await pickPhoto();
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_FAILED);
  });

  it("falls back to 'An unexpected error occurred.' for other failures (R8.16)", async () => {
    failUpload(new Error('boom'));
    await pickPhoto();
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
  });
});
