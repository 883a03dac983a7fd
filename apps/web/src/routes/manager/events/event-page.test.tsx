import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteResult } from '../../../api/index.ts';
import { ApiError } from '../../../api/index.ts';
import { buildEvent, buildGame } from '../../../features/events/event-fixtures.testing.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { QuickplayEventPage } from '../../quickplay-events/quickplay-event-page.tsx';
import { ManagerEventPage } from './event-page.tsx';

type Options = { params?: { slug?: string }; query?: { game_mode?: string } };
const callMock = vi.hoisted(() => vi.fn<(name: string, options?: Options) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const event = buildEvent({
  sports: [
    { name: 'Snowboarding', slug: 'snowboarding' },
    { name: 'Freeskiing', slug: 'freeskiing' },
  ],
  fantasy_games: [
    buildGame({ id: 11, name: 'Slopestyle Men', user_team: { id: 7, score: 312.5, rank: 4 } }),
    buildGame({
      id: 12,
      name: 'Halfpipe Women',
      gender: 'W',
      discipline: { name: 'Halfpipe', slug: 'halfpipe' },
    }),
    buildGame({
      id: 13,
      name: 'Big Air Men',
      status: 'CPL',
      sport: { name: 'Freeskiing', slug: 'freeskiing' },
      discipline: { name: 'Big Air', slug: 'big-air' },
    }),
    buildGame({
      id: 14,
      name: 'Slopestyle Women',
      status: 'UPC',
      gender: 'W',
      opens_at: '2026-03-01T10:00:00.000Z',
      sport: { name: 'Freeskiing', slug: 'freeskiing' },
    }),
  ],
});

function serve(answer: () => RouteResult<'eventDetail'> = () => event) {
  answerCalls(callMock, {
    eventDetail: () => answer(),
  });
}

const game = (name: string) => screen.getByRole('article', { name });

describe('event page', () => {
  afterEach(() => callMock.mockReset());

  it('shows the header with dates, location and sports (R2.31, R4.94)', async () => {
    serve();
    renderWithProviders(<ManagerEventPage />, {
      at: '/manager/events/powder-kings-invitational',
      path: '/manager/events/:slug',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Powder Kings Invitational' }),
    ).toBeInTheDocument();
    expect(screen.getByText('08 Mar – 09 Mar')).toBeInTheDocument();
    expect(screen.getByText('Hakuba, Japan')).toBeInTheDocument();
    expect(callMock).toHaveBeenCalledWith(
      'eventDetail',
      expect.objectContaining({
        params: { slug: 'powder-kings-invitational' },
        query: { game_mode: 'manager' },
      }),
    );
    expect(screen.getByRole('link', { name: 'Event Calendar' })).toHaveAttribute('href', '/manager/events');
  });

  it('groups the games by sport, each with status, kind, rounds and the viewer’s team', async () => {
    serve();
    renderWithProviders(<ManagerEventPage />, {
      at: '/manager/events/powder-kings-invitational',
      path: '/manager/events/:slug',
    });
    const snowboarding = await screen.findByRole('region', { name: /^Snowboarding/ });
    expect(within(snowboarding).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('region', { name: /^Freeskiing/ })).toHaveTextContent('2 games');

    const slopestyle = game('Slopestyle Men');
    expect(within(slopestyle).getByText('Open')).toBeInTheDocument();
    expect(within(slopestyle).getByText('Snowboarding · Slopestyle · Men')).toBeInTheDocument();
    expect(within(slopestyle).getByRole('list', { name: 'Competitions' })).toHaveTextContent(
      /Qualifier.*Final/,
    );
    const team = within(slopestyle).getByLabelText('Your team');
    expect(team).toHaveTextContent('312.5');
    expect(team).toHaveTextContent('4th');
  });

  it('writes a team’s points as scored, to the hundredth, as its results do (322.65, not 322.7)', async () => {
    serve(() => ({
      ...event,
      fantasy_games: [
        buildGame({ id: 11, name: 'Slopestyle Men', user_team: { id: 7, score: 322.65, rank: 4 } }),
      ],
    }));
    renderWithProviders(<ManagerEventPage />, {
      at: '/manager/events/powder-kings-invitational',
      path: '/manager/events/:slug',
    });
    const team = await screen.findByLabelText('Your team');
    expect(team).toHaveTextContent('322.65');
  });

  it('offers Edit team, Play, results and the opening time by game state', async () => {
    serve();
    renderWithProviders(<ManagerEventPage />, {
      at: '/manager/events/powder-kings-invitational',
      path: '/manager/events/:slug',
    });
    await screen.findByRole('heading', { level: 1 });
    expect(within(game('Slopestyle Men')).getByRole('link', { name: 'Edit team' })).toHaveAttribute(
      'href',
      '/manager/events/powder-kings-invitational/11/play',
    );
    expect(within(game('Halfpipe Women')).getByRole('link', { name: 'Play' })).toHaveAttribute(
      'href',
      '/manager/events/powder-kings-invitational/12/play',
    );
    expect(within(game('Halfpipe Women')).getByText('No team yet')).toBeInTheDocument();
    expect(within(game('Big Air Men')).getByRole('link', { name: 'View Results' })).toHaveAttribute(
      'href',
      '/manager/events/powder-kings-invitational/results?game=13',
    );
    expect(within(game('Slopestyle Women')).getByText(/^Opens Sun 01 Mar/)).toBeInTheDocument();
    // Each game's name opens its game page.
    expect(within(game('Big Air Men')).getByRole('link', { name: 'Big Air Men' })).toHaveAttribute(
      'href',
      '/manager/events/powder-kings-invitational/13',
    );
    expect(screen.getByRole('link', { name: 'All results of this event' })).toHaveAttribute(
      'href',
      '/manager/events/powder-kings-invitational/results',
    );
  });

  it('serves quickplay Event Details with quickplay teams and links that keep the cup (R2.25, R2.90)', async () => {
    serve();
    renderWithProviders(<QuickplayEventPage />, {
      at: '/quickplay/events/powder-kings-invitational?quickplay_cup_slug=winter-triple-crown',
      path: '/quickplay/events/:slug',
    });
    await screen.findByRole('heading', { level: 1 });
    expect(callMock).toHaveBeenCalledWith(
      'eventDetail',
      expect.objectContaining({ query: { game_mode: 'quickplay' } }),
    );
    expect(within(game('Halfpipe Women')).getByRole('link', { name: 'Play' })).toHaveAttribute(
      'href',
      '/quickplay/events/powder-kings-invitational/12/play?quickplay_cup_slug=winter-triple-crown',
    );
    expect(within(game('Halfpipe Women')).getByRole('link', { name: 'Halfpipe Women' })).toHaveAttribute(
      'href',
      '/quickplay/events/powder-kings-invitational/12?quickplay_cup_slug=winter-triple-crown',
    );
    expect(screen.getByRole('link', { name: 'Back to the cup' })).toHaveAttribute(
      'href',
      '/quickplay/winter-triple-crown',
    );
  });

  it('says so when the event does not exist', async () => {
    serve(() => {
      throw new ApiError(404, { detail: 'This event does not exist.' });
    });
    renderWithProviders(<ManagerEventPage />, {
      at: '/manager/events/nowhere',
      path: '/manager/events/:slug',
    });
    expect(await screen.findByRole('heading', { name: 'This event does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Event Calendar' })).toHaveAttribute('href', '/manager/events');
  });

  it('shows other failures with a retry', async () => {
    serve(() => {
      throw new ApiError(500, { detail: 'Database asleep.' });
    });
    renderWithProviders(<ManagerEventPage />, { at: '/manager/events/x', path: '/manager/events/:slug' });
    expect(await screen.findByRole('heading', { name: 'Could not load this event' })).toBeInTheDocument();
    expect(screen.getByText('Database asleep.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says when an event has no games yet', async () => {
    serve(() => ({ ...event, fantasy_games: [] }));
    renderWithProviders(<ManagerEventPage />, { at: '/manager/events/x', path: '/manager/events/:slug' });
    expect(await screen.findByRole('heading', { name: 'No fantasy games yet' })).toBeInTheDocument();
  });
});
