import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/index.ts';
import { answerCalls } from '../../testing/call-answers.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { GameLeaderboard } from './game-leaderboard.tsx';
import { buildLeaderboard, buildLeaderboardEntry } from './results.testing.ts';

type Query = { mode: string; page: number; page_size: number };
const callMock = vi.hoisted(() => vi.fn<(name: string, options?: { query: Query }) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

const me = buildLeaderboardEntry({ rank: 47, team_id: 999, user_id: 1, username: 'demo', score: 301.5 });

/** 95 manager teams, me ranked 47th; quickplay has no ranked team yet. */
function serve() {
  answerCalls(callMock, {
    gameLeaderboard: (options) => {
      const page = Number(options.query?.page ?? 1);
      const pageSize = Number(options.query?.page_size ?? 20);
      const mode = options.query?.mode;
      if (mode === 'quickplay') return buildLeaderboard(0, { mode: 'quickplay', page, pageSize, me: null });
      const board = buildLeaderboard(95, { page, pageSize, me });
      return {
        ...board,
        results: board.results.map((entry) => (entry.rank === 47 ? { ...entry, ...me } : entry)),
      };
    },
  });
}

const pagesAsked = () => callMock.mock.calls.map(([, options]) => options?.query.page);

describe('GameLeaderboard (R1.28)', () => {
  afterEach(() => callMock.mockReset());

  it('pins my rank above page 1 and jumps to the page that holds it, where my row is marked', async () => {
    serve();
    renderWithProviders(<GameLeaderboard gameId={7} />);
    const pinned = await screen.findByRole('region', { name: 'Your rank' });
    expect(pinned).toHaveTextContent('47th of 95 · 301.5 pts');
    expect(screen.getByText('95 ranked teams')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Manager leaderboard' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);

    await userEvent.click(within(pinned).getByRole('button', { name: 'Jump to my rank' }));
    // Ranks 41–60 are page 3 at 20 a page.
    await waitFor(() => expect(screen.getByRole('navigation')).toHaveTextContent('Page 3 of 5'));
    expect(pagesAsked()).toContain(3);
    const mine = screen.getAllByRole('row').find((row) => row.getAttribute('aria-current') === 'true');
    expect(mine).toHaveTextContent('demo');
    expect(mine).toHaveTextContent('You');
    expect(screen.queryByRole('button', { name: 'Jump to my rank' })).toBeNull();
  });

  it('pages with previous and next', async () => {
    serve();
    renderWithProviders(<GameLeaderboard gameId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: /Next/ }));
    await waitFor(() => expect(screen.getByRole('navigation')).toHaveTextContent('Page 2 of 5'));
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('rider_21');
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    await waitFor(() => expect(screen.getByRole('navigation')).toHaveTextContent('Page 1 of 5'));
  });

  it('switches to the quickplay board, which says it has no scores before results (R2.26)', async () => {
    serve();
    renderWithProviders(<GameLeaderboard gameId={7} />);
    await screen.findByRole('table', { name: 'Manager leaderboard' });
    await userEvent.click(screen.getByRole('button', { name: 'Quickplay' }));
    expect(await screen.findByRole('heading', { name: 'No scores yet' })).toBeInTheDocument();
    expect(screen.getByText('The leaderboard fills once results are in.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Quickplay leaderboard' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Quickplay' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('region', { name: 'Your rank' })).toBeNull();
    expect(screen.getByText('0 ranked teams')).toBeInTheDocument();
  });

  it('says when my team is not ranked yet', async () => {
    answerCalls(callMock, {
      gameLeaderboard: {
        ...buildLeaderboard(0),
        me: { ...buildLeaderboardEntry({ username: 'demo', user_id: 1 }), rank: null, score: null },
      },
    });
    renderWithProviders(<GameLeaderboard gameId={7} />);
    expect(await screen.findByRole('region', { name: 'Your rank' })).toHaveTextContent('Not ranked yet');
  });

  it('shows a shared rank on every tied row and as my own rank (issue 12.2)', async () => {
    const tied = (rank: number, n: number, score: number, username: string) =>
      buildLeaderboardEntry({ rank, team_id: 100 + n, user_id: 10 + n, username, score });
    const mine = { ...tied(2, 3, 390, 'demo'), user_id: 1 };
    answerCalls(callMock, {
      gameLeaderboard: {
        ...buildLeaderboard(4),
        results: [tied(1, 1, 400, 'ace'), tied(2, 2, 390, 'early'), mine, tied(4, 4, 341, 'last')],
        me: mine,
      },
    });
    renderWithProviders(<GameLeaderboard gameId={7} />);
    const pinned = await screen.findByRole('region', { name: 'Your rank' });
    expect(pinned).toHaveTextContent('2nd of 4 · 390 pts');
    const rows = within(screen.getByRole('table', { name: 'Manager leaderboard' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '1',
      '2',
      '2',
      '4',
    ]);
  });

  it('shows the error with a way to try again', async () => {
    answerCalls(callMock, {
      gameLeaderboard: () => {
        throw new ApiError(404, { detail: 'This game does not exist.' });
      },
    });
    renderWithProviders(<GameLeaderboard gameId={7} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This game does not exist.');
    serve();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Manager leaderboard' })).toBeInTheDocument();
  });
});
