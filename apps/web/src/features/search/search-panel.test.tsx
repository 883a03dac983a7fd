import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type RouteResult } from '../../api/index.ts';
import { clearBreadcrumbs, readBreadcrumbs } from '../../platform/index.ts';
import { answerCalls } from '../../testing/call-answers.ts';
import { buildUser } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { authStore } from '../auth/index.ts';
import { buildMember } from '../leagues/leagues.testing.ts';
import { recentSearchesStore, reloadRecentSearches, rememberSearch } from './recent-searches.ts';
import { buildSearchEvent, buildSearchResult, NOTHING_FOUND } from './search.testing.ts';
import { SearchPanel } from './search-panel.tsx';
import { RECENT_SEARCHES_STORAGE_KEY } from './search-rules.ts';

const callMock = vi.hoisted(() =>
  vi.fn<(name: string, options?: { query?: { query?: string }; body?: unknown }) => Promise<unknown>>(),
);
vi.mock('../../api/call.ts', () => ({ call: callMock }));

const field = () => screen.getByRole('searchbox', { name: 'Search' });
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const signIn = (id: number) =>
  authStore.setState({ user: buildUser({ id }), isAuthenticated: true, isInitialized: true });
const searchedFor = () => callMock.mock.calls.map(([, options]) => options?.query?.query);

/** The search answers `result`; following and unfollowing answer the new state and count. */
const serve = (result: RouteResult<'coreSearch'>) =>
  answerCalls(callMock, {
    coreSearch: result,
    follow: { following: true, followers_count: 13 },
    unfollow: { following: false, followers_count: 12 },
  });

