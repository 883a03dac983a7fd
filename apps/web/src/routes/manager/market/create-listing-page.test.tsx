import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteResult } from '../../../api/index.ts';
import { ApiError } from '../../../api/index.ts';
import { toastStore } from '../../../features/toasts/index.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { CreateListingPage } from './create-listing-page.tsx';
import {
  buildListing,
  buildOwnCard,
  type CallOptions,
  renderMarketPage,
  resetMarket,
} from './market.testing.ts';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: CallOptions) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const CARDS = [
  buildOwnCard(31, 1, { tier: 'rare', background: 'rare' }),
  buildOwnCard(32, 2),
  buildOwnCard(33, 3, { listing: { id: 9, price: 75, expires_at: '2026-12-01T10:00:00.000Z' } }),
];

const ATHLETE_MARKET: RouteResult<'marketAthlete'> = {
  athlete_id: 1,
  tiers: [
    { tier: 'common', last_sale: null, lowest_ask: null, listings: 0, sales: 0 },
    {
      tier: 'rare',
      last_sale: { price: 140, sold_at: '2026-11-26T09:00:00.000Z' },
      lowest_ask: 155,
      listings: 2,
      sales: 3,
    },
    { tier: 'epic', last_sale: null, lowest_ask: null, listings: 0, sales: 0 },
    { tier: 'legendary', last_sale: null, lowest_ask: null, listings: 0, sales: 0 },
  ],
};
const SALES: RouteResult<'marketAthletePrices'> = [
  { price: 120, tier: 'rare', sold_at: '2026-11-20T09:00:00.000Z' },
  { price: 400, tier: 'epic', sold_at: '2026-11-21T09:00:00.000Z' },
  { price: 140, tier: 'rare', sold_at: '2026-11-26T09:00:00.000Z' },
];

function serve(create: (options?: CallOptions) => Promise<RouteResult<'marketListingCreate'>>) {
  answerCalls(callMock, {
    athleteCards: CARDS,
    marketAthlete: ATHLETE_MARKET,
    marketAthletePrices: SALES,
    marketListingCreate: (options) => create(options),
  });
}

