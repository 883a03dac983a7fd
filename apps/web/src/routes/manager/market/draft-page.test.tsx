import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteResult } from '../../../api/index.ts';
import { ApiError, OfflineError } from '../../../api/index.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { DraftPage } from './draft-page.tsx';
import { buildDraftDetail, buildOpening, type CallOptions, CREDITS } from './market.testing.ts';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: CallOptions) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

/** An opening as the server answers it: the cards and the balance after paying 300 of 1000. */
const opened = (id: number) => ({ ...buildOpening(id), balance: 700 });

function serve(balance: number, open: () => Promise<RouteResult<'draftOpen'>> = async () => opened(77)) {
  answerCalls(callMock, {
    draftDetail: buildDraftDetail('rare'),
    sportList: [{ id: 1, name: 'Snowboarding', slug: 'snowboarding', disciplines: [] }],
    credits: CREDITS(balance),
    draftOpen: () => open(),
  });
}

const at = {
  at: '/manager/market/drafts/snowboarding/rare',
  path: '/manager/market/drafts/:sportSlug/:tier',
};
const openCalls = () =>
  callMock.mock.calls.filter(([name]) => name === 'draftOpen').map(([, options]) => options);

describe('Draft of one sport and tier (R2.45)', () => {
  afterEach(() => callMock.mockReset());

  it('shows the price, the published odds as bars with percentages, and the pool with portraits and chances', async () => {
    serve(1000);
    renderWithProviders(<DraftPage />, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'Snowboarding Rare' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Price' })).toHaveTextContent('300 credits');
    const odds = within(screen.getByRole('region', { name: 'Published odds' })).getAllByRole('listitem');
    expect(odds.map((row) => row.textContent)).toEqual(['Rare80%', 'Epic17%', 'Legendary3%']);
    const pool = screen.getByRole('region', { name: 'Athletes in this draft' });
    expect(await within(pool).findByText('Mika Arnold')).toBeInTheDocument();
    expect(within(pool).getByText('75% a card')).toBeInTheDocument();
    expect(within(pool).getByRole('img', { name: 'Jonas Berg' })).toBeInTheDocument();
  });

  it('confirms with the price and the balance after, opens with an Idempotency-Key and goes to the reveal', async () => {
    serve(1000);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<DraftPage />, at);
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByRole('heading', { name: 'Open Snowboarding Rare draft?' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('balance-after')).toHaveTextContent('700');
    await user.click(within(dialog).getByRole('button', { name: 'Open for 300 cr' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/market/drafts/open/77'));
    const [call] = openCalls();
    expect(call?.body).toEqual({ sport: 'snowboarding', tier: 'rare' });
    expect(call?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the same Idempotency-Key again when the first try got no answer, a new one after a refusal', async () => {
    let answers = [
      () => Promise.reject(new OfflineError(new TypeError('fetch failed'))),
      () => Promise.reject(new ApiError(409, { detail: 'Not enough credits.' })),
      () => Promise.resolve(opened(78)),
    ];
    serve(1000, () => {
      const [next, ...rest] = answers;
      answers = rest;
      return (next as () => Promise<RouteResult<'draftOpen'>>)();
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<DraftPage />, at);
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    const submit = within(screen.getByRole('dialog')).getByRole('button', { name: 'Open for 300 cr' });
    await user.click(submit);
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toBeInTheDocument();
    await user.click(submit);
    expect(await within(screen.getByRole('dialog')).findByText('Not enough credits.')).toBeInTheDocument();
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/market/drafts/open/78'));
    const keys = openCalls().map((options) => options?.headers?.['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('shows how many credits are missing and a Buy credits link instead of Open when the balance is short', async () => {
    serve(120);
    renderWithProviders(<DraftPage />, at);
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(await within(price).findByText(/more credits to open this draft/)).toHaveTextContent(
      'You need 180 more credits to open this draft.',
    );
    expect(within(price).getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/manager/market/drafts/credits',
    );
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
  });

  it('says a draft is not on sale for an unknown tier or a draft the server does not have', async () => {
    serve(1000);
    const { unmount } = renderWithProviders(<DraftPage />, {
      ...at,
      at: '/manager/market/drafts/snowboarding/mythic',
    });
    expect(screen.getByRole('heading', { name: 'This draft is not on sale' })).toBeInTheDocument();
    unmount();
    callMock.mockImplementation(async (name) => {
      if (name === 'draftDetail') throw new ApiError(404, { detail: 'Not found.' });
      return [];
    });
    renderWithProviders(<DraftPage />, at);
    expect(await screen.findByRole('heading', { name: 'This draft is not on sale' })).toBeInTheDocument();
  });
});
