import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/index.ts';
import { answerCalls } from '../../testing/call-answers.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { buildEvent, pageOfEvents } from './event-fixtures.testing.ts';
import { EventShelf } from './event-shelf.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: { query?: unknown }) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

const shelf = () => <EventShelf title="Live now" status="live" limit={3} empty="Nothing open." />;

describe('EventShelf (Manager Home)', () => {
  afterEach(() => callMock.mockReset());

  it('shows the first events as cards with the total, and links to the calendar for the rest', async () => {
    answerCalls(callMock, { eventCalendar: pageOfEvents([buildEvent()], 5) });
    renderWithProviders(shelf(), { at: '/manager' });
    const section = screen.getByRole('region', { name: /Live now/ });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading live now…');
    expect(
      await within(section).findByRole('article', { name: 'Powder Kings Invitational' }),
    ).toBeInTheDocument();
    expect(section).toHaveAccessibleName('Live now 5 events');
    expect(within(section).getByRole('link', { name: 'Event Calendar' })).toHaveAttribute(
      'href',
      '/manager/events',
    );
    expect(callMock).toHaveBeenCalledWith(
      'eventCalendar',
      expect.objectContaining({
        query: { status: 'live', page: 1, page_size: 3, game_mode: 'manager' },
      }),
    );
  });

  it('says when there is nothing to show, still linking to the calendar', async () => {
    answerCalls(callMock, { eventCalendar: pageOfEvents([]) });
    renderWithProviders(shelf(), { at: '/manager' });
    expect(await screen.findByText('Nothing open.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Event Calendar' })).toHaveAttribute('href', '/manager/events');
  });

  it('shows a failure with a retry', async () => {
    answerCalls(callMock, {
      eventCalendar: () => {
        throw new ApiError(503, { detail: 'Try later.' });
      },
    });
    renderWithProviders(shelf(), { at: '/manager' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load these events: Try later.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('loads the first picture of the shelf a page opens with at once, the others when scrolled near (issue 12.4)', async () => {
    answerCalls(callMock, {
      eventCalendar: pageOfEvents(
        [buildEvent(), buildEvent({ id: 2, slug: 'second', name: 'Second Stop' })],
        2,
      ),
    });
    renderWithProviders(<EventShelf title="Live now" status="live" limit={3} empty="-" firstScreen />, {
      at: '/manager',
    });
    const [first, second] = await screen.findAllByRole('article');
    expect(within(first as HTMLElement).getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(within(second as HTMLElement).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });
});
