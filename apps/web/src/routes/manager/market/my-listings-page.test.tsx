import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteResult } from '../../../api/index.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import {
  buildListing,
  type CallOptions,
  CREDITS,
  listingPage,
  renderMarketPage,
  resetMarket,
} from './market.testing.ts';
import { MyListingsPage } from './my-listings-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: CallOptions) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const ACTIVE = buildListing(1, { price: 200, seller_username: 'demo' });
const SOLD = buildListing(2, {
  price: 100,
  seller_username: 'demo',
  status: 'sold',
  closed_at: '2026-11-26T09:00:00.000Z',
  buyer_username: 'ayumi',
});

function serve(mine: (options?: CallOptions) => Promise<RouteResult<'marketMyListings'>>) {
  answerCalls(callMock, {
    marketMyListings: (options) => mine(options),
    credits: CREDITS(300),
    marketListingCancel: undefined,
  });
}

describe('My listings (issue 14.5, R2.39)', () => {
  afterEach(() => {
    resetMarket(callMock);
  });

  it('shows each listing with its status, price, fee and what the seller receives, and the buyer once sold', async () => {
    serve(async () => listingPage([ACTIVE, SOLD]));
    renderMarketPage(<MyListingsPage />);
    const sold = await screen.findByRole('article', { name: 'Mika Arnold, Sold' });
    expect(sold).toHaveTextContent('@ayumi');
    expect(within(sold).getByText('Price').nextSibling).toHaveTextContent('100');
    expect(within(sold).getByText('Fee').nextSibling).toHaveTextContent('5');
    expect(within(sold).getByText('Received').nextSibling).toHaveTextContent('95');
    expect(within(sold).queryByRole('button', { name: /Cancel/ })).toBeNull();
    const active = screen.getByRole('article', { name: 'Mika Arnold, Active' });
    expect(within(active).getByText('You get').nextSibling).toHaveTextContent('190');
  });

  it('filters by status through the URL', async () => {
    serve(async (options) => listingPage(options?.query?.status === 'sold' ? [SOLD] : [ACTIVE, SOLD]));
    const user = userEvent.setup();
    const { router } = renderMarketPage(<MyListingsPage />, {
      at: '/manager/market/listings/my-listings',
    });
    await screen.findByRole('article', { name: 'Mika Arnold, Active' });
    await user.click(screen.getByRole('link', { name: 'Sold' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=sold'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mika Arnold, Active' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Sold' })).toHaveAttribute('aria-current', 'page');
    expect(callMock.mock.calls.at(-1)?.[1]?.query).toEqual({ page: 1, status: 'sold' });
  });

  it('cancels an active listing after asking', async () => {
    let cancelled = false;
    callMock.mockImplementation(async (name, options) => {
      if (name === 'marketMyListings')
        return listingPage(
          cancelled ? [{ ...ACTIVE, status: 'cancelled', closed_at: ACTIVE.created_at }] : [ACTIVE],
        );
      if (name === 'credits') return CREDITS(300);
      if (name === 'marketListingCancel') {
        expect(options?.params).toEqual({ id: 1 });
        cancelled = true;
        return undefined;
      }
      throw new Error(`unexpected call ${name}`);
    });
    const user = userEvent.setup();
    renderMarketPage(<MyListingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Cancel the listing of Mika Arnold' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Take Mika Arnold off the market?');
    await user.click(within(question).getByRole('button', { name: 'Cancel listing' }));
    expect(await screen.findByRole('article', { name: 'Mika Arnold, Cancelled' })).toBeInTheDocument();
  });

  it('says when there are no listings of a status', async () => {
    serve(async () => listingPage([]));
    renderMarketPage(<MyListingsPage />, { at: '/manager/market/listings/my-listings?status=expired' });
    expect(await screen.findByRole('heading', { name: 'No expired listings' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'List a card' }))
      expect(link).toHaveAttribute('href', '/manager/market/listings/create');
  });
});