describe('search panel (spec §2 Search panel)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    reloadRecentSearches();
    clearBreadcrumbs();
  });
  afterEach(() => {
    vi.useRealTimers();
    callMock.mockReset();
    authStore.setState({ user: null, isAuthenticated: false, isInitialized: true });
  });

  it('R4.102: tabs Events, Athletes, Users, Leagues, Events selected; arrows, Home and End move along', async () => {
    renderWithProviders(<SearchPanel />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((item) => item.textContent)).toEqual(['Events', 'Athletes', 'Users', 'Leagues']);
    expect(screen.getByRole('tablist', { name: 'Search categories' })).toBeInTheDocument();
    expect(tab('Events')).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((item) => item.tabIndex)).toEqual([0, -1, -1, -1]);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Events');

    await userEvent.click(tab('Events'));
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Athletes')).toHaveFocus();
    expect(tab('Athletes')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(tab('Leagues')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Events')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Leagues')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(tab('Events')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Events');
  });

  it('R5.07, R5.09: nothing is asked below 3 characters; 3 are searched once the typing has paused 300 ms', async () => {
    vi.useFakeTimers();
    serve(NOTHING_FOUND);
    renderWithProviders(<SearchPanel />);
    // Typing fires input events; the build's Preact listens to those alone for onChange.
    fireEvent.input(field(), { target: { value: 'ka' } });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(callMock).not.toHaveBeenCalled();

    fireEvent.input(field(), { target: { value: 'kai' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.input(field(), { target: { value: 'kai l' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(callMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(callMock).toHaveBeenCalledTimes(1);
    expect(callMock).toHaveBeenCalledWith(
      'coreSearch',
      expect.objectContaining({ query: { query: 'kai l' } }),
    );
  });

  it('R4.106: a spinner shows while searching; then the tabs count the results and the live region says how many', async () => {
    let answer: (result: RouteResult<'coreSearch'>) => void = () => undefined;
    answerCalls(callMock, { coreSearch: () => new Promise((resolve) => (answer = resolve)) });
    renderWithProviders(<SearchPanel />);
    await userEvent.type(field(), 'kai');
    expect(await screen.findByRole('status')).toHaveTextContent('Searching…');
    act(() => answer(buildSearchResult()));

    await waitFor(() => expect(tab('Athletes')).toHaveTextContent('Athletes2'));
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
    expect(tab('Events')).toHaveTextContent('Events1');
    expect(tab('Users')).toHaveTextContent('Users1');
    expect(tab('Leagues')).toHaveTextContent('Leagues1');
    expect(screen.getByText('1 event')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(tab('Athletes'));
    expect(screen.getByText('2 athletes')).toHaveAttribute('aria-live', 'polite');
  });

  it('R2.160, R1.16: each category lists its items with a picture, each a link to its page', async () => {
    serve(buildSearchResult());
    renderWithProviders(<SearchPanel initialQuery="kai" />);
    const results = () => within(screen.getByRole('tabpanel'));

    expect(await results().findByRole('link', { name: 'Mundial Surf Pro' })).toHaveAttribute(
      'href',
      '/manager/events/mundial-surf-pro',
    );
    expect(results().getByRole('img', { name: 'Surfing: artwork for Mundial Surf Pro' })).toBeInTheDocument();
    expect(results().getByText('03 Dec – 07 Dec')).toBeInTheDocument();
    expect(results().getByText('Peniche, Portugal')).toBeInTheDocument();

    await userEvent.click(tab('Athletes'));
    expect(results().getByRole('link', { name: 'Kai Lenny' })).toHaveAttribute(
      'href',
      '/manager/market/athletes/42',
    );
    expect(results().getByRole('img', { name: 'Kai Lenny' })).toBeInTheDocument();
    expect(results().getAllByText('Surfing')).toHaveLength(2);

    await userEvent.click(tab('Users'));
    expect(results().getByRole('link', { name: 'kai_slides' })).toHaveAttribute(
      'href',
      '/profile/kai_slides',
    );
    expect(results().getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(results().getByText('Ripper')).toBeInTheDocument();

    await userEvent.click(tab('Leagues'));
    expect(results().getByRole('link', { name: /Kai Crew/ })).toHaveAttribute(
      'href',
      '/manager/leagues/kai-crew',
    );
    expect(results().getByText('3 members')).toBeInTheDocument();
  });

  it('R5.08: shortening the query below 3 characters clears the results', async () => {
    serve(buildSearchResult());
    renderWithProviders(<SearchPanel initialQuery="kai" />);
    expect(await screen.findByRole('link', { name: 'Mundial Surf Pro' })).toBeInTheDocument();

    fireEvent.input(field(), { target: { value: 'ka' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Mundial Surf Pro' })).toBeNull());
    expect(tab('Events')).not.toHaveTextContent('Events1');
    expect(callMock).toHaveBeenCalledTimes(1);
  });

  it("R4.108: each tab's empty text when nothing is found", async () => {
    serve(NOTHING_FOUND);
    renderWithProviders(<SearchPanel initialQuery="zzzq" />);
    expect(await screen.findByRole('heading', { name: 'No events found' })).toBeInTheDocument();
    for (const [name, text] of [
      ['Athletes', 'No athletes found'],
      ['Users', 'No users found'],
      ['Leagues', 'No leagues found'],
    ] as const) {
      await userEvent.click(tab(name));
      expect(screen.getByRole('heading', { name: text })).toBeInTheDocument();
      expect(tab(name)).toHaveTextContent(`${name}0`);
    }
  });

  it('R8.23: a failed search is logged and the panel shows the no-results state', async () => {
    answerCalls(callMock, {
      coreSearch: () => {
        throw new ApiError(500, { detail: 'Server error.' });
      },
    });
    renderWithProviders(<SearchPanel initialQuery="kai" />);
    expect(await screen.findByRole('heading', { name: 'No events found' })).toBeInTheDocument();
    expect(readBreadcrumbs()).toContainEqual(
      expect.objectContaining({ category: 'search', level: 'warning', message: 'Search for "kai" failed' }),
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('R4.103, R4.104: with an empty query the category lists its Recent Searches; a tap searches it again at once', async () => {
    rememberSearch('athletes', 'kai lenny');
    rememberSearch('athletes', 'carissa');
    serve(buildSearchResult());
    renderWithProviders(<SearchPanel />);
    expect(screen.queryByRole('heading', { name: 'Recent Searches' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Search Events' })).toBeInTheDocument();

    await userEvent.click(tab('Athletes'));
    const recent = screen.getByRole('region', { name: 'Recent Searches' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['carissa', 'kai lenny']);
    await userEvent.click(within(recent).getByRole('button', { name: 'kai lenny' }));
    expect(field()).toHaveValue('kai lenny');
    expect(searchedFor()).toEqual(['kai lenny']);
    expect(await screen.findByRole('link', { name: 'Kai Lenny' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(field()).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Recent Searches' })).toBeInTheDocument();
  });

  it('R4.105: a recent search can be removed, from the list and from storage', async () => {
    rememberSearch('events', 'mundial');
    rememberSearch('events', 'big air');
    renderWithProviders(<SearchPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove mundial from recent searches' }));
    expect(screen.queryByRole('button', { name: 'mundial' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'big air' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '{}').events).toEqual([
      'big air',
    ]);
  });

  it('R5.10: a search is kept in its category when a result is opened or Enter is pressed', async () => {
    serve(buildSearchResult());
    renderWithProviders(<SearchPanel />, { at: '/search', path: '/search' });
    await userEvent.type(field(), 'kai lemy{Enter}');
    expect(recentSearchesStore.getState().events).toEqual(['kai lemy']);
    await userEvent.click(tab('Athletes'));
    await userEvent.click(await screen.findByRole('link', { name: 'Kai Lenny' }));
    expect(recentSearchesStore.getState().athletes).toEqual(['kai lemy']);
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
  });

  it("R2.160: an event of one sport shows that sport's art; one of several sports, the neutral art", async () => {
    serve(
      buildSearchResult({
        events: [
          buildSearchEvent(),
          buildSearchEvent({
            id: 12,
            name: 'Mundial Multisport',
            slug: 'mundial-multisport',
            sports: [
              { name: 'Skateboarding', slug: 'skateboarding' },
              { name: 'Surfing', slug: 'surfing' },
            ],
          }),
          buildSearchEvent({ id: 13, name: 'Mundial Unsorted', slug: 'mundial-unsorted', sports: [] }),
        ],
      }),
    );
    renderWithProviders(<SearchPanel initialQuery="mundial" />);
    const art = (name: string) => screen.getByRole('img', { name }).parentElement;
    expect(
      await screen.findByRole('img', { name: 'Surfing: artwork for Mundial Surf Pro' }),
    ).toBeInTheDocument();
    expect(art('Surfing: artwork for Mundial Surf Pro')).toHaveAttribute('data-art', 'surfing');
    expect(art('Artwork for Mundial Multisport')).toHaveAttribute('data-art', 'none');
    expect(art('Artwork for Mundial Unsorted')).toHaveAttribute('data-art', 'none');
  });

  it('R4.95–R4.98: a user found has a Follow button beside the profile link, none on oneself or when signed out', async () => {
    signIn(9);
    serve(
      buildSearchResult({
        users: [
          buildMember(7, 'kai_slides', { follow_status: { following: false } }),
          buildMember(8, 'kai_rides', { follow_status: { following: true } }),
          buildMember(9, 'kai_me'),
        ],
      }),
    );
    renderWithProviders(<SearchPanel initialQuery="kai" />, { at: '/search', path: '/search' });
    await userEvent.click(tab('Users'));
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const [slides, rides, me] = rows.map((row) => within(row));
    expect(slides?.getByRole('button', { name: 'Follow kai_slides' })).toHaveTextContent('Follow');
    expect(rides?.getByRole('button', { name: 'Following kai_rides' })).toHaveTextContent('Following');
    expect(me?.queryByRole('button')).not.toBeInTheDocument();
    // The button is the link's sibling, never inside it (a button in a link is invalid HTML).
    for (const link of screen.getAllByRole('link')) expect(link.querySelector('button')).toBeNull();
    expect(me?.getByRole('link', { name: 'kai_me' })).toHaveAttribute('href', '/profile/kai_me');
  });

  it('R4.98: Follow on a result toggles without opening the profile, and the cached result keeps the new state', async () => {
    signIn(9);
    serve(
      buildSearchResult({ users: [buildMember(7, 'kai_slides', { follow_status: { following: false } })] }),
    );
    const { queryClient } = renderWithProviders(<SearchPanel initialQuery="kai" />, {
      at: '/search',
      path: '/search',
    });
    await userEvent.click(tab('Users'));
    await userEvent.click(await screen.findByRole('button', { name: 'Follow kai_slides' }));

    expect(await screen.findByRole('button', { name: 'Following kai_slides' })).toBeInTheDocument();
    expect(callMock).toHaveBeenCalledWith('follow', expect.objectContaining({ body: { target_user_id: 7 } }));
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
    expect(recentSearchesStore.getState().users).toEqual([]);
    expect(queryClient.getQueryData<RouteResult<'coreSearch'>>(['search', 'kai'])?.users).toEqual([
      expect.objectContaining({ id: 7, follow_status: { following: true } }),
    ]);
    expect(callMock.mock.calls.filter(([name]) => name === 'coreSearch')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Following kai_slides' }));
    expect(await screen.findByRole('button', { name: 'Follow kai_slides' })).toBeInTheDocument();
    expect(callMock).toHaveBeenCalledWith(
      'unfollow',
      expect.objectContaining({ body: { target_user_id: 7 } }),
    );
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
  });
});
