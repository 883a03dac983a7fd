import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart, type BarSeries, niceMax } from './bar-chart.tsx';

const SERIES: BarSeries[] = [
  { key: 'observed', label: 'Drawn', fillClassName: 'fill-accent', swatchClassName: 'bg-accent' },
  { key: 'expected', label: 'Published', fillClassName: 'fill-muted', swatchClassName: 'bg-muted' },
];
const DATA = [
  { key: 'common', label: 'Common', text: 'Common', values: { observed: 0.6, expected: 0.8 } },
  {
    key: 'rare',
    label: 'Rare',
    text: 'Rare',
    values: { observed: 0.4, expected: 0.2 },
    fills: { observed: 'fill-blue-600' },
  },
];
const percent = (v: number) => `${Math.round(v * 100)} %`;

const bar = (container: HTMLElement, category: string, series: string) =>
  container.querySelector(`rect[data-category="${category}"][data-series="${series}"]`);

describe('bar chart (R2.87)', () => {
  it('reads to screen readers as a table of the same numbers, the drawing hidden', () => {
    const { container } = render(
      <BarChart title="Tiers drawn" series={SERIES} data={DATA} format={percent} />,
    );
    expect(screen.getByRole('figure', { name: 'Tiers drawn' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Tiers drawn' });
    const rare = within(table).getByRole('row', { name: /Rare/ });
    expect(rare).toHaveTextContent('Rare40 %20 %');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Category', 'Drawn', 'Published']);
    for (const svg of container.querySelectorAll('svg'))
      expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('draws columns in proportion to a round scale top, each in its series or own colour', () => {
    const { container } = render(<BarChart title="Tiers" series={SERIES} data={DATA} format={percent} />);
    // Largest 0.8 → scale top 0.8 (4 steps of 0.2).
    expect(bar(container, 'common', 'expected')).toHaveAttribute('height', '100');
    expect(Number(bar(container, 'rare', 'expected')?.getAttribute('height'))).toBeCloseTo(25);
    expect(bar(container, 'common', 'observed')).toHaveClass('fill-accent');
    expect(bar(container, 'rare', 'observed')).toHaveClass('fill-blue-600');
    expect(bar(container, 'rare', 'observed')?.querySelector('title')).toHaveTextContent(
      'Rare · Drawn: 40 %',
    );
  });

  it('draws rows with the values written out when laid horizontally', () => {
    const { container } = render(
      <BarChart
        title="Athletes"
        orientation="horizontal"
        series={SERIES}
        data={DATA}
        format={percent}
        max={1}
      />,
    );
    expect(bar(container, 'common', 'observed')).toHaveAttribute('width', '60');
    expect(container).toHaveTextContent('60 % / 80 %');
  });

  it('picks scale tops of round steps', () => {
    expect(niceMax(0.8)).toBeCloseTo(0.8);
    expect(niceMax(0.83)).toBeCloseTo(1);
    expect(niceMax(37)).toBe(40);
    expect(niceMax(0)).toBe(1);
  });
});
