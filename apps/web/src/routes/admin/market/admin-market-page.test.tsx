import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMarketBot, buildMarketStats } from '../../../features/admin-market/admin-market.testing.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { AdminMarketPage } from './admin-market-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

describe('staff market figures (issue 14.6, R2.78)', () => {
  afterEach(() => callMock.mockReset());

  it('shows volume, sales, fees burned, active and house listings as counts', async () => {
    answerCalls(callMock, {
      adminMarket: buildMarketStats(),
      adminMarketBot: buildMarketBot({ active_listings: 10, active_value: 1297 }),
    });
    renderWithProviders(<AdminMarketPage />, { at: '/admin/market' });
    const term = async (label: string) =>
      (await screen.findByText(label, { selector: 'dt' })).nextElementSibling;
    expect(await term('Volume')).toHaveTextContent('12,345');
    expect(await term('Sales')).toHaveTextContent('49');
    expect(await term('Fees burned')).toHaveTextContent('598');
    expect(await term('Active listings')).toHaveTextContent('25');
    expect(await term('House listings')).toHaveTextContent('10');
    expect(
      await screen.findByRole('link', {
        name: /On · 10 house listings asking 1,297 credits of its 1,500 credits budget/,
      }),
    ).toHaveAttribute('href', '/admin/market/bot');
  });

  it('draws the last 30 days, one column a day, empty days included, readable as a table', async () => {
    callMock.mockImplementation(async (name) =>
      name === 'adminMarket' ? buildMarketStats() : buildMarketBot({ enabled: false }),
    );
    renderWithProviders(<AdminMarketPage />, { at: '/admin/market' });
    const chart = await screen.findByRole('figure', { name: 'Last 30 days' });
    expect(chart.querySelectorAll('rect[data-series="volume"]')).toHaveLength(30);
    const rows = within(within(chart).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows.at(-1)).toHaveTextContent('Nov 28, 2026 · 1 sale, 62 credits burned1,240');
    expect(rows.at(-2)).toHaveTextContent('Nov 27, 2026 · 0 sales, 0 credits burned0');
    expect(await screen.findByRole('link', { name: /Off · lists nothing/ })).toBeInTheDocument();
  });
});
