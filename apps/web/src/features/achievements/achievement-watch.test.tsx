import type { OwnAchievement } from '@shred/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCalls } from '../../testing/call-answers.ts';
import { buildUser } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { authStore } from '../auth/index.ts';
import { AchievementHost } from './achievement-host.tsx';
import { achievementStore } from './achievement-store.ts';
import { useAchievementWatch } from './achievement-watch.ts';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

const achievement = (over: Partial<OwnAchievement>): OwnAchievement => ({
  key: 'first_team',
  name: 'First Team',
  description: 'You entered your first team in a game.',
  icon: 'team',
  link: '/how-to',
  earned_at: null,
  seen_at: null,
  ...over,
});

function Watcher() {
  useAchievementWatch();
  return <AchievementHost />;
}

describe('achievement watch (R2.139, R2.140)', () => {
  afterEach(() => {
    authStore.setState({ user: null, isAuthenticated: false, isInitialized: true });
    achievementStore.setState({ queue: [] });
    callMock.mockReset();
  });

  it('shows a newly earned achievement once and marks it seen; nothing for those seen or not earned', async () => {
    authStore.setState({ user: buildUser({ id: 41 }), isAuthenticated: true, isInitialized: true });
    const earned = achievement({ earned_at: '2026-11-20T10:00:00Z' });
    const list = [
      earned,
      achievement({
        key: 'first_league',
        name: 'League Rookie',
        earned_at: '2026-11-19T10:00:00Z',
        seen_at: '2026-11-19T10:00:00Z',
      }),
      achievement({ key: 'first_win', name: 'Champion' }),
    ];
    answerCalls(callMock, { achievementList: list, achievementSeen: earned });
    renderWithProviders(<Watcher />);
    const dialog = await screen.findByRole('dialog', { name: 'First Team' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', '/how-to');
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith('achievementSeen', { params: { key: 'first_team' } }),
    );
    expect(achievementStore.getState().queue).toHaveLength(1);
    // The same answer again (a poll before the server noted it seen) shows nothing more.
    act(() => achievementStore.setState({ queue: [] }));
    expect(callMock.mock.calls.filter(([name]) => name === 'achievementSeen')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Champion' })).toBeNull();
  });

  it('asks nothing while signed out', async () => {
    renderWithProviders(<Watcher />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callMock).not.toHaveBeenCalled();
  });
});
