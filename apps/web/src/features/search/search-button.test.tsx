import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls } from '../../testing/call-answers.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { reloadRecentSearches } from './recent-searches.ts';
import { buildSearchResult } from './search.testing.ts';
import { SearchButton } from './search-button.tsx';
import { SearchHost } from './search-host.tsx';
import { closeSearch } from './search-store.ts';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

/** The top bar's button on a phone, the side bar's from 1024 px: a swap remounts them. */
function Bars() {
  const [wide, setWide] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setWide((value) => !value)}>
        Swap bars
      </button>
      {wide ? <SearchButton key="side" variant="field" /> : <SearchButton key="top" />}
      <SearchHost />
    </>
  );
}

describe('search overlay from the top bar', () => {
  beforeEach(() => {
    window.localStorage.clear();
    reloadRecentSearches();
    answerCalls(callMock, { coreSearch: buildSearchResult() });
  });
  afterEach(() => {
    act(() => closeSearch());
    callMock.mockReset();
  });

  it('opens the panel with focus in the field; Escape closes it and focus goes back to the button', async () => {
    renderWithProviders(
      <>
        <SearchButton />
        <SearchHost />
      </>,
      { at: '/manager' },
    );
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAttribute('data-presentation', 'fullscreen');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('R4.107: the panel resets and closes when the route changes', async () => {
    const { router } = renderWithProviders(
      <>
        <SearchButton />
        <SearchHost />
      </>,
      { at: '/manager' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search' }), 'kai');
    await userEvent.click(screen.getByRole('tab', { name: /^Athletes/ }));
    await act(() => router.navigate('/manager/market'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('tab', { name: /^Events/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('closes with its close button', async () => {
    renderWithProviders(
      <>
        <SearchButton />
        <SearchHost />
      </>,
      { at: '/manager' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps its query when the top bar and the side bar swap at 1024 px', async () => {
    renderWithProviders(<Bars />, { at: '/manager' });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search' }), 'kai');
    act(() => screen.getByRole('button', { name: 'Swap bars', hidden: true }).click());
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('kai');
  });

  it('is not offered on /search, which is the panel already', () => {
    renderWithProviders(<SearchButton />, { at: '/search' });
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
  });
});
