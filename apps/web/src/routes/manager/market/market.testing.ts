import type { CreditBundleView, Purchase } from '@shred/contract';
import { createElement, Fragment, type ReactElement } from 'react';
import { ConfirmHost } from '../../../features/modals/index.ts';
import { clearToasts } from '../../../features/toasts/index.ts';
import { renderWithProviders } from '../../../testing/render.tsx';

export {
  buildDraft,
  buildDraftDetail,
  buildOpening,
  POOL,
  SERVER_SEED,
} from '../../../features/drafts/drafts.testing.ts';
export {
  buildAlert,
  buildListing,
  buildOwnCard,
  CREDITS,
  listingPage,
} from '../../../features/market/market.testing.ts';

export const BUNDLES: CreditBundleView[] = [
  { id: 'handful', credits: 100, price_cents: 99, currency: 'EUR', label: 'Handful' },
  { id: 'stack', credits: 550, price_cents: 499, currency: 'EUR', label: 'Stack' },
  { id: 'vault', credits: 1200, price_cents: 999, currency: 'EUR', label: 'Vault' },
];

export function buildPurchase(id: number, overrides: Partial<Purchase> = {}): Purchase {
  return {
    id,
    bundle_id: 'stack',
    credits: 550,
    price_cents: 499,
    currency: 'EUR',
    status: 'completed',
    provider: 'dev',
    created_at: '2026-11-20T10:00:00.000Z',
    completed_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const page = <T>(results: T[], next: number | null = null, count = results.length) => ({
  count,
  next,
  results,
});

/** What a page passes to the mocked api client. */
export interface CallOptions {
  body?: unknown;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** A market page as the app shows it: its providers, its URL, and the host of its confirmations. */
export const renderMarketPage = (page: ReactElement, options: { at?: string; path?: string } = {}) =>
  renderWithProviders(createElement(Fragment, null, page, createElement(ConfirmHost)), options);

/** After each market test: no answers left from the last one, no toast still showing. */
export function resetMarket(callMock: { mockReset: () => void }): void {
  callMock.mockReset();
  clearToasts();
}
