import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteResult } from '../../../api/index.ts';
import { ApiError } from '../../../api/index.ts';
import { buildEvent, buildGame, pageOfEvents } from '../../../features/events/event-fixtures.testing.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { EventCalendarPage } from './event-calendar-page.tsx';

type Query = { status?: string; page?: number; page_size?: number; sport?: string; game_mode?: string };
const callMock = vi.hoisted(() => vi.fn<(name: string, options?: { query?: Query }) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const SPORTS = [
  { id: 1, name: 'Snowboarding', slug: 'snowboarding', disciplines: [] },
  { id: 2, name: 'Surfing', slug: 'surfing', disciplines: [] },
];

const live = buildEvent();
const upcoming = buildEvent({
  id: 2,
  name: 'Halfpipe Horizons',
  slug: 'halfpipe-horizons',
  date_from: '2099-01-10',
  date_to: '2099-01-12',
  fantasy_games: [buildGame({ status: 'UPC' })],
});
const pastEvents = Array.from({ length: 14 }, (_, i) =>
  buildEvent({
    id: 100 + i,
    name: `Past Stop ${i + 1}`,
    slug: `past-stop-${i + 1}`,
    date_from: '2020-01-01',
    date_to: '2020-01-02',
    fantasy_games: [buildGame({ status: 'CPL' })],
  }),
);

function serve(calendar: (query: Query) => RouteResult<'eventCalendar'> = defaultCalendar) {
  answerCalls(callMock, {
    sportList: SPORTS,
    eventCalendar: (options) => calendar((options.query ?? {}) as Query),
  });
}

function defaultCalendar(query: Query) {
  if (query.status === 'live') return pageOfEvents(query.sport === 'surfing' ? [] : [live]);
  if (query.status === 'upcoming') return pageOfEvents([upcoming]);
  const size = query.page_size ?? 12;
  const start = ((query.page ?? 1) - 1) * size;
  return pageOfEvents(pastEvents.slice(start, start + size), pastEvents.length);
}

const calendarCalls = () =>
  callMock.mock.calls.filter(([name]) => name === 'eventCalendar').map(([, o]) => o?.query);

describe('Event Calendar (R2.30)', () => {
  afterEach(() => callMock.mockReset());

  it('opens on the Live tab with the live events of every sport, asked for in manager mode', async () => {
    serve();
    renderWithProviders(<EventCalendarPage />, { at: '/manager/events' });
    expect(screen.getByRole('heading', { level: 1, name: 'Event Calendar' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Live' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Live' });
    expect(
      await within(panel).findByRole('article', { name: 'Powder Kings Invitational' }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Showing 1 of 1 event')).toBeInTheDocument();
    expect(calendarCalls()[0]).toEqual({ status: 'live', page: 1, page_size: 12, game_mode: 'manager' });
  });

  it('switches tabs by click and by arrow keys', async () => {
    serve();
    renderWithProviders(<EventCalendarPage />, { at: '/manager/events' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(await screen.findByRole('article', { name: 'Halfpipe Horizons' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveFocus();
    expect(await screen.findByRole('article', { name: 'Past Stop 1' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Live' })).toHaveAttribute('aria-selected', 'true');
  });

  it('loads past events page by page with Load more until all are shown', async () => {
    serve();
    renderWithProviders(<EventCalendarPage />, { at: '/manager/events' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByText('Showing 12 of 14 events')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 14 of 14 events')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calendarCalls().at(-1)).toMatchObject({ status: 'past', page: 2 });
  });

  it('filters by sport from GET sports/, with an empty state that offers every sport again', async () => {
    serve();
    renderWithProviders(<EventCalendarPage />, { at: '/manager/events' });
    const user = userEvent.setup();
    const sports = await screen.findByRole('group', { name: 'Sport' });
    expect(within(sports).getByRole('button', { name: 'All sports' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(sports).getByRole('button', { name: 'Surfing' }));
    expect(within(sports).getByRole('button', { name: 'Surfing' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      await screen.findByRole('heading', { name: 'No games open right now in Surfing' }),
    ).toBeInTheDocument();
    expect(calendarCalls().at(-1)).toMatchObject({ status: 'live', sport: 'surfing' });

    await user.click(screen.getByRole('button', { name: 'Show all sports' }));
    expect(await screen.findByRole('article', { name: 'Powder Kings Invitational' })).toBeInTheDocument();
    expect(within(sports).getByRole('button', { name: 'All sports' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says when nothing is live and leads to the upcoming events', async () => {
    serve((query) => (query.status === 'live' ? pageOfEvents([]) : defaultCalendar(query)));
    renderWithProviders(<EventCalendarPage />, { at: '/manager/events' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'No games open right now' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See upcoming events' }));
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Halfpipe Horizons' })).toBeInTheDocument();
  });

  it('shows the error with a retry when the calendar cannot load', async () => {
    let fail = true;
    serve((query) => {
      if (fail) throw new ApiError(503, { detail: 'The calendar is resting.' });
      return defaultCalendar(query);
    });
    renderWithProviders(<EventCalendarPage />, { at: '/manager/events' });
    expect(await screen.findByRole('heading', { name: 'Could not load the events' })).toBeInTheDocument();
    expect(screen.getByText('The calendar is resting.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Powder Kings Invitational' })).toBeInTheDocument(),
    );
  });
});
