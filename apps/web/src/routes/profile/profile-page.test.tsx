import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../features/auth/index.ts';
import { buildPublicProfile, buildUser } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ProfilePage } from './profile-page.tsx';

// The api client's call, replaced by a loosely typed fake each test programs.
const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

const other = buildPublicProfile({ id: 2, username: 'kai_slides' });
const STATS = {
  games_played: 4,
  wins: 1,
  best_rank: 2,
  xp: 700,
  level: { name: 'Local' },
  followers: 12,
  following: 3,
} as const;

describe('profile page', () => {
  afterEach(() => {
    authStore.setState({ user: null, isAuthenticated: false, isInitialized: true });
    callMock.mockReset();
  });

  it('toggles the follow button: follow, then unfollow, with target_user_id', async () => {
    authStore.setState({ user: buildUser({ id: 1 }), isAuthenticated: true, isInitialized: true });
    callMock.mockImplementation(async (name) => {
      if (name === 'publicProfile') return other;
      if (name === 'profileStats') return STATS;
      return name === 'follow'
        ? { following: true, followers_count: 13 }
        : { following: false, followers_count: 12 };
    });
    renderWithProviders(<ProfilePage />, { at: '/profile/kai_slides', path: '/profile/:username' });

    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(callMock).toHaveBeenCalledWith('follow', { body: { target_user_id: 2 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Following' }));
    expect(callMock).toHaveBeenCalledWith('unfollow', { body: { target_user_id: 2 } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled());
  });
});
