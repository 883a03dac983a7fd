import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { MarketHomePage } from './market-home-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

describe('Market home (issue 13)', () => {
  afterEach(() => callMock.mockReset());

  it('shows the balance, leads to drafts, credits and fairness, and says listings come next without a dead link', async () => {
    callMock.mockImplementation(async (name) => {
      if (name === 'credits') return { balance: 1250, entries: [], extension_cost_per_game: {} };
      throw new Error(`unexpected call ${name}`);
    });
    renderWithProviders(<MarketHomePage />);
    await waitFor(() => expect(screen.getByTestId('credit-balance')).toHaveTextContent('1,250'));
    expect(screen.getByRole('link', { name: /Drafts/ })).toHaveAttribute('href', '/manager/market/drafts');
    expect(screen.getByRole('link', { name: /Buy credits/ })).toHaveAttribute(
      'href',
      '/manager/market/drafts/credits',
    );
    expect(screen.getByRole('link', { name: /Fairness/ })).toHaveAttribute(
      'href',
      '/manager/market/drafts/fairness',
    );
    const listings = screen.getByRole('region', { name: /Listings/ });
    expect(listings).toHaveTextContent('comes next');
    expect(listings.closest('a')).toBeNull();
  });
});
