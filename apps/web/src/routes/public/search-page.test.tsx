import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadRecentSearches } from '../../features/search/recent-searches.ts';
import { buildSearchResult } from '../../features/search/search.testing.ts';
import { answerCalls } from '../../testing/call-answers.ts';
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
    answerCalls(callMock, { coreSearch: buildSearchResult() });
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

  it('R2.98: typing keeps the searched query in ?query=, replacing the entry, so Back leaves the page', async () => {
    answerCalls(callMock, { coreSearch: buildSearchResult() });
    const { router } = renderWithProviders(<SearchPage />, { at: '/', path: '/search' });
    await act(() => router.navigate('/search'));
    const field = screen.getByRole('searchbox', { name: 'Search' });

    await userEvent.type(field, 'kai');
    // The address follows the search, not each key: nothing before the 300 ms pause.
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?query=kai'));
    expect(router.state.historyAction).toBe('REPLACE');

    await userEvent.type(field, ' lenny');
    await waitFor(() => expect(router.state.location.search).toBe('?query=kai+lenny'));
    expect(field).toHaveFocus();

    await userEvent.clear(field);
    await waitFor(() => expect(router.state.location.search).toBe(''));

    await userEvent.type(field, 'mundial');
    await waitFor(() => expect(router.state.location.search).toBe('?query=mundial'));
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
  });

  it('R2.98: an address with a query opens with it and is left as it is', async () => {
    answerCalls(callMock, { coreSearch: buildSearchResult() });
    const { router } = renderWithProviders(<SearchPage />, { at: '/search?query=kai', path: '/search' });
    expect(await screen.findByRole('link', { name: 'Mundial Surf Pro' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?query=kai');
    expect(router.state.historyAction).toBe('POP');
  });
});
