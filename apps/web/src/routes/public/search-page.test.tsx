import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadRecentSearches } from '../../features/search/recent-searches.ts';
import { buildSearchResult } from '../../features/search/search.testing.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { SearchPage } from './search-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

describe('/search page (A3, R2.98)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    reloadRecentSearches();
  });
  afterEach(() => callMock.mockReset());

  it('shows the panel as a page and searches the ?query= it was opened with', async () => {
    callMock.mockResolvedValue(buildSearchResult());
    renderWithProviders(<SearchPage />, { at: '/search?query=kai%20lenny' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('kai lenny');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith(
        'coreSearch',
        expect.objectContaining({ query: { query: 'kai lenny' } }),
      ),
    );
    expect(await screen.findByRole('link', { name: 'Mundial Surf Pro' })).toBeInTheDocument();
  });

  it('starts empty without a query, asking for 3 characters', () => {
    renderWithProviders(<SearchPage />, { at: '/search' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByText(/Type at least 3 characters/)).toBeInTheDocument();
    expect(callMock).not.toHaveBeenCalled();
  });
});
