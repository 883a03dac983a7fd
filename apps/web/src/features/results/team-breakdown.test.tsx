import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { buildScoredTeam } from './results.testing.ts';
import { TeamBreakdown } from './team-breakdown.tsx';

const team = buildScoredTeam();

describe('TeamBreakdown: a scored team line by line (R1.24)', () => {
  it('shows each pick with its place, place points, bonuses, card boost, captain ×1.5 and points', () => {
    renderWithProviders(<TeamBreakdown breakdown={team.breakdown} label="Team 1 breakdown" />);
    const table = screen.getByRole('table', { name: 'Team 1 breakdown' });
    const captain = within(table).getByRole('row', { name: /Sky Brown/ });
    const cells = within(captain)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['1st', '100', 'Best run +10', 'Rare×1.05', '×1.5', '173.25']);
    expect(within(captain).getByTitle('Captain: points × 1.5')).toBeInTheDocument();

    const noResult = within(table).getByRole('row', { name: /Momiji Nishiya/ });
    expect(
      within(noResult)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['No result', '0', '–', 'Common×1', '–', '0']);
    expect(within(table).getByRole('row', { name: /Rayssa Leal/ })).toHaveTextContent('Epic×1.1');
  });

  it('ends in a total row equal to the team score, the sum of the lines', () => {
    renderWithProviders(<TeamBreakdown breakdown={team.breakdown} label="Team 1 breakdown" />);
    const total = screen.getByRole('row', { name: /Team total/ });
    expect(within(total).getByRole('cell')).toHaveTextContent('365.75');
    const sum = team.breakdown.lines.reduce((acc, line) => acc + line.line_total, 0);
    expect(sum).toBe(team.score);
  });

  it('stacks the same lines as a list for phones, without card boosts in quickplay', () => {
    const quickplay = buildScoredTeam({
      mode: 'quickplay',
      breakdown: {
        lines: team.breakdown.lines.map((line) => ({ ...line, tier: null, tier_boost: 1 })),
        total: 350,
      },
    });
    renderWithProviders(<TeamBreakdown breakdown={quickplay.breakdown} label="Quickplay team" />);
    const list = screen.getByRole('list', { name: 'Quickplay team' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Sky Brown');
    expect(items[0]).toHaveTextContent('1st · 100 pts');
    expect(items[0]).toHaveTextContent('Captain×1.5');
    expect(items[1]).not.toHaveTextContent('Captain');
    expect(within(items[1] as HTMLElement).getByText('Made final')).toBeInTheDocument();
    expect(screen.queryByText('Rare')).toBeNull();
    expect(screen.queryAllByText('Card boost')).toEqual([]);
    expect(
      screen.getByRole('table', { name: 'Quickplay team', hidden: true }).querySelectorAll('thead th'),
    ).toHaveLength(6);
  });
});
