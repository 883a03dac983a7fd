import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, answerCalls } from '../../../testing/call-answers.ts';
import {
  buildListing,
  type CallOptions,
  CREDITS,
  listingPage,
  renderMarketPage,
  resetMarket,
} from './market.testing.ts';
import { MarketListingsPage } from './market-listings-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: CallOptions) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

/** The listings, and the one a link opens if any. */
function serve(linked?: Answer<'marketListing'>) {
  answerCalls(callMock, {
    marketListings: listingPage([buildListing(1), buildListing(2, { price: 60 })]),
    ...(linked === undefined ? {} : { marketListing: linked }),
    credits: CREDITS(500),
  });
}

describe('Market listings (issue 14.2, R2.37)', () => {
  afterEach(() => resetMarket(callMock));

  it('lists every active listing, newest first', async () => {
    serve();
    renderMarketPage(<MarketListingsPage />, { at: '/manager/market/listings' });
    const list = await screen.findByRole('list', { name: 'Listings' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(callMock.mock.calls.find(([name]) => name === 'marketListings')?.[1]?.query).toEqual({
      page: 1,
      sort: 'newest',
    });
  });

  it('brings forward the listing a notification links to, highlighted', async () => {
    serve(buildListing(2, { price: 60 }));
    renderMarketPage(<MarketListingsPage />, { at: '/manager/market/listings?listing=2' });
    const linked = await screen.findByRole('region', { name: 'The listing you followed' });
    expect(within(linked).getByRole('article', { name: /60 credits/ })).toHaveAttribute(
      'data-highlighted',
      'true',
    );
  });

  it('says what became of a linked listing that is no longer for sale', async () => {
    serve(buildListing(2, { status: 'sold', price: 60, closed_at: '2026-11-26T09:00:00.000Z' }));
    renderMarketPage(<MarketListingsPage />, { at: '/manager/market/listings?listing=2' });
    const note = await screen.findByText(/This listing was sold on Nov 26, 2026/);
    expect(note.closest('[role="status"], [role="alert"]')).toHaveTextContent(
      'Mika Arnold is no longer for sale',
    );
  });
});
