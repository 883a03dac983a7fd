import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/index.ts';
import { authStore } from '../../features/auth/index.ts';
import {
  buildLeague,
  buildLeagueDetail,
  type CallOptions,
  renderLeaguePage,
  resetLeagues,
} from '../../features/leagues/leagues.testing.ts';
import { answerCalls } from '../../testing/call-answers.ts';
import { buildUser } from '../../testing/fixtures.ts';
import { InvitePage } from './invite-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: CallOptions) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

const PREVIEW = buildLeague({
  is_member: false,
  is_owner: false,
  my_rank: null,
  owner: { id: 7, username: 'mia_rides' },
});
const at = { at: '/invite?league=crew-cup&inviterId=7', path: '/invite' };

describe('Join League invite page (issue 15.2, R2.09)', () => {
  afterEach(() => {
    resetLeagues(callMock);
    authStore.setState({ isInitialized: true, isAuthenticated: false, user: null });
  });

  it('shows a visitor the league and the way in: create an account (joining on sign-up, ending on the league) or log in and come back', async () => {
    authStore.setState({ isInitialized: true, isAuthenticated: false, user: null });
    callMock.mockResolvedValue(PREVIEW);
    renderLeaguePage(<InvitePage />, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'Crew Cup' })).toBeInTheDocument();
    expect(screen.getByText(/3 members · run by mia_rides/)).toBeInTheDocument();
    expect(callMock).toHaveBeenCalledWith(
      'leagueInvite',
      expect.objectContaining({ params: { slug: 'crew-cup' } }),
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register?league=crew-cup&inviterId=7&next=/manager/leagues/crew-cup',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/invite?league=crew-cup&inviterId=7').replace(/%2F/gi, '/')}`,
    );
  });

  it('joins a signed-in user at once with the inviter, then opens the league', async () => {
    authStore.setState({ isInitialized: true, isAuthenticated: true, user: buildUser({ id: 3 }) });
    answerCalls(callMock, {
      leagueInvite: PREVIEW,
      leagueJoin: buildLeagueDetail({ is_owner: false }),
    });
    const user = userEvent.setup();
    const { router } = renderLeaguePage(<InvitePage />, at);
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/leagues/crew-cup'));
    expect(callMock).toHaveBeenCalledWith('leagueJoin', {
      params: { slug: 'crew-cup' },
      body: { inviter_id: 7 },
    });
  });

  it('joins a signed-in user who has not finished the welcome, then sends them through it to the league', async () => {
    authStore.setState({
      isInitialized: true,
      isAuthenticated: true,
      user: buildUser({ id: 3, completed_manager_welcome: false }),
    });
    answerCalls(callMock, {
      leagueInvite: PREVIEW,
      leagueJoin: buildLeagueDetail({ is_owner: false }),
    });
    const user = userEvent.setup();
    const { router } = renderLeaguePage(<InvitePage />, at);
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/manager/welcome?next=/manager/leagues/crew-cup',
      ),
    );
  });

  it('says when joining is closed, and when the league does not exist', async () => {
    authStore.setState({ isInitialized: true, isAuthenticated: true, user: buildUser({ id: 3 }) });
    callMock.mockResolvedValueOnce({ ...PREVIEW, joining_closed: true });
    const { unmount } = renderLeaguePage(<InvitePage />, at);
    expect(await screen.findByText(/not taking new members/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    unmount();
    callMock.mockRejectedValueOnce(new ApiError(404, { detail: 'Not found.' }));
    renderLeaguePage(<InvitePage />, at);
    expect(await screen.findByRole('heading', { name: 'League not found' })).toBeInTheDocument();
  });

  it('names no league for a link without one, without asking the server', async () => {
    renderLeaguePage(<InvitePage />, { at: '/invite?league=%3Cb%3E', path: '/invite' });
    expect(await screen.findByRole('heading', { name: 'League not found' })).toBeInTheDocument();
    expect(callMock).not.toHaveBeenCalled();
  });
});
