import type { UserListItem } from '@shred/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/index.ts';
import { authStore } from '../../features/auth/index.ts';
import { toastStore } from '../../features/toasts/index.ts';
import { type Answers, answerCalls } from '../../testing/call-answers.ts';
import { buildPublicProfile, buildUser } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { FollowersPage, FollowingPage } from './follow-list-page.tsx';

interface CallOptions {
  params?: { id?: number | string };
  query?: { page?: number; page_size?: number };
  body?: { target_user_id?: number };
}
// The api client's call, replaced by a loosely typed fake each test programs.
const callMock = vi.hoisted(() => vi.fn<(name: string, options?: CallOptions) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

const KAI = buildPublicProfile({ id: 2, username: 'kai_slides', followers_count: 3, following_count: 0 });
const item = (id: number, username: string, overrides: Partial<UserListItem> = {}): UserListItem => ({
  id,
  username,
  profile_image: null,
  is_verified: false,
  level: { name: 'Grom' },
  profile_type: { type: 'manager' },
  follow_status: { following: false },
  ...overrides,
});
const FOLLOWERS = [
  item(1, 'demo', { level: { name: 'Ripper' } }),
  item(7, 'mia_rides', { is_verified: true, level: { name: 'Legend' }, follow_status: { following: true } }),
  item(9, 'zoe_sato', {
    profile_type: { type: 'athlete', athlete_name: 'Zoe Sato' },
    level: { name: 'Pro' },
  }),
];
const page = (results: UserListItem[], count = results.length, next: number | null = null) => ({
  count,
  next,
  results,
});

function serve(handlers: Answers) {
  answerCalls(callMock, handlers);
}
const signIn = () =>
  authStore.setState({ user: buildUser({ id: 1 }), isAuthenticated: true, isInitialized: true });
const followersOfKai = (at = '/profile/kai_slides/followers') =>
  renderWithProviders(<FollowersPage />, { at, path: '/profile/:username/followers' });

describe('followers and following lists (/profile/{username}/followers|following)', () => {
  afterEach(() => {
    authStore.setState({ user: null, isAuthenticated: false, isInitialized: true });
    callMock.mockReset();
  });

  it('R2.92 R3.30 lists user list items: picture, profile link /profile/{username}, verified badge, level, athlete name and the viewer marked You', async () => {
    signIn();
    serve({ publicProfile: () => KAI, followers: () => page(FOLLOWERS) });
    followersOfKai();
    const list = await screen.findByRole('region', { name: 'Followers' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual([
      'demo',
      'mia_rides',
      'zoe_sato',
    ]);
    const mia = screen.getByRole('link', { name: 'mia_rides' }).closest('li') as HTMLElement;
    expect(within(mia).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(within(mia).getByText('Legend')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'mia_rides' })).toHaveAttribute('href', '/profile/mia_rides');
    expect(screen.getByText(/Zoe Sato/)).toBeInTheDocument();
    const me = screen.getByRole('link', { name: 'demo' }).closest('li') as HTMLElement;
    expect(within(me).getByText('You')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Followers' })).toBeInTheDocument();
    expect(screen.getByText('People following kai_slides')).toBeInTheDocument();
    expect(callMock).toHaveBeenCalledWith(
      'followers',
      expect.objectContaining({ params: { id: 2 }, query: { page: 1, page_size: 20 } }),
    );
  });

  it('R4.96 R4.97 shows Follow or Following on others and no button on the viewer’s own row', async () => {
    signIn();
    serve({ publicProfile: () => KAI, followers: () => page(FOLLOWERS) });
    followersOfKai();
    await screen.findByRole('link', { name: 'mia_rides' });
    expect(screen.getByRole('button', { name: 'Following mia_rides' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow zoe_sato' })).toBeInTheDocument();
    const me = screen.getByRole('link', { name: 'demo' }).closest('li') as HTMLElement;
    expect(within(me).queryByRole('button')).toBeNull();
  });

  it('R4.95 shows no follow button to an anonymous viewer (the list answers following: false)', async () => {
    serve({
      publicProfile: () => KAI,
      followers: () => page(FOLLOWERS.map((u) => ({ ...u, follow_status: { following: false } }))),
    });
    followersOfKai();
    await screen.findByRole('link', { name: 'mia_rides' });
    expect(screen.queryByRole('button', { name: /follow/i })).toBeNull();
  });

  it('R4.98 follows from the list with target_user_id and the row turns to Following; a refusal is told', async () => {
    signIn();
    let zoeFollowed = false;
    serve({
      publicProfile: () => KAI,
      followers: () =>
        page(FOLLOWERS.map((u) => (u.id === 9 ? { ...u, follow_status: { following: zoeFollowed } } : u))),
      follow: () => {
        zoeFollowed = true;
        return { following: true, followers_count: 1 };
      },
      unfollow: () => {
        throw new ApiError(429, { detail: 'Slow down.' });
      },
    });
    followersOfKai();
    await userEvent.click(await screen.findByRole('button', { name: 'Follow zoe_sato' }));
    expect(callMock).toHaveBeenCalledWith('follow', { body: { target_user_id: 9 } });
    expect(await screen.findByRole('button', { name: 'Following zoe_sato' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Following mia_rides' }));
    expect(callMock).toHaveBeenCalledWith('unfollow', { body: { target_user_id: 7 } });
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((shown) => shown.title)).toContain('Could not unfollow'),
    );
    expect(screen.getByRole('button', { name: 'Following mia_rides' })).toBeEnabled();
  });

  it('pages through the list with the page in the address', async () => {
    serve({
      publicProfile: () => KAI,
      followers: (options) =>
        options?.query?.page === 2
          ? page([item(30, 'rider_thirty')], 21, null)
          : page(
              Array.from({ length: 20 }, (_, i) => item(100 + i, `rider_${i}`)),
              21,
              2,
            ),
    });
    const { router } = followersOfKai();
    await screen.findByRole('link', { name: 'rider_0' });
    expect(screen.getByText(/of 2/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'rider_thirty' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(callMock).toHaveBeenCalledWith(
      'followers',
      expect.objectContaining({ query: { page: 2, page_size: 20 } }),
    );
  });

  it('shows the follower and following counts as tabs to switch lists', async () => {
    serve({ publicProfile: () => KAI, followers: () => page(FOLLOWERS) });
    followersOfKai();
    const tabs = await screen.findByRole('navigation', { name: 'Follows' });
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: /Followers\s*3/ })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(within(tabs).getByRole('link', { name: /Following\s*0/ })).toHaveAttribute(
      'href',
      '/profile/kai_slides/following',
    );
    expect(screen.getByRole('link', { name: 'kai_slides' })).toHaveAttribute('href', '/profile/kai_slides');
  });

  it('says so when no one is followed yet', async () => {
    serve({ publicProfile: () => KAI, following: () => page([]) });
    renderWithProviders(<FollowingPage />, {
      at: '/profile/kai_slides/following',
      path: '/profile/:username/following',
    });
    expect(await screen.findByRole('heading', { name: 'kai_slides follows no one yet' })).toBeInTheDocument();
    expect(callMock).toHaveBeenCalledWith('following', expect.objectContaining({ params: { id: 2 } }));
  });

  it('offers the first page when the address asks for a page past the end', async () => {
    serve({ publicProfile: () => KAI, followers: () => page([], 3) });
    followersOfKai('/profile/kai_slides/followers?page=9');
    expect(await screen.findByRole('heading', { name: 'This page is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the first page' })).toHaveAttribute(
      'href',
      '/profile/kai_slides/followers',
    );
  });

  it('shows a failed list with a retry that loads it again', async () => {
    let fail = true;
    serve({
      publicProfile: () => KAI,
      followers: () => {
        if (fail) throw new ApiError(503, { detail: 'The server is busy.' });
        return page(FOLLOWERS);
      },
    });
    followersOfKai();
    expect(await screen.findByRole('heading', { name: 'Could not load the followers' })).toBeInTheDocument();
    expect(screen.getByText('The server is busy.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'mia_rides' })).toBeInTheDocument();
  });

  it('R2.18 says who is missing for an unknown username', async () => {
    serve({
      publicProfile: () => {
        throw new ApiError(404, { detail: 'This user does not exist.' });
      },
    });
    followersOfKai('/profile/nobody_here/followers');
    expect(await screen.findByRole('heading', { name: 'No one called @nobody_here' })).toBeInTheDocument();
    expect(callMock).not.toHaveBeenCalledWith('followers', expect.anything());
  });

  it('shows a loading list while the page is on its way', async () => {
    serve({ publicProfile: () => KAI, followers: () => new Promise(() => {}) });
    followersOfKai();
    expect(await screen.findByRole('status', { name: 'Loading the followers' })).toBeInTheDocument();
  });
});
