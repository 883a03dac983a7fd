import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type RouteResult } from '../../../api/index.ts';
import { clearToasts, toastStore } from '../../../features/toasts/index.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CreditsPage } from './credits-page.tsx';
import { BUNDLES, buildPurchase, type CallOptions, CREDITS, page } from './market.testing.ts';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: CallOptions) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const LEDGER: RouteResult<'creditLedger'> = page(
  [
    {
      id: 3,
      amount: -100,
      reason: 'draft',
      reference: 'draft:4',
      balance_after: 550,
      created_at: '2026-11-21T10:00:00Z',
    },
    {
      id: 2,
      amount: 550,
      reason: 'purchase',
      reference: 'purchase:1',
      balance_after: 650,
      created_at: '2026-11-20T10:00:00Z',
    },
    {
      id: 1,
      amount: 100,
      reason: 'welcome',
      reference: null,
      balance_after: 100,
      created_at: '2026-11-19T10:00:00Z',
    },
  ],
  2,
  45,
);

function serve({
  purchase = async (): Promise<RouteResult<'purchaseCredits'>> => ({
    purchase_id: 9,
    status: 'completed',
    balance: 1100,
  }),
  purchases = (): RouteResult<'creditPurchases'> => page([buildPurchase(7, { status: 'completed' })]),
} = {}) {
  let balance = 550;
  answerCalls(callMock, {
    credits: () => CREDITS(balance),
    creditBundles: BUNDLES,
    creditLedger: (options) => (options.query?.page === 2 ? page([], null, 45) : LEDGER),
    creditPurchases: () => purchases(),
    purchaseCredits: async () => {
      const answer = await purchase();
      if (answer.balance !== undefined) balance = answer.balance;
      return answer;
    },
  });
}

describe('Draft credits (R2.42)', () => {
  afterEach(() => {
    callMock.mockReset();
    clearToasts();
  });

  it('lists the bundles with their price in euros and their saving per credit', async () => {
    serve();
    renderWithProviders(<CreditsPage />);
    const bundles = within(await screen.findByRole('region', { name: 'Buy credits' }));
    const vault = await bundles.findByRole('button', { name: 'Buy for €9.99: 1,200 credits' });
    expect(vault.closest('li')).toHaveTextContent('Save 16%');
    expect(
      bundles.getByRole('button', { name: 'Buy for €0.99: 100 credits' }).closest('li'),
    ).not.toHaveTextContent('Save');
    expect(
      bundles.getByRole('button', { name: 'Buy for €4.99: 550 credits' }).closest('li'),
    ).toHaveTextContent('Save 8%');
  });

  it('buys with an Idempotency-Key; a completed purchase shows a toast and the new balance', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<CreditsPage />);
    await waitFor(() => expect(screen.getByTestId('credit-balance')).toHaveTextContent('550'));
    await user.click(await screen.findByRole('button', { name: 'Buy for €4.99: 550 credits' }));
    const buy = callMock.mock.calls.find(([name]) => name === 'purchaseCredits')?.[1];
    expect(buy?.body).toEqual({ bundle_id: 'stack' });
    expect(buy?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByTestId('credit-balance')).toHaveTextContent('1,100'));
    expect(toastStore.getState().toasts.map((t) => t.message)).toEqual([
      '550 credits added: you have 1,100.',
    ]);
  });

  it('sends the browser to the checkout page of a pending purchase', async () => {
    serve({
      purchase: async () => ({
        purchase_id: 9,
        status: 'pending',
        checkout_url: 'https://checkout.example/s/1',
      }),
    });
    const goTo = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CreditsPage goTo={goTo} />);
    await user.click(await screen.findByRole('button', { name: 'Buy for €0.99: 100 credits' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://checkout.example/s/1'));
  });

  it('shows a refused purchase at the bundles and nothing else changes', async () => {
    serve({
      purchase: async () => {
        throw new ApiError(502, { detail: 'The payment provider did not answer. Nothing was charged.' });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CreditsPage />);
    await user.click(await screen.findByRole('button', { name: 'Buy for €0.99: 100 credits' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment provider did not answer.');
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('550');
  });

  it('on returning from checkout with ?purchase= says whether the credits arrived', async () => {
    serve();
    renderWithProviders(<CreditsPage />, { at: '/manager/market/drafts/credits?purchase=7' });
    expect(await screen.findByText('Your 550 credits have arrived.')).toBeInTheDocument();
  });

  it('looks again while a returning purchase waits for the provider, and shows its credits once they arrive', async () => {
    let answers = 0;
    serve({
      purchases: () => {
        answers += 1;
        return page([buildPurchase(7, { status: answers === 1 ? 'pending' : 'completed' })]);
      },
    });
    renderWithProviders(<CreditsPage />, { at: '/manager/market/drafts/credits?purchase=7' });
    expect(await screen.findByText('Waiting for the payment')).toBeInTheDocument();
    expect(
      await screen.findByText('Your 550 credits have arrived.', undefined, { timeout: 4_000 }),
    ).toBeInTheDocument();
  });

  it('lists the ledger in words with signed amounts and the balance after each, paged', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<CreditsPage />);
    const ledger = within(await screen.findByRole('region', { name: 'Movements' }));
    const rows = await ledger.findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/Draft opened.*−100.*Balance 550/);
    expect(rows[1]).toHaveTextContent(/Credits bought.*\+550.*Balance 650/);
    expect(rows[2]).toHaveTextContent(/Welcome gift.*\+100/);
    expect(ledger.getByRole('navigation', { name: 'Credit movement pages' })).toHaveTextContent(
      'Page 1 of 3',
    );
    await user.click(ledger.getByRole('button', { name: 'Older' }));
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith('creditLedger', expect.objectContaining({ query: { page: 2 } })),
    );
  });
});
