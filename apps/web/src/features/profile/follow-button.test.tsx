import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls } from '../../testing/call-answers.ts';
import { buildPublicProfile, buildUser } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { authStore } from '../auth/index.ts';
import { FollowButton } from './follow-button.tsx';
import { ProfileSummary } from './profile-summary.tsx';

// The api client's call: showing the button asks the server nothing, so no route is answered.
const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

const viewer = buildUser({ id: 1 });
const other = buildPublicProfile({ id: 2, username: 'kai_slides' });
function signIn(user = viewer) {
  authStore.setState({ user, isAuthenticated: true, isInitialized: true });
}

describe('Follow button (spec §4)', () => {
  beforeEach(() => answerCalls(callMock, {}));
  afterEach(() => {
    authStore.setState({ user: null, isAuthenticated: false, isInitialized: true });
    callMock.mockReset();
  });

  it('is not shown to anonymous visitors (R6.11)', () => {
    authStore.setState({ user: null, isAuthenticated: false, isInitialized: true });
    renderWithProviders(<FollowButton profile={other} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is not shown on your own profile (R6.12)', () => {
    signIn();
    renderWithProviders(<FollowButton profile={buildPublicProfile({ id: viewer.id })} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("reads 'Follow' or 'Following' for signed-in users on other users", () => {
    signIn();
    const { unmount } = renderWithProviders(<FollowButton profile={other} />);
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <FollowButton profile={buildPublicProfile({ follow_status: { following: true } })} />,
    );
    expect(screen.getByRole('button', { name: 'Following' })).toBeInTheDocument();
  });

  it('shows the athlete name instead of the username on athlete profiles (R6.13)', () => {
    renderWithProviders(
      <ProfileSummary
        profile={buildPublicProfile({
          username: 'chloe',
          profile_type: { type: 'athlete', athlete_name: 'Chloe Kim' },
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Chloe Kim' })).toBeInTheDocument();
  });
});
