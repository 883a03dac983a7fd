import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteResult } from '../../../api/index.ts';
import { ApiError } from '../../../api/index.ts';
import { authStore, INITIAL_AUTH_STATE } from '../../../features/auth/auth-store.ts';
import { buildCard } from '../../../features/teams/teams.testing.ts';
import { toastStore } from '../../../features/toasts/index.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { buildUser } from '../../../testing/fixtures.ts';
import {
  buildListing,
  type CallOptions,
  CREDITS,
  listingPage,
  renderMarketPage,
  resetMarket,
} from './market.testing.ts';
import { MarketHomePage } from './market-home-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: CallOptions) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const SPORTS = [
  { id: 1, name: 'Snowboarding', slug: 'snowboarding', disciplines: [] },
  { id: 2, name: 'Surfing', slug: 'surfing', disciplines: [] },
];

const HOUSE = buildListing(2, {
  price: 80,
  is_house: true,
  seller_username: 'Shred League',
  card: buildCard(20, 2, { tier: 'rare', background: 'rare', owner: null }),
});
const RIDER = buildListing(1, { price: 120 });
const MINE = buildListing(3, { price: 40, seller_username: 'demo', card: buildCard(30, 3) });

function serve(listings: (options?: CallOptions) => Promise<RouteResult<'marketListings'>>, balance = 500) {
  answerCalls(callMock, {
    marketListings: (options) => listings(options),
    sportList: SPORTS,
    credits: () => CREDITS(balance),
    athleteCards: [],
  });
}

const listingsCalls = () =>
  callMock.mock.calls.filter(([name]) => name === 'marketListings').map(([, options]) => options?.query);

// Both the search and the buying run signed in as demo, the seller of some listings.
beforeEach(() =>
  authStore.setState({ user: buildUser({ username: 'demo' }), isAuthenticated: true, isInitialized: true }),
);
afterEach(() => {
  resetMarket(callMock);
  authStore.setState(INITIAL_AUTH_STATE);
});

describe('Market home (issue 14.5, R2.35)', () => {
  it('lists cards for sale with price, seller or the house badge and time left, and keeps drafts, my listings, create and alerts in reach', async () => {
    serve(async () => listingPage([RIDER, HOUSE, MINE]));
    renderMarketPage(<MarketHomePage />);
    const results = await screen.findByRole('list', { name: 'Market results' });
    expect(screen.getByText('3 cards for sale')).toHaveAttribute('aria-live', 'polite');
    const rider = within(results).getByRole('article', { name: /Mika Arnold, Common card, 120 credits/ });
    expect(rider).toHaveTextContent('@rider');
    expect(rider).toHaveTextContent(/Ends in|Ended/);
    expect(within(rider).getByRole('link', { name: 'Mika Arnold: prices and listings' })).toHaveAttribute(
      'href',
      '/manager/market/athletes/1',
    );
    const house = within(results).getByRole('article', { name: /80 credits/ });
    expect(within(house).getByTestId('house-badge')).toHaveTextContent('Shred League');
    expect(house).not.toHaveTextContent('@');
    const mine = within(results).getByRole('article', { name: /40 credits/ });
    expect(within(mine).queryByRole('button', { name: /Buy/ })).toBeNull();
    expect(mine).toHaveTextContent('Your listing');
    for (const [name, href] of [
      ['Drafts', '/manager/market/drafts'],
      ['My listings', '/manager/market/listings/my-listings'],
      ['Alerts', '/manager/market/alerts'],
      ['List a card', '/manager/market/listings/create'],
    ] as const)
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('searches by name, filters by sport, tier and price and sorts, keeping the search in the URL', async () => {
    serve(async () => listingPage([RIDER]));
    const user = userEvent.setup();
    const { router } = renderMarketPage(<MarketHomePage />, { at: '/manager/market?tier=rare' });
    await screen.findByRole('list', { name: 'Market results' });
    expect(listingsCalls()[0]).toEqual({ tier: 'rare', page: 1 });
    expect(screen.getByLabelText('Tier')).toHaveValue('rare');

    await user.selectOptions(await screen.findByLabelText('Sport'), 'surfing');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    await user.type(screen.getByLabelText('Max price'), '200');
    await user.type(screen.getByLabelText('Athlete'), 'arn');
    await waitFor(() =>
      expect(listingsCalls().at(-1)).toEqual({
        tier: 'rare',
        sport: 'surfing',
        sort: 'price',
        max_price: 200,
        q: 'arn',
        page: 1,
      }),
    );
    const url = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(url)).toEqual({
      q: 'arn',
      sport: 'surfing',
      tier: 'rare',
      max_price: '200',
      sort: 'price',
    });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price'));
    expect(screen.getByLabelText('Athlete')).toHaveValue('');
    expect(screen.getByLabelText('Tier')).toHaveValue('');
  });

  it('pages through the results with the one pager', async () => {
    serve(async (options) => listingPage([buildListing(Number(options?.query?.page) * 100)], 45));
    const user = userEvent.setup();
    const { router } = renderMarketPage(<MarketHomePage />);
    await screen.findByText('45 cards for sale');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Market results pages' })).toHaveTextContent(
        'Page 2 of 3',
      ),
    );
    expect(listingsCalls().at(-1)).toEqual({ page: 2 });
  });

  it('says when nothing is for sale or nothing matches, and offers a retry when the listings cannot load', async () => {
    serve(async () => listingPage([]));
    const { unmount } = renderMarketPage(<MarketHomePage />);
    expect(await screen.findByRole('heading', { name: 'Nothing for sale right now' })).toBeInTheDocument();
    unmount();

    renderMarketPage(<MarketHomePage />, { at: '/manager/market?q=zed' });
    expect(await screen.findByRole('heading', { name: 'No cards match this search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear the filters' })).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    let fail = true;
    serve(async () => {
      if (fail) throw new ApiError(503, { detail: 'Market is resting.' });
      return listingPage([RIDER]);
    });
    const user = userEvent.setup();
    renderMarketPage(<MarketHomePage />);
    expect(await screen.findByRole('heading', { name: 'Could not load the listings' })).toBeInTheDocument();
    expect(screen.getByText('Market is resting.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Market results' })).toBeInTheDocument();
  });
});

