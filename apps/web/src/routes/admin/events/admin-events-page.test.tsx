import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteResult } from '../../../api/index.ts';
import { ApiError } from '../../../api/index.ts';
import { buildEvent, buildGameSummary, SPORTS } from '../../../features/admin-events/admin-events.testing.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { AdminEventsPage } from './admin-events-page.tsx';

type Options = { query?: Record<string, unknown> };
const callMock = vi.hoisted(() => vi.fn<(name: string, options?: Options) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const laax = buildEvent({
  fantasy_games: [
    buildGameSummary({ id: 1, status: 'OPN' }),
    buildGameSummary({ id: 2, status: 'OPN' }),
    buildGameSummary({ id: 3, status: 'CPL' }),
  ],
});
const pipeline = buildEvent({ id: 2, name: 'Pipeline Pro', slug: 'pipeline-pro', fantasy_games: [] });

function serve(list: (query: Record<string, unknown>) => RouteResult<'adminEventList'>) {
  answerCalls(callMock, {
    sportList: SPORTS,
    adminEventList: (options) => list(options?.query ?? {}),
  });
}

const listQueries = () =>
  callMock.mock.calls.filter(([name]) => name === 'adminEventList').map(([, o]) => o?.query);

describe('staff event list (R2.74, R2.87)', () => {
  afterEach(() => callMock.mockReset());

  it('shows each event with dates, place, its games by status and the ways in', async () => {
    serve(() => ({ count: 2, results: [laax, pipeline] }));
    renderWithProviders(<AdminEventsPage />, { at: '/admin/events' });
    const row = await screen.findByRole('article', { name: 'Laax Open' });
    expect(row).toHaveTextContent('18 Jan – 23 Jan');
    expect(row).toHaveTextContent('Laax, Switzerland');
    expect(row).toHaveTextContent('Games: 2 open · 1 complete');
    expect(screen.getByRole('link', { name: 'Edit Laax Open' })).toHaveAttribute(
      'href',
      '/admin/events/laax-open',
    );
    expect(screen.getByRole('link', { name: 'Refresh results of Laax Open' })).toHaveAttribute(
      'href',
      '/admin/events/laax-open/refresh',
    );
    expect(screen.getByRole('article', { name: 'Pipeline Pro' })).toHaveTextContent('No games yet');
    expect(screen.getByText('2 events')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New event' })).toHaveAttribute('href', '/admin/events/new');
  });

  it('keeps both of two filter changes made before the page renders again', async () => {
    serve(() => ({ count: 2, results: [laax, pipeline] }));
    const { router } = renderWithProviders(<AdminEventsPage />, { at: '/admin/events' });
    const sport = await screen.findByRole('combobox', { name: 'Sport' });
    await screen.findByRole('option', { name: 'Snowboarding' });
    act(() => {
      fireEvent.change(screen.getByLabelText('Phase'), { target: { value: 'past' } });
      fireEvent.change(sport, { target: { value: 'snowboarding' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?status=past&sport=snowboarding'));
  });

  it('searches once typing pauses, and filters by phase and sport, keeping them in the address', async () => {
    serve((query) => ({ count: query.q ? 1 : 2, results: query.q ? [laax] : [laax, pipeline] }));
    const { router } = renderWithProviders(<AdminEventsPage />, { at: '/admin/events' });
    // No pause between keys (a pause is a timer): on a busy machine a slow key would otherwise
    // settle a prefix legitimately, and the test below could not tell.
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('article', { name: 'Pipeline Pro' });
    await user.type(screen.getByLabelText('Search events'), 'laax');
    await waitFor(() => expect(router.state.location.search).toBe('?q=laax'));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Pipeline Pro' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('1 event match')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Phase'), 'live');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sport' }), 'snowboarding');
    await waitFor(() => expect(router.state.location.search).toBe('?q=laax&status=live&sport=snowboarding'));
    expect(listQueries().at(-1)).toMatchObject({ q: 'laax', status: 'live', sport: 'snowboarding', page: 1 });
    // Typing stops on every key, but only the settled words are asked for.
    expect(listQueries().map((q) => q?.q)).not.toContain('la');
  });

  it('offers to clear filters that match nothing, and to create the first event when there is none', async () => {
    serve(() => ({ count: 0, results: [] }));
    const { router } = renderWithProviders(<AdminEventsPage />, { at: '/admin/events?sport=surfing&q=pipe' });
    const user = userEvent.setup();
    expect(await screen.findByText('No events match')).toBeInTheDocument();
    expect(screen.getByLabelText('Search events')).toHaveValue('pipe');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Search events')).toHaveValue('');
  });

  it('loads more pages on request', async () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      buildEvent({ id: i + 1, name: `Stop ${i + 1}`, slug: `stop-${i + 1}` }),
    );
    serve((query) =>
      query.page === 1
        ? { count: 21, results: many }
        : { count: 21, results: [buildEvent({ id: 99, name: 'Stop 21' })] },
    );
    renderWithProviders(<AdminEventsPage />, { at: '/admin/events' });
    const user = userEvent.setup();
    expect(await screen.findByText('21 events · showing 20')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more events' }));
    expect(await screen.findByRole('article', { name: 'Stop 21' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more events' })).not.toBeInTheDocument();
  });

  it('says why the list failed, with a way to try again', async () => {
    serve(() => {
      throw new ApiError(500, { detail: 'The database is asleep.' });
    });
    renderWithProviders(<AdminEventsPage />, { at: '/admin/events' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the events');
    expect(alert).toHaveTextContent('The database is asleep.');
    serve(() => ({ count: 1, results: [laax] }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Laax Open' })).toBeInTheDocument();
  });
});
