import type { ProfileStats } from '@shred/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore, INITIAL_AUTH_STATE } from '../../features/auth/auth-store.ts';
import { buildEvent, pageOfEvents } from '../../features/events/event-fixtures.testing.ts';
import { answerCalls } from '../../testing/call-answers.ts';
import { buildUser } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ManagerHomePage } from './manager-home-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

const stats: ProfileStats = {
  games_played: 12,
  wins: 2,
  best_rank: 3,
  xp: 1450,
  level: { name: 'Local' },
  followers: 4,
  following: 6,
};

/** Answers held back until the test lets them through, so the loading screen can be inspected. */
function heldAnswers() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  answerCalls(callMock, {
    profileStats: async () => {
      await released;
      return stats;
    },
    eventCalendar: async () => {
      await released;
      return pageOfEvents([buildEvent()], 1);
    },
  });
  return { release };
}

describe('Manager Home (R2.28, R2.88)', () => {
  beforeEach(() => {
    authStore.setState({ user: buildUser({ id: 1 }), isAuthenticated: true, isInitialized: true });
  });
  afterEach(() => {
    callMock.mockReset();
    authStore.setState(INITIAL_AUTH_STATE);
  });

  it('reserves the final layout while the season and the events load, then fills it in place', async () => {
    const { release } = heldAnswers();
    const { container } = renderWithProviders(<ManagerHomePage />, { at: '/manager' });

    // The level card and the four stat tiles are there at once, waiting for their figures.
    const level = screen.getByRole('region', { name: 'Loading your season…' });
    expect(level).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Games played',
      'Wins',
      'Best rank',
      'XP',
    ]);
    // Each shelf holds the three cards it will show.
    expect(container.querySelectorAll('[data-skeleton="event"]')).toHaveLength(6);
    expect(screen.queryByRole('status', { name: /season/ })).toBeNull();

    release();
    expect(await screen.findByRole('region', { name: 'Local' })).toBeInTheDocument();
    const games = screen.getByText('Games played').parentElement;
    expect(games && within(games).getByRole('definition')).toHaveTextContent('12');
    expect(container.querySelectorAll('[data-skeleton="event"]')).toHaveLength(0);
  });
});
