import type { SportEvent } from '@shred/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/index.ts';
import { authStore, INITIAL_AUTH_STATE } from '../../../features/auth/auth-store.ts';
import { buildEvent, buildGame } from '../../../features/events/event-fixtures.testing.ts';
import {
  buildLeaderboard,
  buildLeaderboardEntry,
  buildScoredTeam,
} from '../../../features/results/results.testing.ts';
import { shareStore } from '../../../features/share/index.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { buildUser } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { GameResultsPage } from './game-results-page.tsx';

type Options = { params?: { id?: number; slug?: string }; query?: Record<string, unknown> };
const callMock = vi.hoisted(() => vi.fn<(name: string, options?: Options) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const played = buildGame({
  id: 1,
  name: 'Slopestyle Men',
  status: 'CPL',
  user_team: { id: 501, score: 365.75, rank: 4 },
});
const missed = buildGame({ id: 2, name: 'Slopestyle Women', status: 'CPL', gender: 'W' });
const quickplayed = buildGame({
  id: 3,
  name: 'Big Air Men',
  status: 'CPL',
  user_team: { id: 777, score: 334, rank: 12 },
});
const event = buildEvent({
  slug: 'frostline-open',
  name: 'Frostline Open',
  fantasy_games: [missed, played, quickplayed],
});
const me = buildLeaderboardEntry({ rank: 4, team_id: 501, user_id: 1, username: 'demo', score: 365.75 });
const quickplayMe = buildLeaderboardEntry({
  rank: 12,
  team_id: 777,
  user_id: 1,
  username: 'demo',
  score: 334,
});

/** Frostline Open (or `shown` in its place) and its games; my teams once `teamsHeld` lets them through. */
function serve({
  shown = event,
  teamsHeld = Promise.resolve(),
}: {
  shown?: SportEvent;
  teamsHeld?: Promise<void>;
} = {}) {
  answerCalls(callMock, {
    eventDetail: ({ params }) => {
      if (params.slug !== 'frostline-open') throw new ApiError(404, { detail: 'Not found.' });
      return shown;
    },
    myTeams: async ({ params, query }) => {
      await teamsHeld;
      const gameId = Number(params.id);
      if (gameId === 1) return { results: [buildScoredTeam({ id: 501, game_id: 1 })] };
      if (gameId === 3 && query?.mode === 'quickplay') {
        return {
          results: [buildScoredTeam({ id: 777, game_id: 3, mode: 'quickplay', score: 334, rank: 12 })],
        };
      }
      return { results: [] };
    },
    gameLeaderboard: ({ params, query }) => {
      const gameId = Number(params.id);
      if (gameId === 1) return buildLeaderboard(68, { game_id: 1, me });
      if (gameId === 3 && query?.mode === 'quickplay') {
        return buildLeaderboard(30, { game_id: 3, mode: 'quickplay', me: quickplayMe });
      }
      return buildLeaderboard(40, { game_id: gameId });
    },
  });
}

const open = (at: string) =>
  renderWithProviders(<GameResultsPage />, { at, path: '/manager/events/:slug/results' });

describe('Game Results page (R2.32)', () => {
  beforeEach(() => {
    authStore.setState({
      user: buildUser({ id: 1, username: 'demo' }),
      isAuthenticated: true,
      isInitialized: true,
    });
    serve();
  });
  afterEach(() => {
    callMock.mockReset();
    authStore.setState(INITIAL_AUTH_STATE);
    shareStore.setState({ options: null });
  });

  it('opens on the game I played: my team with its rank, breakdown and total, and the leaderboard', async () => {
    open('/manager/events/frostline-open/results');
    expect(await screen.findByRole('heading', { level: 1, name: 'Game Results' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Slopestyle Men' })).toHaveAttribute('aria-selected', 'true');
    const team = await screen.findByRole('article', { name: 'Your team' });
    expect(team).toHaveTextContent('Ranked 4th of 68');
    const breakdown = within(team).getByRole('table', { name: 'Your team breakdown' });
    expect(within(breakdown).getByRole('row', { name: /Team total/ })).toHaveTextContent('365.75');
    expect(await screen.findByRole('region', { name: 'Your rank' })).toHaveTextContent(
      '4th of 68 · 365.75 pts',
    );
    expect(screen.getByRole('link', { name: 'Frostline Open' })).toHaveAttribute(
      'href',
      '/manager/events/frostline-open',
    );
  });

  it('shares a link to my fantasy stats graphic, and links to the graphic page', async () => {
    open('/manager/events/frostline-open/results');
    await screen.findByRole('article', { name: 'Your team' });
    expect(screen.getByRole('link', { name: 'Stats graphic' })).toHaveAttribute(
      'href',
      '/graphics/fantasy-stats/1?username=demo&mode=manager',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const options = shareStore.getState().options;
    expect(options?.title).toBe('Share your result');
    expect(options?.content.url).toBe(
      `${window.location.origin}/graphics/fantasy-stats/1?username=demo&mode=manager`,
    );
    expect(options?.content.title).toBe(
      '@demo scored 365.75 pts and finished 4th of 68 in Slopestyle Men at Frostline Open on Shred League',
    );
  });

  it('switches games with the tabs, and says when I did not play one', async () => {
    const { router } = open('/manager/events/frostline-open/results');
    await userEvent.click(await screen.findByRole('tab', { name: 'Slopestyle Women' }));
    expect(await screen.findByText('You did not play this game.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?game=2');
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(await screen.findByRole('table', { name: 'Manager leaderboard' })).toBeInTheDocument();
  });

  it('shows a quickplay player their quickplay entry and rank, never that they did not play (R2.32)', async () => {
    open('/manager/events/frostline-open/results?game=3');
    const team = await screen.findByRole('article', { name: 'Your quickplay team' });
    expect(await within(team).findByText('Ranked 12th of 30')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Your rank' })).toHaveTextContent(
      '12th of 30 · 334 pts',
    );
    expect(screen.getByRole('table', { name: 'Quickplay leaderboard' })).toBeInTheDocument();
    expect(screen.queryByText('You did not play this game.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Stats graphic' })).toHaveAttribute(
      'href',
      '/graphics/fantasy-stats/3?username=demo&mode=quickplay',
    );
  });

  /** Hold back my teams until the test lets them through; everything else answers at once. */
  function holdMyTeams(shown = event) {
    let release: () => void = () => undefined;
    const teamsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    serve({ shown, teamsHeld });
    return { release };
  }

  it('holds my team, a row per pick, and the share actions in place while my teams load (issue 10)', async () => {
    const { release } = holdMyTeams();
    const { container } = open('/manager/events/frostline-open/results?game=1');
    const teams = await screen.findByRole('region', { name: 'Your teams' });
    expect(within(teams).getByRole('status')).toHaveTextContent('Loading your teams…');
    // The team's card at its size: a breakdown line for each of the five picks.
    const team = teams.querySelector('[data-skeleton="team"]');
    expect(team?.querySelectorAll('li')).toHaveLength(5);
    // The header already holds the room of Share and Stats graphic: it does not grow later.
    expect(container.querySelector('header [data-skeleton="share"]')).not.toBeNull();

    release();
    expect(await screen.findByRole('article', { name: 'Your team' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(container.querySelector('[data-skeleton]')).toBeNull();
  });

  it('holds a one-line note, and no share actions, for an open game I have no team in (issue 10)', async () => {
    const openGame = buildGame({ id: 4, name: 'Rail Jam Men', status: 'OPN', user_team: null });
    const { release } = holdMyTeams({ ...event, fantasy_games: [openGame] });
    const { container } = open('/manager/events/frostline-open/results');
    const teams = await screen.findByRole('region', { name: 'Your teams' });
    expect(teams.querySelector('[data-skeleton="team"]')?.children).toHaveLength(0);
    expect(container.querySelector('[data-skeleton="share"]')).toBeNull();

    release();
    expect(await screen.findByText(/You have no team in this game yet/)).toBeInTheDocument();
    expect(container.querySelector('[data-skeleton]')).toBeNull();
  });

  it('opens the game a link names, and scrolls to the team it names', async () => {
    open('/manager/events/frostline-open/results?game=2');
    expect(await screen.findByRole('tab', { name: 'Slopestyle Women' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    open('/manager/events/frostline-open/results?game=1&team=501');
    await screen.findByRole('article', { name: 'Your team' });
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'team-501');
  });

  it('says so when the event does not exist', async () => {
    open('/manager/events/nowhere/results');
    expect(await screen.findByRole('heading', { name: 'This event does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Event Calendar' })).toHaveAttribute('href', '/manager/events');
  });
});
