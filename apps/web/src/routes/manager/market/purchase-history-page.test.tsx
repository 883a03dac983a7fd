import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteResult } from '../../../api/index.ts';
import { ApiError } from '../../../api/index.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { buildPurchase, type CallOptions, CREDITS, page } from './market.testing.ts';
import { PurchaseHistoryPage } from './purchase-history-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: CallOptions) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

function serve(purchases: (pageNumber: number) => Promise<RouteResult<'creditPurchases'>>) {
  answerCalls(callMock, {
    creditPurchases: (options) => purchases(Number(options?.query?.page)),
    credits: CREDITS(550),
  });
}

describe('Draft credit purchase history (R2.43)', () => {
  afterEach(() => callMock.mockReset());

  it('lists the purchases with credits, price and a status badge, paged', async () => {
    serve(async (n) =>
      n === 1
        ? page(
            [
              buildPurchase(3, { status: 'pending' }),
              buildPurchase(2, { status: 'expired', credits: 100, price_cents: 99 }),
              buildPurchase(1),
            ],
            2,
            21,
          )
        : page([buildPurchase(0, { status: 'failed' })], null, 21),
    );
    const user = userEvent.setup();
    renderWithProviders(<PurchaseHistoryPage />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/550 credits.*€4\.99.*Waiting for payment/);
    expect(rows[1]).toHaveTextContent(/100 credits.*€0\.99.*Expired/);
    expect(rows[2]).toHaveTextContent('Completed');
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(screen.getByText('Failed')).toHaveAttribute('data-status', 'failed'));
    expect(screen.getByRole('navigation', { name: 'Purchase pages' })).toHaveTextContent('Page 2 of 2');
  });

  it('offers Buy credits when there are no purchases, and a retry when they cannot load', async () => {
    serve(async () => page([]));
    const { unmount } = renderWithProviders(<PurchaseHistoryPage />);
    expect(await screen.findByRole('heading', { name: 'No purchases yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/manager/market/drafts/credits',
    );
    unmount();

    serve(async () => {
      throw new ApiError(500, { detail: 'Server error.' });
    });
    renderWithProviders(<PurchaseHistoryPage />);
    expect(await screen.findByRole('heading', { name: 'Could not load your purchases' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