describe('Buying a listing (issue 14.3, R2.35)', () => {
  it('asks first with the card, the price and the balance after; buying refreshes the balance, shows a toast and the card leaves the list', async () => {
    let sold = false;
    let balance = 500;
    callMock.mockImplementation(async (name, options) => {
      if (name === 'marketListings') return listingPage(sold ? [HOUSE] : [RIDER, HOUSE]);
      if (name === 'sportList') return SPORTS;
      if (name === 'credits') return CREDITS(balance);
      if (name === 'athleteCards') return [];
      if (name === 'marketListingBuy') {
        expect(options?.params).toEqual({ id: 1 });
        expect(options?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
        sold = true;
        balance = 380;
        return { listing_id: 1, price: 120, card: RIDER.card, balance: 380 };
      }
      throw new Error(`unexpected call ${name}`);
    });
    const user = userEvent.setup();
    renderMarketPage(<MarketHomePage />);
    const results = await screen.findByRole('list', { name: 'Market results' });
    await user.click(within(results).getByRole('button', { name: 'Buy Mika Arnold, Common' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Buy Mika Arnold?' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('price')).toHaveTextContent('120 credits');
    await waitFor(() => expect(within(dialog).getByTestId('balance-after')).toHaveTextContent('380'));

    await user.click(within(dialog).getByRole('button', { name: 'Buy for 120 cr' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastStore.getState().toasts.at(-1)).toMatchObject({ type: 'success', title: 'Card bought' });
    await waitFor(() => expect(screen.getByTestId('credit-balance')).toHaveTextContent('380'));
    await waitFor(() => expect(within(results).queryByRole('article', { name: /120 credits/ })).toBeNull());
    expect(callMock.mock.calls.filter(([name]) => name === 'credits').length).toBeGreaterThan(1);
  });

  it('says when credits are short, links to buying more and does not offer the purchase', async () => {
    serve(async () => listingPage([RIDER]), 50);
    const user = userEvent.setup();
    renderMarketPage(<MarketHomePage />);
    await user.click(await screen.findByRole('button', { name: 'Buy Mika Arnold, Common' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/You need 70 more credits/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/manager/market/drafts/credits',
    );
    expect(within(dialog).getByRole('button', { name: 'Buy for 120 cr' })).toBeDisabled();
  });

  it("shows the server's reason when the listing cannot be bought", async () => {
    callMock.mockImplementation(async (name) => {
      if (name === 'marketListings') return listingPage([RIDER]);
      if (name === 'sportList') return SPORTS;
      if (name === 'credits') return CREDITS(500);
      if (name === 'marketListingBuy')
        throw new ApiError(409, { detail: 'This card has already been sold.' });
      throw new Error(`unexpected call ${name}`);
    });
    const user = userEvent.setup();
    renderMarketPage(<MarketHomePage />);
    await user.click(await screen.findByRole('button', { name: 'Buy Mika Arnold, Common' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByTestId('balance-after')).toHaveTextContent('380'));
    await user.click(within(dialog).getByRole('button', { name: 'Buy for 120 cr' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This card has already been sold.');
  });
});