describe('Create a listing (issue 14.4, R2.38)', () => {
  afterEach(() => {
    resetMarket(callMock);
  });

  it("offers the viewer's cards, a listed one disabled with its price; choosing one shows its recent sales and the tier's lowest ask", async () => {
    serve(async () => buildListing(50));
    const user = userEvent.setup();
    renderMarketPage(<CreateListingPage />);
    const group = await screen.findByRole('group', { name: 'Choose a card' });
    const listed = within(group).getByRole('radio', { name: /Rene Cole/ });
    expect(listed).toBeDisabled();
    expect(listed).toHaveAccessibleDescription('Listed for 75 credits');

    await user.click(within(group).getByRole('radio', { name: /Mika Arnold/ }));
    const form = await screen.findByRole('form', { name: 'Mika Arnold' });
    await waitFor(() => expect(within(form).getByTestId('lowest-ask')).toHaveTextContent('155 cr'));
    const sales = within(form).getByRole('region', { name: 'Recent rare sales' });
    expect(
      within(sales)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('140 cr'), expect.stringContaining('120 cr')]);
    expect(within(form).getByRole('link', { name: 'Price history' })).toHaveAttribute(
      'href',
      '/manager/market/athletes/1',
    );
  });

  it('shows a card in a team of a game not complete as unavailable, naming the game, before any listing is sent (issue 14, list-or-play)', async () => {
    const playing = buildOwnCard(34, 4, { in_play: { game_id: 7, game_name: 'Laax Open Slopestyle Men' } });
    answerCalls(callMock, {
      athleteCards: [...CARDS, playing],
    });
    renderMarketPage(<CreateListingPage />, { at: '/manager/market/listings/create?card=34' });
    const group = await screen.findByRole('group', { name: 'Choose a card' });
    const radio = within(group).getByRole('radio', { name: new RegExp(playing.last_name) });
    expect(radio).toBeDisabled();
    expect(radio).toHaveAccessibleDescription('Plays in Laax Open Slopestyle Men');
    expect(
      screen.getByText(
        `${playing.first_name} ${playing.last_name} cannot be listed now: Plays in Laax Open Slopestyle Men.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(callMock.mock.calls.map(([name]) => name)).not.toContain('marketListingCreate');
  });

  it('shows the 5% fee and what the seller receives as the price is typed, then lists and goes to my listings', async () => {
    let sent: unknown;
    serve(async (options) => {
      sent = options?.body;
      return buildListing(50, { price: 250 });
    });
    const user = userEvent.setup();
    const { router } = renderMarketPage(<CreateListingPage />, {
      at: '/manager/market/listings/create?card=31',
    });
    const form = await screen.findByRole('form', { name: 'Mika Arnold' });
    await user.type(within(form).getByLabelText('Price (credits)'), '250');
    expect(within(form).getByTestId('fee')).toHaveTextContent('−12');
    expect(within(form).getByTestId('proceeds')).toHaveTextContent('238');
    await user.selectOptions(within(form).getByLabelText('Duration'), '3 days');
    await user.click(within(form).getByRole('button', { name: 'List Mika Arnold' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/market/listings/my-listings'));
    expect(sent).toEqual({ card_instance_id: 31, price: 250, duration_days: 3 });
    expect(toastStore.getState().toasts.at(-1)).toMatchObject({ type: 'success', title: 'Card listed' });
  });

  it('refuses a price that is not whole credits before sending, and puts the server’s field errors by their fields', async () => {
    serve(async () => {
      throw new ApiError(400, {
        detail: 'Invalid input.',
        fields: { price: ['A price is at most 10,000,000 credits.'] },
      });
    });
    const user = userEvent.setup();
    renderMarketPage(<CreateListingPage />, { at: '/manager/market/listings/create?card=31' });
    const form = await screen.findByRole('form', { name: 'Mika Arnold' });
    const price = within(form).getByLabelText('Price (credits)');
    await user.type(price, '0');
    await user.click(within(form).getByRole('button', { name: 'List Mika Arnold' }));
    expect(price).toHaveAccessibleDescription('A price is at least 1 credit.');
    expect(callMock.mock.calls.some(([name]) => name === 'marketListingCreate')).toBe(false);

    await user.clear(price);
    await user.type(price, '12.5');
    await user.click(within(form).getByRole('button', { name: 'List Mika Arnold' }));
    expect(price).toHaveAccessibleDescription('Give a price in whole credits.');

    await user.clear(price);
    await user.type(price, '900');
    await user.click(within(form).getByRole('button', { name: 'List Mika Arnold' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription('A price is at most 10,000,000 credits.'));
  });

  it("shows the server's reason when a card cannot be listed (in play), and marks that card unavailable", async () => {
    serve(async () => {
      throw new ApiError(409, {
        detail:
          'This card plays in a team of a game that is not complete: it can be listed once the game is.',
      });
    });
    const user = userEvent.setup();
    renderMarketPage(<CreateListingPage />, { at: '/manager/market/listings/create?card=31' });
    const form = await screen.findByRole('form', { name: 'Mika Arnold' });
    await user.type(within(form).getByLabelText('Price (credits)'), '100');
    await user.click(within(form).getByRole('button', { name: 'List Mika Arnold' }));
    const card = await screen.findByRole('radio', { name: /Mika Arnold/ });
    await waitFor(() => expect(card).toBeDisabled());
    expect(card).toHaveAccessibleDescription(/plays in a team of a game that is not complete/);
    expect(screen.getByText(/Mika Arnold cannot be listed now/)).toBeInTheDocument();
  });

  it('says so when the viewer has no cards', async () => {
    answerCalls(callMock, {
      athleteCards: [],
    });
    renderMarketPage(<CreateListingPage />);
    expect(await screen.findByRole('heading', { name: 'You have no cards to list' })).toBeInTheDocument();
  });
});
