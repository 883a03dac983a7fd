import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteResult } from '../../api/index.ts';
import { authStore } from '../../features/auth/index.ts';
import { type Answers, answerCalls } from '../../testing/call-answers.ts';
import { buildPublicProfile, buildUser } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ProfilePage } from './profile-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

const other = buildPublicProfile({ id: 2, username: 'kai_slides' });
const STATS: RouteResult<'profileStats'> = {
  games_played: 4,
  wins: 1,
  best_rank: 2,
  xp: 700,
  level: { name: 'Local' },
  followers: 12,
  following: 3,
};
const EARNED: RouteResult<'userAchievements'> = [
  {
    key: 'first_team',
    name: 'First Team',
    description: 'You entered your first team in a game.',
    icon: 'team',
    link: '/how-to',
    earned_at: '2026-11-20T10:00:00Z',
  },
];

/** Serve kai_slides' profile, stats and achievements, and whatever else a test adds. */
function serve(more: Answers = {}) {
  answerCalls(callMock, { publicProfile: other, profileStats: STATS, userAchievements: EARNED, ...more });
}

describe('profile page', () => {
  afterEach(() => {
    authStore.setState({ user: null, isAuthenticated: false, isInitialized: true });
    callMock.mockReset();
  });

  it('toggles the follow button: follow, then unfollow, with target_user_id (R3.35)', async () => {
    authStore.setState({ user: buildUser({ id: 1 }), isAuthenticated: true, isInitialized: true });
    serve({
      follow: { following: true, followers_count: 13 },
      unfollow: { following: false, followers_count: 12 },
    });
    renderWithProviders(<ProfilePage />, { at: '/profile/kai_slides', path: '/profile/:username' });

    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(callMock).toHaveBeenCalledWith('follow', { body: { target_user_id: 2 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Following' }));
    expect(callMock).toHaveBeenCalledWith('unfollow', { body: { target_user_id: 2 } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled());
  });

  it('R1.14 opens the followers and following lists from the counts on the profile', async () => {
    serve();
    renderWithProviders(<ProfilePage />, { at: '/profile/kai_slides', path: '/profile/:username' });
    expect(await screen.findByRole('link', { name: '12 followers' })).toHaveAttribute(
      'href',
      '/profile/kai_slides/followers',
    );
    expect(screen.getByRole('link', { name: '3 following' })).toHaveAttribute(
      'href',
      '/profile/kai_slides/following',
    );
  });

  it('shows the level with the XP still needed for the next one (GAME.md levels from XP)', async () => {
    serve();
    renderWithProviders(<ProfilePage />, { at: '/profile/kai_slides', path: '/profile/:username' });
    const level = await screen.findByRole('region', { name: 'Local' });
    expect(within(level).getByText('700 XP')).toBeInTheDocument();
    // Local starts at 500 XP and Ripper at 2,000: 200 of 1,500 is 13 %.
    expect(within(level).getByRole('progressbar', { name: 'Progress to Ripper' })).toHaveAttribute(
      'aria-valuenow',
      '13',
    );
    expect(within(level).getByText('1,300 XP to Ripper')).toBeInTheDocument();
  });

  it('R3.22: lists the achievements the manager earned, with their badges', async () => {
    serve();
    renderWithProviders(<ProfilePage />, { at: '/profile/kai_slides', path: '/profile/:username' });
    const section = await screen.findByRole('region', { name: 'Achievements' });
    expect(await within(section).findByText('First Team')).toBeInTheDocument();
    expect(within(section).getByText('You entered your first team in a game.')).toBeInTheDocument();
    expect(section.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(callMock).toHaveBeenCalledWith('userAchievements', expect.objectContaining({ params: { id: 2 } }));
  });
});
