import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/index.ts';
import { buildEvent, pageOfEvents } from '../../features/events/event-fixtures.testing.ts';
import { answerCalls } from '../../testing/call-answers.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { QuickplayHomePage } from './quickplay-home-page.tsx';

type Options = { query?: Record<string, unknown> };
const callMock = vi.hoisted(() => vi.fn<(name: string, options?: Options) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

const cup = {
  id: 1,
  slug: 'winter-triple-crown',
  name: 'Winter Triple Crown',
  description: 'Three snow stops, one champion.',
  season: '2026',
  games_count: 3,
};

describe('Quickplay home (R2.23)', () => {
  afterEach(() => callMock.mockReset());

  it('lists the live events open to play and the cups, asking for quickplay data (R2.88)', async () => {
    answerCalls(callMock, {
      eventCalendar: pageOfEvents([buildEvent()]),
      quickplayCups: [cup],
    });
    renderWithProviders(<QuickplayHomePage />, { at: '/quickplay' });
    expect(screen.getByRole('heading', { level: 1, name: 'Quickplay' })).toBeInTheDocument();
    const open = await screen.findByRole('region', { name: 'Open to play' });
    expect(await within(open).findAllByRole('article')).toHaveLength(1);
    const link = await screen.findByRole('link', { name: /Winter Triple Crown/ });
    expect(link).toHaveAttribute('href', '/quickplay/winter-triple-crown');
    expect(link).toHaveTextContent('Season 2026 · 3 games');
    expect(callMock).toHaveBeenCalledWith(
      'eventCalendar',
      expect.objectContaining({ query: expect.objectContaining({ status: 'live', game_mode: 'quickplay' }) }),
    );
  });

  it('holds a page of event cards and a row of cups at their final size while they load (issue 10)', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    callMock.mockImplementation(async (name) => {
      await released;
      if (name === 'eventCalendar') return pageOfEvents([buildEvent()]);
      if (name === 'quickplayCups') return [cup];
      throw new Error(`unexpected call ${name}`);
    });
    const { container } = renderWithProviders(<QuickplayHomePage />, { at: '/quickplay' });

    const open = screen.getByRole('region', { name: 'Open to play' });
    expect(within(open).getByRole('status')).toHaveTextContent('Loading open games…');
    // A full page of cards (the calendar asks for 6), so the cups below do not move up and down.
    expect(open.querySelectorAll('[data-skeleton="event"]')).toHaveLength(6);
    expect(callMock).toHaveBeenCalledWith(
      'eventCalendar',
      expect.objectContaining({ query: expect.objectContaining({ page_size: 6 }) }),
    );
    const cups = screen.getByRole('region', { name: 'Cups' });
    expect(within(cups).getByRole('status')).toHaveTextContent('Loading cups…');
    expect(cups.querySelectorAll('[data-skeleton="cup"]')).toHaveLength(2);

    release();
    expect(await within(open).findAllByRole('article')).toHaveLength(1);
    expect(await within(cups).findByRole('link', { name: /Winter Triple Crown/ })).toBeInTheDocument();
    expect(container.querySelector('[data-skeleton]')).toBeNull();
  });

  it('says when no game is open and no cup exists yet', async () => {
    answerCalls(callMock, {
      eventCalendar: pageOfEvents([]),
      quickplayCups: [],
    });
    renderWithProviders(<QuickplayHomePage />, { at: '/quickplay' });
    expect(await screen.findByRole('heading', { name: 'No games are open right now' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No cups yet' })).toBeInTheDocument();
  });

  it('shows why the cups could not load and tries again on request', async () => {
    let cupCalls = 0;
    callMock.mockImplementation(async (name) => {
      if (name === 'eventCalendar') return pageOfEvents([]);
      if (name === 'quickplayCups') {
        cupCalls += 1;
        if (cupCalls === 1) throw new ApiError(503, { detail: 'The cups are resting.' });
        return [cup];
      }
      throw new Error(`unexpected call ${name}`);
    });
    renderWithProviders(<QuickplayHomePage />, { at: '/quickplay' });
    expect(await screen.findByRole('heading', { name: 'Could not load the cups' })).toBeInTheDocument();
    expect(screen.getByText('The cups are resting.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Winter Triple Crown/ })).toBeInTheDocument();
  });
});
