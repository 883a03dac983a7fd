import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { buildStanding } from './results.testing.ts';
import { type StandingsPage, StandingsTable } from './standings-table.tsx';

const page = (overrides: Partial<StandingsPage> = {}): StandingsPage => ({
  results: [
    buildStanding({ rank: 1, user_id: 10, username: 'kai_slides', total: 980, position: 1 }),
    buildStanding({ rank: 2, user_id: 11, username: 'mia.rips', total: 940, position: 2 }),
    buildStanding({
      rank: 2,
      user_id: 12,
      username: 'ayumi',
      total: 940,
      position: 3,
      games_played: 4,
      games_counted: 4,
    }),
  ],
  me: null,
  count: 3,
  page: 1,
  page_size: 20,
  ...overrides,
});

const empty = { title: 'No rankings yet', text: 'Rankings start with the first results.' };

describe('StandingsTable (R1.12, R2.55)', () => {
  it('lists rank, manager, games counted and points, shared ranks included', () => {
    renderWithProviders(
      <StandingsTable label="Season ranking" standings={page()} onPageChange={vi.fn()} empty={empty} />,
    );
    const table = screen.getByRole('table', { name: 'Season ranking' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['1', '2', '2']);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: /kai_slides/ })).toHaveAttribute(
      'href',
      '/profile/kai_slides',
    );
    expect(within(rows[0] as HTMLElement).getAllByText('best 10 of 12')).not.toHaveLength(0);
    expect(within(rows[2] as HTMLElement).getAllByText('4 games')).not.toHaveLength(0);
    expect(within(rows[1] as HTMLElement).getByText('940')).toBeInTheDocument();
    // One page only: no pager.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('pins and highlights my own standing, and jumps to the page that holds it', async () => {
    const onPageChange = vi.fn();
    const me = buildStanding({ rank: 41, user_id: 99, username: 'demo', total: 512.5, position: 42 });
    renderWithProviders(
      <StandingsTable
        label="Season ranking"
        standings={page({ me, count: 95 })}
        onPageChange={onPageChange}
        empty={empty}
      />,
    );
    const pinned = screen.getByRole('region', { name: 'Your standing' });
    expect(pinned).toHaveTextContent('41st of 95 · 512.5 pts');
    await userEvent.click(within(pinned).getByRole('button', { name: 'Jump to my rank' }));
    // Position 42 at 20 a page is on page 3 (ties are listed by id, so rank alone could mislead).
    expect(onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('navigation', { name: 'Season ranking pages' })).toHaveTextContent('Page 1 of 5');
  });

  it('marks my row on the page that shows it, without a jump button', () => {
    const me = buildStanding({ rank: 2, user_id: 11, username: 'mia.rips', total: 940, position: 2 });
    renderWithProviders(
      <StandingsTable
        label="Cup leaderboard"
        standings={page({ me })}
        onPageChange={vi.fn()}
        empty={empty}
      />,
    );
    const mine = screen.getAllByRole('row').find((row) => row.getAttribute('aria-current') === 'true');
    expect(mine).toHaveTextContent('mia.rips');
    expect(within(mine as HTMLElement).getByText('You')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jump to my rank' })).toBeNull();
  });

  it('shows the empty state before anyone stands, and the not-ranked note for the viewer', () => {
    renderWithProviders(
      <StandingsTable
        label="Season ranking"
        standings={page({ results: [], count: 0 })}
        onPageChange={vi.fn()}
        empty={empty}
        notRanked="Play a game to get on the board."
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { name: 'No rankings yet' })).toBeInTheDocument();
    expect(screen.getByText('Play a game to get on the board.')).toBeInTheDocument();
  });
});
