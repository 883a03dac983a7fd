import type { SeasonRanking } from '@shred/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/index.ts';
import { buildStanding } from '../../../features/results/results.testing.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { RankingsPage } from './rankings-page.tsx';

type Query = { season?: string; sport?: string; page: number; page_size: number };
const callMock = vi.hoisted(() => vi.fn<(name: string, options?: { query?: Query }) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const sports = [
  { id: 1, name: 'Snowboarding', slug: 'snowboarding', disciplines: [] },
  { id: 2, name: 'Surfing', slug: 'surfing', disciplines: [] },
];

function ranking(query: Query, seasons = ['2026', '2025']): SeasonRanking {
  const season = query.season ?? '2026';
  const from = (query.page - 1) * query.page_size + 1;
  const results = Array.from({ length: query.page_size }, (_, i) =>
    buildStanding({
      rank: from + i,
      position: from + i,
      user_id: 100 + from + i,
      username: `${query.sport ?? 'all'}_${season}_${from + i}`,
      total: 3000 - from - i,
    }),
  );
  const me = buildStanding({ rank: 57, position: 57, user_id: 157, username: 'demo', total: 900 });
  return {
    season,
    seasons,
    sport: query.sport ?? null,
    count: 120,
    page: query.page,
    page_size: query.page_size,
    results,
    me,
  };
}

function serve(seasons?: string[]) {
  answerCalls(callMock, {
    sportList: sports,
    seasonRanking: (options) => ranking(options?.query as Query, seasons),
  });
}

const lastRankingQuery = () =>
  callMock.mock.calls.filter(([name]) => name === 'seasonRanking').at(-1)?.[1]?.query;

describe('Rankings page (R2.55, R1.12)', () => {
  afterEach(() => callMock.mockReset());

  it('shows the overall season ranking with my standing pinned, and jumps to my page', async () => {
    serve();
    const { router } = renderWithProviders(<RankingsPage />, { at: '/manager/rankings' });
    expect(await screen.findByRole('table', { name: 'Overall ranking' })).toBeInTheDocument();
    expect(
      screen.getByText(/Season 2026: the sum of each manager's best 10 game scores/),
    ).toBeInTheDocument();
    const pinned = screen.getByRole('region', { name: 'Your standing' });
    expect(pinned).toHaveTextContent('57th of 120 · 900 pts');
    await userEvent.click(within(pinned).getByRole('button', { name: 'Jump to my rank' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(lastRankingQuery()).toMatchObject({ page: 3, page_size: 20 }));
    expect(await screen.findByRole('row', { name: /all_2026_41/ })).toBeInTheDocument();
  });

  it('ranks per sport with a tab for each, back to page 1', async () => {
    serve();
    const { router } = renderWithProviders(<RankingsPage />, { at: '/manager/rankings?page=2' });
    const surfing = await screen.findByRole('tab', { name: 'Surfing' });
    expect(screen.getByRole('tab', { name: 'Overall' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(surfing);
    await waitFor(() => expect(router.state.location.search).toBe('?sport=surfing'));
    expect(await screen.findByRole('table', { name: 'Surfing ranking' })).toBeInTheDocument();
    expect(lastRankingQuery()).toMatchObject({ sport: 'surfing', page: 1 });
    // Arrow keys move between the tabs.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(router.state.location.search).toBe('?sport=snowboarding'));
  });

  it('offers a season picker when there is more than one season', async () => {
    serve();
    const { router } = renderWithProviders(<RankingsPage />, { at: '/manager/rankings' });
    const picker = await screen.findByLabelText('Season');
    await userEvent.selectOptions(picker, '2025');
    await waitFor(() => expect(router.state.location.search).toBe('?season=2025'));
    expect(await screen.findByRole('row', { name: /all_2025_1\b/ })).toBeInTheDocument();
  });

  it('hides the season picker with a single season', async () => {
    serve(['2026']);
    renderWithProviders(<RankingsPage />, { at: '/manager/rankings' });
    await screen.findByRole('table', { name: 'Overall ranking' });
    expect(screen.queryByLabelText('Season')).toBeNull();
  });

  it('shows an error with a way to try again', async () => {
    callMock.mockImplementation(async (name) => {
      if (name === 'sportList') return sports;
      throw new ApiError(503, { detail: 'The ranking is being recomputed.' });
    });
    renderWithProviders(<RankingsPage />, { at: '/manager/rankings' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The ranking is being recomputed.');
    serve();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Overall ranking' })).toBeInTheDocument();
  });
});
