import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteResult } from '../../../api/index.ts';
import { buildAthlete } from '../../../features/athletes/athletes.testing.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import {
  buildListing,
  type CallOptions,
  CREDITS,
  listingPage,
  renderMarketPage,
  resetMarket,
} from './market.testing.ts';
import { MarketAthletePage } from './market-athlete-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: CallOptions) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const ATHLETE = buildAthlete({ id: 1, first_name: 'Mika', last_name: 'Arnold' });
const MARKET: RouteResult<'marketAthlete'> = {
  athlete_id: 1,
  tiers: [
    {
      tier: 'common',
      last_sale: { price: 30, sold_at: '2026-11-24T09:00:00.000Z' },
      lowest_ask: 28,
      listings: 4,
      sales: 9,
    },
    { tier: 'rare', last_sale: null, lowest_ask: 155, listings: 1, sales: 0 },
    { tier: 'epic', last_sale: null, lowest_ask: null, listings: 0, sales: 0 },
    { tier: 'legendary', last_sale: null, lowest_ask: null, listings: 0, sales: 0 },
  ],
};
const SALES: RouteResult<'marketAthletePrices'> = [
  { price: 25, tier: 'common', sold_at: '2026-11-20T09:00:00.000Z' },
  { price: 30, tier: 'common', sold_at: '2026-11-24T09:00:00.000Z' },
];

function serve(sales: RouteResult<'marketAthletePrices'>) {
  answerCalls(callMock, {
    athleteDetail: ATHLETE,
    marketAthlete: MARKET,
    marketAthletePrices: sales,
    marketListings: (options) => {
      expect(options.query).toEqual({ athlete_id: 1, sort: 'price', page: 1 });
      return listingPage([buildListing(4, { price: 28 })]);
    },
    credits: CREDITS(500),
  });
}

const at = { at: '/manager/market/athletes/1', path: '/manager/market/athletes/:id' };

describe("An athlete's market page (issue 14.7)", () => {
  afterEach(() => resetMarket(callMock));

  it('shows per tier the last sale, lowest ask and cards for sale, the price history as a chart read as a table, and their listings', async () => {
    serve(SALES);
    renderMarketPage(<MarketAthletePage />, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mika Arnold' })).toBeInTheDocument();
    const value = await screen.findByRole('table', { name: /value of their cards by tier/ });
    const common = within(value).getByRole('row', { name: /Common/ });
    expect(common).toHaveTextContent('30');
    expect(common).toHaveTextContent('28');
    expect(within(value).getByRole('row', { name: /Rare/ })).toHaveTextContent('No sales yet');

    expect(await screen.findByRole('figure', { name: 'Mika Arnold: sale prices' })).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Mika Arnold: sale prices' });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(within(history).getAllByRole('row')[2]).toHaveTextContent('Nov 24, 2026Common30');

    const listings = await screen.findByRole('list', { name: 'Cards of Mika Arnold for sale' });
    expect(within(listings).getByRole('article', { name: /28 credits/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set an alert' })).toHaveAttribute(
      'href',
      '/manager/market/alerts?athlete=1',
    );
  });

  it('says when no card of theirs has sold yet', async () => {
    serve([]);
    renderMarketPage(<MarketAthletePage />, at);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'No sales yet' })).toBeInTheDocument());
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
