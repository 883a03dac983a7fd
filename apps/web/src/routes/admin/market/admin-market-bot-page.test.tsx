import { HOUSE_SELLER_NAME, type MarketBot } from '@shred/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/index.ts';
import { buildMarketBot } from '../../../features/admin-market/admin-market.testing.ts';
import { buildListing } from '../../../features/market/market.testing.ts';
import { type Answers, answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { AdminMarketBotPage } from './admin-market-bot-page.tsx';

type Options = { body?: unknown };
const callMock = vi.hoisted(() => vi.fn<(name: string, options?: Options) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const SPORTS = [
  { id: 1, slug: 'snowboarding', name: 'Snowboarding', disciplines: [] },
  { id: 2, slug: 'surfing', name: 'Surfing', disciplines: [] },
];
const house = (id: number, overrides = {}) =>
  buildListing(id, { seller_username: HOUSE_SELLER_NAME, is_house: true, ...overrides });

function serve(bot: () => MarketBot, handlers: Answers = {}) {
  answerCalls(callMock, { adminMarketBot: () => bot(), sportList: SPORTS, ...handlers });
}
const calls = (name: string) => callMock.mock.calls.filter(([called]) => called === name);

describe('staff market bot (issue 14.6, R2.79)', () => {
  afterEach(() => callMock.mockReset());

  it('shows its activity, its rules and the house listings with what became of them', async () => {
    serve(() =>
      buildMarketBot({
        active_listings: 2,
        active_value: 1297,
        sold: 3,
        revenue: 410,
        last_run_at: '2026-11-28T07:21:42.000Z',
        listings: [house(7, { price: 148 }), house(6, { status: 'sold', buyer_username: 'kai_slides' })],
      }),
    );
    renderWithProviders(<AdminMarketBotPage />, { at: '/admin/market/bot' });
    const term = async (label: string) =>
      (await screen.findByText(label, { selector: 'dt' })).nextElementSibling;
    expect(await term('On sale')).toHaveTextContent('2');
    expect(await term('Asking')).toHaveTextContent('1,297');
    expect(await term('Sold')).toHaveTextContent('3');
    expect(await term('Revenue')).toHaveTextContent('410');
    expect(await term('Last run')).toHaveTextContent('Nov 28');

    expect(screen.getByRole('switch', { name: 'Bot on' })).toBeChecked();
    expect(screen.getByLabelText('Budget (credits)')).toHaveValue('1500');
    expect(screen.getByLabelText('Price (% of reference)')).toHaveValue('110');
    expect(screen.getByLabelText('Most listings on sale')).toHaveValue('12');
    expect(screen.getByLabelText('Duration')).toHaveValue('3');
    const tiers = screen.getByRole('group', { name: 'Tiers' });
    expect(within(tiers).getByRole('checkbox', { name: 'Common' })).toBeChecked();
    expect(within(tiers).getByRole('checkbox', { name: 'Epic' })).not.toBeChecked();
    const sports = screen.getByRole('group', { name: 'Sports' });
    expect(await within(sports).findByRole('checkbox', { name: 'Surfing' })).not.toBeChecked();

    const listings = screen.getByRole('region', { name: 'Latest house listings' });
    const items = within(listings).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Mika Arnold.*148 credits.*On sale/);
    expect(items[1]).toHaveTextContent(/Sold/);
    expect(items[1]).toHaveTextContent('@kai_slides');
  });

  it('saves the rules as typed, tiers in tier order and the sports ticked', async () => {
    let saved = buildMarketBot();
    serve(() => saved, {
      adminMarketBotUpdate: ({ body }) => {
        saved = { ...saved, ...(body as Partial<MarketBot>) };
        return saved;
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminMarketBotPage />, { at: '/admin/market/bot' });
    const budget = await screen.findByLabelText('Budget (credits)');
    await user.clear(budget);
    await user.type(budget, '2,000');
    await user.click(screen.getByRole('checkbox', { name: 'Epic' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Snowboarding' }));
    await user.selectOptions(screen.getByLabelText('Duration'), '5 days');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(calls('adminMarketBotUpdate')[0]?.[1]?.body).toEqual({
      enabled: true,
      budget: 2000,
      percent_of_reference: 110,
      max_active: 12,
      duration_days: 5,
      tiers: ['common', 'rare', 'epic'],
      sports: ['snowboarding'],
    });
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('names what is wrong before sending, and puts the server’s field errors on their fields', async () => {
    serve(() => buildMarketBot({ tiers: ['common'] }), {
      adminMarketBotUpdate: () => {
        throw new ApiError(400, {
          detail: 'There is no sport "surfing".',
          fields: { sports: ['There is no sport "surfing".'] },
        });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminMarketBotPage />, { at: '/admin/market/bot' });
    await user.click(await screen.findByRole('checkbox', { name: 'Common' }));
    await user.clear(screen.getByLabelText('Price (% of reference)'));
    await user.type(screen.getByLabelText('Price (% of reference)'), '5');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(screen.getByRole('group', { name: 'Tiers' })).toHaveAccessibleDescription(
      expect.stringContaining('Choose at least one tier.'),
    );
    expect(screen.getByLabelText('Price (% of reference)')).toHaveAccessibleDescription(
      expect.stringContaining('Ask at least 10 % of the reference price.'),
    );
    expect(calls('adminMarketBotUpdate')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Rare' }));
    await user.clear(screen.getByLabelText('Price (% of reference)'));
    await user.type(screen.getByLabelText('Price (% of reference)'), '100');
    await user.click(await screen.findByRole('checkbox', { name: 'Surfing' }));
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Sports' })).toHaveAccessibleDescription(
        expect.stringContaining('There is no sport "surfing".'),
      ),
    );
  });

  it('runs now and says what it listed, and says why when it is switched off', async () => {
    let listed = false;
    serve(
      () =>
        buildMarketBot({
          active_listings: listed ? 3 : 0,
          listings: listed ? [house(1), house(2), house(3)] : [],
        }),
      {
        adminMarketBotRun: () => {
          listed = true;
          return { listed: 3, active_value: 412 };
        },
      },
    );
    const user = userEvent.setup();
    const page = renderWithProviders(<AdminMarketBotPage />, { at: '/admin/market/bot' });
    await user.click(await screen.findByRole('button', { name: 'Run now' }));
    expect(
      await screen.findByText(/Listed 3 cards\. The house now asks 412 credits in total\./),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Latest house listings' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );
    page.unmount();

    serve(() => buildMarketBot({ enabled: false }), {
      adminMarketBotRun: () => {
        throw new ApiError(409, { detail: 'The market bot is switched off: switch it on to run it.' });
      },
    });
    renderWithProviders(<AdminMarketBotPage />, { at: '/admin/market/bot' });
    await user.click(await screen.findByRole('button', { name: 'Run now' }));
    expect(
      await screen.findByText('The market bot is switched off: switch it on to run it.'),
    ).toBeInTheDocument();
  });
});
