import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TimeChart } from './time-chart.tsx';

const SERIES = [
  { key: 'common', label: 'Common', color: '#64748b' },
  { key: 'rare', label: 'Rare', color: '#2563eb' },
];
const day = (d: number) => Date.UTC(2026, 10, d);
const POINTS = [
  { series: 'rare', at: day(3), value: 200 },
  { series: 'common', at: day(1), value: 40 },
  { series: 'common', at: day(5), value: 60 },
];
const formatTime = (at: number) => `Nov ${new Date(at).getUTCDate()}`;
const renderSalePrices = () =>
  render(
    <TimeChart title="Sale prices" series={SERIES} points={POINTS} format={String} formatTime={formatTime} />,
  );

describe('time chart (issue 14.7)', () => {
  it('reads to screen readers as a table of every point in time order, the drawing hidden', () => {
    const { container } = renderSalePrices();
    expect(screen.getByRole('figure', { name: 'Sale prices' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Sale prices' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'Nov 1Common40',
      'Nov 3Rare200',
      'Nov 5Common60',
    ]);
    for (const svg of container.querySelectorAll('svg'))
      expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('draws one line per series across the time span, on a round scale', () => {
    const { container } = renderSalePrices();
    // Scale top 200; first day at the left edge, last at the right.
    expect(container.querySelector('polyline[data-series="common"]')).toHaveAttribute(
      'points',
      '0,80 100,70',
    );
    expect(container.querySelector('polyline[data-series="rare"]')).toHaveAttribute('points', '50,0');
    expect(container.querySelectorAll('[data-point]')).toHaveLength(3);
  });
});
