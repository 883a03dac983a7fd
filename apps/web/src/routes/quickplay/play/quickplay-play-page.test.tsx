import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore, INITIAL_AUTH_STATE } from '../../../features/auth/auth-store.ts';
import { readQuickplayDraft } from '../../../features/teams/index.ts';
import {
  BEFORE_LOCK,
  buildPlayableGame,
  buildTeamView,
  storedPick,
} from '../../../features/teams/teams.testing.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { buildUser } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { QuickplayPlayPage } from './quickplay-play-page.tsx';

const callMock = vi.hoisted(() =>
  vi.fn<(name: string, options?: { body?: unknown; params?: unknown }) => Promise<unknown>>(),
);
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const PLAY = '/quickplay/events/powder-kings-invitational/31/play';
const PATH = '/quickplay/events/:slug/:gameId/play';

function serve(game = buildPlayableGame({ quickplay_budget: 80 })) {
  answerCalls(callMock, {
    gameDetail: game,
    createTeam: (options) => buildTeamView({ mode: 'quickplay', ...(options?.body as object) }),
  });
}

const heading = () => screen.findByRole('heading', { level: 2 });

async function lockIn(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
  await user.click(screen.getByRole('button', { name: /^Lock in / }));
}

describe('Quickplay Mode', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(BEFORE_LOCK);
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    callMock.mockReset();
    authStore.setState(INITIAL_AUTH_STATE);
  });

  it('R2.27: one pick per screen within the budget, never a way back, then captain, review and submit for the cup', async () => {
    authStore.setState({ user: buildUser(), isAuthenticated: true, isInitialized: true });
    serve();
    const user = userEvent.setup();
    renderWithProviders(<QuickplayPlayPage />, { at: `${PLAY}?quickplay_cup_slug=winter-cup`, path: PATH });

    expect(await heading()).toHaveTextContent('Pick 1 of 5');
    expect(screen.getByText(/of 80 credits left/)).toHaveTextContent('80 of 80 credits left');
    expect(screen.getByRole('button', { name: 'Choose an athlete to lock in' })).toBeDisabled();
    await lockIn(user, 'Mika Arnold');
    expect(await heading()).toHaveTextContent('Pick 2 of 5');
    expect(screen.queryByRole('button', { name: /^Mika Arnold/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /back/i })).toBeNull();

    // 23 + 21 spent: 36 left for 3 picks, so the dearest athletes would strand the team.
    await lockIn(user, 'Jonas Berg');
    expect(screen.getByText(/of 80 credits left/)).toHaveTextContent('36 of 80 credits left');
    const rene = screen.getByRole('button', { name: /^Rene Cole/ });
    expect(rene).toBeDisabled();
    expect(rene).toHaveTextContent('Leaves too few credits for your 2 remaining picks.');

    await lockIn(user, 'Ollie Evans');
    // 21 left for 2 picks: Sven Falk (13) would leave less than the cheapest athlete costs.
    expect(screen.getByRole('button', { name: /^Sven Falk/ })).toBeDisabled();
    await lockIn(user, 'Kai Grant');
    await lockIn(user, 'Leo Hart');
    expect(await heading()).toHaveTextContent('Choose your captain');
    await user.click(screen.getByRole('button', { name: /^Jonas Berg/ }));
    await user.click(screen.getByRole('button', { name: 'Make Jonas Berg captain' }));

    expect(await heading()).toHaveTextContent('Your team');
    await user.click(screen.getByRole('button', { name: 'Submit team' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(callMock.mock.calls.find(([name]) => name === 'createTeam')?.[1]).toEqual({
      params: { id: 31 },
      body: {
        mode: 'quickplay',
        picks: [
          { athlete_id: 1 },
          { athlete_id: 2 },
          { athlete_id: 5 },
          { athlete_id: 7 },
          { athlete_id: 8 },
        ],
        captain_id: 2,
        cup_slug: 'winter-cup',
      },
    });
    expect(readQuickplayDraft(31)).toEqual({ picks: [], captainId: null, teamId: null });
  });

  it('sends an anonymous visitor to sign in at submit, keeping the picks for when they return', async () => {
    serve(buildPlayableGame());
    const user = userEvent.setup();
    const { router, unmount } = renderWithProviders(<QuickplayPlayPage />, { at: PLAY, path: PATH });
    for (const name of ['Mika Arnold', 'Jonas Berg', 'Rene Cole', 'Taro Doi', 'Ollie Evans']) {
      await heading();
      await lockIn(user, name);
    }
    await user.click(screen.getByRole('button', { name: /^Taro Doi/ }));
    await user.click(screen.getByRole('button', { name: 'Make Taro Doi captain' }));
    await user.click(await screen.findByRole('button', { name: 'Sign in to submit' }));

    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe(`?next=${PLAY}`);
    expect(callMock.mock.calls.some(([name]) => name === 'createTeam')).toBe(false);
    unmount();

    renderWithProviders(<QuickplayPlayPage />, { at: PLAY, path: PATH });
    expect(await heading()).toHaveTextContent('Your team');
    expect(screen.getByText(/credits spent/)).toHaveTextContent('95 credits spent, 5 left.');
  });

  it('shows the stored quickplay team and picks it anew, screen by screen, then saves it', async () => {
    authStore.setState({ user: buildUser(), isAuthenticated: true, isInitialized: true });
    const stored = buildTeamView({
      mode: 'quickplay',
      captain_id: 2,
      picks: [1, 2, 3, 4, 5].map((id) => storedPick(id, null, { price: 10 })),
    });
    const game = buildPlayableGame({
      user_teams: [{ id: 900, score: null, rank: null, mode: 'quickplay', entry_number: 1 }],
    });
    answerCalls(callMock, {
      gameDetail: game,
      myTeams: { results: [stored] },
      updateTeam: (options) => ({ ...stored, ...(options?.body as object) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<QuickplayPlayPage />, { at: PLAY, path: PATH });
    expect(await screen.findByRole('heading', { name: 'Your quickplay team is in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pick a new team' }));

    expect(await heading()).toHaveTextContent('Pick 1 of 5');
    for (const name of ['Jonas Berg', 'Rene Cole', 'Taro Doi', 'Ollie Evans', 'Sven Falk']) {
      await heading();
      await lockIn(user, name);
    }
    await user.click(screen.getByRole('button', { name: /^Sven Falk/ }));
    await user.click(screen.getByRole('button', { name: 'Make Sven Falk captain' }));
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(callMock.mock.calls.find(([name]) => name === 'updateTeam')?.[1]).toEqual({
      params: { id: 900 },
      body: {
        mode: 'quickplay',
        picks: [2, 3, 4, 5, 6].map((id) => ({ athlete_id: id })),
        captain_id: 6,
      },
    });
  });
});
