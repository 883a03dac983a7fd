import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type RouteResult } from '../../../api/index.ts';
import { buildAthlete } from '../../../features/athletes/athletes.testing.ts';
import { toastStore } from '../../../features/toasts/index.ts';
import { type Answers, answerCalls } from '../../../testing/call-answers.ts';
import {
  buildAlert,
  buildListing,
  type CallOptions,
  CREDITS,
  listingPage,
  renderMarketPage,
  resetMarket,
} from './market.testing.ts';
import { MarketAlertsPage } from './market-alerts-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: CallOptions) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const FIRED = buildAlert(1, {
  tier: 'rare',
  max_price: 150,
  fired_count: 2,
  last_fired_at: '2026-11-26T09:00:00.000Z',
});
const QUIET = buildAlert(2, {
  athlete: { id: 7, slug: 'mia-brookes', first_name: 'Mia', last_name: 'Brookes', avatar: null, gender: 'W' },
  athlete_id: 7,
  max_price: 40,
});
const MIA = buildAthlete();

function serve(alerts: () => RouteResult<'marketAlerts'>, handlers: Answers = {}) {
  answerCalls(callMock, {
    marketAlerts: () => alerts(),
    marketListings: (options) =>
      options.query?.athlete_id === 1 ? listingPage([buildListing(5, { price: 130 })]) : listingPage([]),
    credits: CREDITS(500),
    athleteList: { count: 1, results: [MIA] },
    ...handlers,
  });
}

describe('Market alerts (issue 14.6, R2.36)', () => {
  afterEach(() => {
    resetMarket(callMock);
  });

  it('lists alerts with athlete, tier or any tier, maximum price and how often they fired, each with what matches now', async () => {
    serve(() => listingPage([FIRED, QUIET]));
    renderMarketPage(<MarketAlertsPage />);
    const fired = await screen.findByRole('article', { name: 'Alert for Mika Arnold' });
    expect(fired).toHaveTextContent('Rare');
    expect(fired).toHaveTextContent('at most 150 credits');
    expect(fired).toHaveTextContent(/Fired 2 times, last Nov 26, 2026/);
    const matches = await within(fired).findByRole('region', { name: /Matching now/ });
    await waitFor(() => expect(matches).toHaveTextContent('1 matching now'));
    expect(within(matches).getByRole('button', { name: 'Buy for 130 credits' })).toBeInTheDocument();
    expect(
      callMock.mock.calls.find(
        ([name, options]) => name === 'marketListings' && options?.query?.athlete_id === 1,
      )?.[1]?.query,
    ).toEqual({ athlete_id: 1, tier: 'rare', max_price: 150, sort: 'price', page: 1, page_size: 3 });

    const quiet = screen.getByRole('article', { name: 'Alert for Mia Brookes' });
    expect(quiet).toHaveTextContent('Any tier');
    expect(quiet).toHaveTextContent('Not fired yet');
    expect(await within(quiet).findByText('Nothing matches right now')).toBeInTheDocument();
  });

  it('says when there are no alerts yet', async () => {
    serve(() => listingPage([]));
    renderMarketPage(<MarketAlertsPage />);
    expect(await screen.findByRole('heading', { name: 'No alerts yet' })).toBeInTheDocument();
  });

  it('sets an alert: an athlete found by name, any tier or one, and a maximum price', async () => {
    let sent: unknown;
    serve(() => listingPage([]), {
      marketAlertCreate: (options) => {
        sent = options.body;
        return buildAlert(3, { athlete: QUIET.athlete, athlete_id: 7, max_price: 90 });
      },
    });
    const user = userEvent.setup();
    renderMarketPage(<MarketAlertsPage />);
    const form = await screen.findByRole('form', { name: 'New alert' });
    await user.type(within(form).getByLabelText('Athlete'), 'broo');
    await user.click(await within(form).findByRole('button', { name: /Mia Brookes/ }));
    expect(within(form).getByTestId('picked-athlete')).toHaveTextContent('Mia Brookes');
    await user.selectOptions(within(form).getByLabelText('Tier'), 'Epic');
    await user.type(within(form).getByLabelText('Maximum price (credits)'), '90');
    await user.click(within(form).getByRole('button', { name: 'Set alert' }));
    await waitFor(() => expect(sent).toEqual({ athlete_id: 7, tier: 'epic', max_price: 90 }));
    expect(toastStore.getState().toasts.at(-1)).toMatchObject({ type: 'success', title: 'Alert set' });
  });

  it('asks for an athlete and a whole maximum price before sending, and shows the server’s refusal', async () => {
    serve(() => listingPage([]), {
      marketAlertCreate: () => {
        throw new ApiError(409, { detail: 'You keep at most 50 alerts: delete one first.' });
      },
    });
    const user = userEvent.setup();
    renderMarketPage(<MarketAlertsPage />);
    const form = await screen.findByRole('form', { name: 'New alert' });
    await user.click(within(form).getByRole('button', { name: 'Set alert' }));
    expect(within(form).getByText('Choose an athlete.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Maximum price (credits)')).toHaveAccessibleDescription(
      'Give a maximum price in whole credits.',
    );
    expect(callMock.mock.calls.some(([name]) => name === 'marketAlertCreate')).toBe(false);

    await user.type(within(form).getByLabelText('Athlete'), 'broo');
    await user.click(await within(form).findByRole('button', { name: /Mia Brookes/ }));
    await user.type(within(form).getByLabelText('Maximum price (credits)'), '90');
    await user.click(within(form).getByRole('button', { name: 'Set alert' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You keep at most 50 alerts');
  });

  it('deletes an alert after asking', async () => {
    let deleted = false;
    serve(() => listingPage(deleted ? [QUIET] : [FIRED, QUIET]), {
      marketAlertDelete: (options) => {
        expect(options.params).toEqual({ id: 1 });
        deleted = true;
      },
    });
    const user = userEvent.setup();
    renderMarketPage(<MarketAlertsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete the alert for Mika Arnold' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Alert for Mika Arnold' })).toBeNull());
  });
});
