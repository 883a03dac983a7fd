import type { TeamView } from '@shred/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteResult } from '../../../api/index.ts';
import { ApiError } from '../../../api/index.ts';
import { buildGameDetail } from '../../../features/events/event-fixtures.testing.ts';
import { buildLeaderboard } from '../../../features/results/results.testing.ts';
import { buildTeamView, storedPick } from '../../../features/teams/teams.testing.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { QuickplayGamePage } from '../../quickplay-events/quickplay-game-page.tsx';
import { ManagerGamePage } from './game-page.tsx';

type Options = { params?: { id?: number }; query?: { game_mode?: string } };
const callMock = vi.hoisted(() => vi.fn<(name: string, options?: Options) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

/** Two seconds before the qualifier of buildGameDetail() starts. */
const NOW = Date.parse('2026-03-08T09:59:58Z');
const PATH = '/manager/events/:slug/:gameId';

function serve(answer: () => RouteResult<'gameDetail'> = () => buildGameDetail(), teams: TeamView[] = []) {
  answerCalls(callMock, {
    gameDetail: () => answer(),
    myTeams: { results: teams },
  });
}

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('game page', () => {
  beforeEach(() => {
    // Only the clock is fixed; timers run for real so the queries settle by themselves.
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    callMock.mockReset();
  });

  it('shows status, kind and the countdown to the next lock, which moves on when a round starts (R2.33)', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    serve();
    renderWithProviders(<ManagerGamePage />, {
      at: '/manager/events/powder-kings-invitational/11',
      path: PATH,
    });
    // The query settles through timers too: let them run without moving the clock on.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { level: 1, name: 'Slopestyle Men' })).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('Snowboarding · Slopestyle · Men')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:02');
    expect(callMock).toHaveBeenCalledWith(
      'gameDetail',
      expect.objectContaining({ params: { id: 11 }, query: { game_mode: 'manager' } }),
    );
    expect(
      within(section('Startlist')).getByRole('heading', { name: /^Qualifier Picks lock/ }),
    ).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    // The qualifier started: its athletes are locked, the final is next.
    expect(screen.getByRole('timer')).toHaveTextContent('1 day');
    expect(
      within(section('Startlist')).getByRole('heading', { name: /^Qualifier Locked since/ }),
    ).toBeInTheDocument();
    const rounds = within(section('Competitions')).getAllByRole('listitem');
    expect(rounds[0]).toHaveTextContent('Started');
    expect(rounds[1]).toHaveTextContent('Ahead');
  });

  it('offers Play for a new team, leading to Join Game', async () => {
    serve();
    renderWithProviders(<ManagerGamePage />, {
      at: '/manager/events/powder-kings-invitational/11',
      path: PATH,
    });
    expect(await screen.findByRole('link', { name: 'Play' })).toHaveAttribute(
      'href',
      '/manager/events/powder-kings-invitational/11/play',
    );
    expect(within(section('Your team')).getByText(/No team yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Powder Kings Invitational' })).toHaveAttribute(
      'href',
      '/manager/events/powder-kings-invitational',
    );
  });

  it('shows the submitted team once, its picks with captain and card tiers, and one Edit team (R2.33)', async () => {
    serve(
      () =>
        buildGameDetail({
          user_teams: [
            { id: 7, score: null, rank: null, mode: 'manager', entry_number: 1 },
            { id: 8, score: 40, rank: 2, mode: 'quickplay', entry_number: 1 },
          ],
        }),
      [
        buildTeamView({
          id: 7,
          game_id: 11,
          captain_id: 2,
          picks: [
            storedPick(1, 101),
            storedPick(2, 102, { tier: 'legendary' }),
            storedPick(3, 103, { tier: 'rare' }),
            storedPick(4, 104),
            storedPick(5, 105),
          ],
        }),
      ],
    );
    renderWithProviders(<ManagerGamePage />, {
      at: '/manager/events/powder-kings-invitational/11',
      path: PATH,
    });
    const teams = await screen.findByRole('region', { name: 'Your team' });
    const picks = await within(teams).findByRole('list', { name: 'Your team: picks' });
    const rows = within(picks).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Mika Arnold');
    expect(rows[0]).toHaveTextContent('Common');
    expect(rows[1]).toHaveTextContent('Jonas Berg');
    expect(rows[1]).toHaveTextContent('Captain ×1.5');
    expect(rows[1]).toHaveTextContent('Legendary');
    expect(rows[2]).toHaveTextContent('Rare');
    expect(within(picks).getAllByText(/Captain/)).toHaveLength(1);
    expect(callMock).toHaveBeenCalledWith(
      'myTeams',
      expect.objectContaining({ params: { id: 11 }, query: { mode: 'manager' } }),
    );
    // The quickplay team is not this page's, and the team shows once with one way to edit it.
    expect(within(teams).getAllByText('Your team')).toHaveLength(1);
    const edit = screen.getAllByRole('link', { name: /Edit team/ });
    expect(edit).toHaveLength(1);
    expect(edit[0]).toHaveAttribute('href', '/manager/events/powder-kings-invitational/11/play');
  });

  it('points a player of the other mode to their team there, never saying they did not play (R2.33)', async () => {
    serve(() =>
      buildGameDetail({
        status: 'CPL',
        user_teams: [{ id: 8, score: 334, rank: 12, mode: 'quickplay', entry_number: 1 }],
      }),
    );
    renderWithProviders(<ManagerGamePage />, {
      at: '/manager/events/powder-kings-invitational/11',
      path: PATH,
    });
    const teams = await screen.findByRole('region', { name: 'Your team' });
    expect(teams).toHaveTextContent('You played this game in quickplay.');
    expect(within(teams).getByRole('link', { name: 'See your quickplay team' })).toHaveAttribute(
      'href',
      '/quickplay/events/powder-kings-invitational/11',
    );
    expect(screen.queryByText('You did not play this game.')).toBeNull();
  });

  it('links a completed game’s teams to their breakdown and results', async () => {
    serve(() =>
      buildGameDetail({
        status: 'CPL',
        user_teams: [{ id: 7, score: 312.5, rank: 4, mode: 'manager', entry_number: 1 }],
      }),
    );
    renderWithProviders(<ManagerGamePage />, {
      at: '/manager/events/powder-kings-invitational/11',
      path: PATH,
    });
    expect(await screen.findByRole('link', { name: 'My Results' })).toHaveAttribute(
      'href',
      '/manager/events/powder-kings-invitational/results?game=11',
    );
    expect(within(section('Your team')).getByRole('link', { name: 'Breakdown' })).toHaveAttribute(
      'href',
      '/manager/events/powder-kings-invitational/results?game=11&team=7',
    );
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('shows a scored quickplay game’s results in Game Details: the quickplay leaderboard, and a sign-in for the team (R2.26)', async () => {
    callMock.mockImplementation(async (name, options) => {
      if (name === 'gameDetail') return buildGameDetail({ status: 'CPL', scored_at: '2026-03-09T18:00:00Z' });
      if (name === 'gameLeaderboard') {
        expect(options?.query).toMatchObject({ mode: 'quickplay' });
        return buildLeaderboard(3, { mode: 'quickplay' });
      }
      throw new Error(`unexpected call ${name}`);
    });
    renderWithProviders(<QuickplayGamePage />, {
      at: '/quickplay/events/powder-kings-invitational/11',
      path: '/quickplay/events/:slug/:gameId',
    });
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?next=/quickplay/events/powder-kings-invitational/11',
    );
    expect((await within(results).findAllByText('rider_1')).length).toBeGreaterThan(0);
  });

  it('summarises the ruleset: place points, bonuses and card boosts in manager mode', async () => {
    serve();
    renderWithProviders(<ManagerGamePage />, {
      at: '/manager/events/powder-kings-invitational/11',
      path: PATH,
    });
    const scoring = await screen.findByRole('region', { name: 'Scoring' });
    expect(within(scoring).getByText('1st').nextSibling).toHaveTextContent('100 points');
    expect(within(scoring).getByText('8th').nextSibling).toHaveTextContent('36 points');
    expect(scoring).toHaveTextContent('From 9th: 2 fewer per place, never below 2 for a starter.');
    expect(within(scoring).getByText('Best run').nextSibling).toHaveTextContent('+10');
    expect(within(scoring).getByText('Made final').nextSibling).toHaveTextContent('+5');
    expect(within(scoring).getByText('Card boosts')).toBeInTheDocument();
    expect(scoring).toHaveTextContent('×1.20');
  });

  it('lists the startlist by the round it locks at, by seed, with prices in quickplay (R2.26)', async () => {
    serve();
    renderWithProviders(<QuickplayGamePage />, {
      at: '/quickplay/events/powder-kings-invitational/11?quickplay_cup_slug=winter-triple-crown',
      path: '/quickplay/events/:slug/:gameId',
    });
    const startlist = await screen.findByRole('region', { name: /^Startlist/ });
    expect(startlist).toHaveTextContent('2 athletes');
    const rows = within(startlist).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Mika Arnold');
    // 'cr' on screen, 'credits' for screen readers.
    expect(rows[0]).toHaveTextContent(/21\s?cr credits/);
    expect(
      within(startlist).getByRole('heading', { name: /^Qualifier Picks lock Sun 08 Mar/ }),
    ).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Jonas Berg');
    expect(screen.getByRole('link', { name: 'Play' })).toHaveAttribute(
      'href',
      '/quickplay/events/powder-kings-invitational/11/play?quickplay_cup_slug=winter-triple-crown',
    );
    expect(within(section('Scoring')).getByText('Budget')).toBeInTheDocument();
    expect(callMock).toHaveBeenCalledWith(
      'gameDetail',
      expect.objectContaining({ query: { game_mode: 'quickplay' } }),
    );
  });

  it('treats a game id that is not a number as a missing game, without asking the server', async () => {
    serve();
    renderWithProviders(<ManagerGamePage />, {
      at: '/manager/events/powder-kings-invitational/abc',
      path: PATH,
    });
    expect(screen.getByRole('heading', { name: 'This game does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the event' })).toHaveAttribute(
      'href',
      '/manager/events/powder-kings-invitational',
    );
    expect(callMock).not.toHaveBeenCalled();
  });

  it('says so when the game does not exist, and shows other failures with a retry', async () => {
    serve(() => {
      throw new ApiError(404, { detail: 'This game does not exist.' });
    });
    const first = renderWithProviders(<ManagerGamePage />, { at: '/manager/events/x/999', path: PATH });
    expect(await screen.findByRole('heading', { name: 'This game does not exist' })).toBeInTheDocument();
    first.unmount();

    serve(() => {
      throw new ApiError(500, { detail: 'Database asleep.' });
    });
    renderWithProviders(<ManagerGamePage />, { at: '/manager/events/x/998', path: PATH });
    expect(await screen.findByRole('heading', { name: 'Could not load this game' })).toBeInTheDocument();
    expect(screen.getByText('Database asleep.')).toBeInTheDocument();
  });

  it('moves a game opened under another event’s address to its own', async () => {
    serve();
    const { router } = renderWithProviders(<ManagerGamePage />, {
      at: '/manager/events/wrong-event/11',
      path: PATH,
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/manager/events/powder-kings-invitational/11'),
    );
  });
});
