import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/index.ts';
import { authStore } from '../../../features/auth/index.ts';
import {
  buildLeagueDetail,
  type CallOptions,
  renderLeaguePage,
  resetLeagues,
} from '../../../features/leagues/leagues.testing.ts';
import { toastStore } from '../../../features/toasts/index.ts';
import { type Answers, answerCalls } from '../../../testing/call-answers.ts';
import { buildUser } from '../../../testing/fixtures.ts';
import { CreateLeaguePage } from './create-league-page.tsx';
import { LeagueDetailsSettingsPage } from './league-settings-pages.tsx';

/** The spec's text for an upload failure without a server message (R8.15). */
const UPLOAD_FAILED =
  'The image could not be uploaded. This might be because the file is too large or your connection was interrupted. Try using a smaller image (under 5MB).';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: CallOptions) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const PICTURED = buildLeagueDetail({ image: '/media/leagues/crew.webp' });
const TOO_LARGE = 'The image is too large. Choose one under 5MB.';
const picture = (name = 'crew.png') => new File(['png-bytes'], name, { type: 'image/png' });
const sentFile = (options?: CallOptions) => (options?.body as FormData | undefined)?.get('image');

function serve(handlers: Answers) {
  answerCalls(callMock, handlers);
}
const details = {
  at: '/manager/leagues/crew-cup/settings/details',
  path: '/manager/leagues/:slug/settings/details',
};
const picker = () => screen.findByRole('group', { name: 'League picture' });

describe('League picture in settings (issue 15.1, R2.53)', () => {
  beforeEach(() => authStore.setState({ isInitialized: true, isAuthenticated: true, user: buildUser() }));
  afterEach(() => resetLeagues(callMock));

  it('uploads a chosen picture in the image field, shows it and says so', async () => {
    let league = buildLeagueDetail();
    let release: () => void = () => undefined;
    serve({
      leagueDetail: () => league,
      leagueImageUpload: (options) =>
        new Promise((resolve) => {
          release = () => {
            league = PICTURED;
            resolve(PICTURED);
          };
          expect(options?.params).toEqual({ slug: 'crew-cup' });
          expect(sentFile(options)).toBeInstanceOf(File);
        }),
    });
    const user = userEvent.setup();
    const { container } = renderLeaguePage(<LeagueDetailsSettingsPage />, details);
    const group = await picker();
    expect(within(group).queryByRole('button', { name: 'Remove picture' })).toBeNull();
    await user.upload(within(group).getByLabelText('Choose picture'), picture());
    expect(await within(group).findByText('Uploading…')).toBeVisible();
    expect(group).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await within(group).findByRole('status')).toHaveTextContent('The new picture is up.');
    expect(container.querySelector('img[src="/media/leagues/crew.webp"]')).not.toBeNull();
    expect(within(group).getByLabelText('Change picture')).toHaveAccessibleDescription(/under 5MB/);
  });

  it("shows the server's message for a refused file and keeps the initials", async () => {
    serve({
      leagueDetail: () => buildLeagueDetail(),
      leagueImageUpload: () => {
        throw new ApiError(413, { detail: TOO_LARGE, fields: { image: [TOO_LARGE] } });
      },
    });
    const user = userEvent.setup();
    const { container } = renderLeaguePage(<LeagueDetailsSettingsPage />, details);
    const group = await picker();
    await user.upload(within(group).getByLabelText('Choose picture'), picture('huge.png'));
    const alert = await within(group).findByRole('alert');
    expect(alert).toHaveTextContent('Upload Failed');
    expect(alert).toHaveTextContent(TOO_LARGE);
    expect(container.querySelector('[data-league-crest]')).toHaveTextContent('CC');
  });

  it('gives the size advice when the upload fails without a message', async () => {
    serve({
      leagueDetail: () => buildLeagueDetail(),
      leagueImageUpload: () => {
        throw new ApiError(502, null);
      },
    });
    const user = userEvent.setup();
    renderLeaguePage(<LeagueDetailsSettingsPage />, details);
    const group = await picker();
    await user.upload(within(group).getByLabelText('Choose picture'), picture());
    expect(await within(group).findByRole('alert')).toHaveTextContent(UPLOAD_FAILED);
  });

  it('removes the picture and the initials crest comes back', async () => {
    let league = PICTURED;
    serve({
      leagueDetail: () => league,
      leagueImageDelete: () => {
        league = buildLeagueDetail();
        return league;
      },
    });
    const user = userEvent.setup();
    const { container } = renderLeaguePage(<LeagueDetailsSettingsPage />, details);
    const group = await picker();
    await user.click(within(group).getByRole('button', { name: 'Remove picture' }));
    expect(await within(group).findByRole('status')).toHaveTextContent('Picture removed');
    expect(container.querySelector('[data-league-crest]')).toHaveTextContent('CC');
    expect(callMock).toHaveBeenCalledWith('leagueImageDelete', { params: { slug: 'crew-cup' } });
  });
});

describe('Create a league with a picture (issue 15.1, R2.47)', () => {
  afterEach(() => resetLeagues(callMock));

  it('previews the chosen picture, creates the league, then uploads it and opens the league', async () => {
    const createObjectURL = vi.fn(() => 'blob:crew');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const order: string[] = [];
    serve({
      leagueCreate: () => {
        order.push('create');
        return buildLeagueDetail();
      },
      leagueImageUpload: (options) => {
        order.push(`image ${String(options?.params?.slug)} ${(sentFile(options) as File).name}`);
        return PICTURED;
      },
    });
    const user = userEvent.setup();
    const { router, container } = renderLeaguePage(<CreateLeaguePage />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Crew Cup');
    await user.upload(screen.getByLabelText('Choose picture'), picture());
    await waitFor(() => expect(container.querySelector('img[src="blob:crew"]')).not.toBeNull());
    expect(callMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Create league' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/leagues/crew-cup'));
    expect(order).toEqual(['create', 'image crew-cup crew.png']);
  });

  it('lets the picture be dropped again before creating: no upload then', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:crew'), revokeObjectURL: vi.fn() });
    serve({ leagueCreate: () => buildLeagueDetail() });
    const user = userEvent.setup();
    const { router } = renderLeaguePage(<CreateLeaguePage />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Crew Cup');
    await user.upload(screen.getByLabelText('Choose picture'), picture());
    await user.click(await screen.findByRole('button', { name: 'Remove picture' }));
    await user.click(screen.getByRole('button', { name: 'Create league' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/leagues/crew-cup'));
    expect(callMock.mock.calls.map(([name]) => name)).toEqual(['leagueCreate']);
  });

  it('keeps the league when its picture fails, says so and opens its settings', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:crew'), revokeObjectURL: vi.fn() });
    serve({
      leagueCreate: () => buildLeagueDetail(),
      leagueImageUpload: () => {
        throw new ApiError(413, { detail: TOO_LARGE, fields: { image: [TOO_LARGE] } });
      },
    });
    const user = userEvent.setup();
    const { router } = renderLeaguePage(<CreateLeaguePage />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Crew Cup');
    await user.upload(screen.getByLabelText('Choose picture'), picture());
    await user.click(screen.getByRole('button', { name: 'Create league' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/manager/leagues/crew-cup/settings/details'),
    );
    const toast = toastStore.getState().toasts.at(-1);
    expect(toast).toMatchObject({ type: 'error', title: 'Picture not uploaded' });
    expect(toast?.message).toContain('Crew Cup was created');
    expect(toast?.message).toContain(TOO_LARGE);
  });
});
