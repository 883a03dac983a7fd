import { waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEvent, buildGame, buildGameDetail } from '../../../features/events/event-fixtures.testing.ts';
import { mergeMeta } from '../../../features/route-meta/route-meta.ts';
import { useDocumentTitle } from '../../../features/route-meta/use-route-meta.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { QuickplayEventPage } from '../../quickplay-events/quickplay-event-page.tsx';
import { QuickplayGamePage } from '../../quickplay-events/quickplay-game-page.tsx';
import { GameResultsPage } from '../results/game-results-page.tsx';
import { ManagerEventPage } from './event-page.tsx';
import { ManagerGamePage } from './game-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const event = buildEvent({
  name: 'Laax Open',
  slug: 'laax-open',
  fantasy_games: [buildGame({ id: 11, name: 'Slopestyle Men', status: 'CPL' })],
});
const game = buildGameDetail({
  id: 11,
  name: 'Slopestyle Men',
  event: { ...buildGameDetail().event, name: 'Laax Open', slug: 'laax-open' },
});

/** The shell's part: the document title of the page's route ('Event' until the page knows better). */
function Titled({ route, page }: { route: string; page: ReactElement }) {
  useDocumentTitle(mergeMeta([{ title: route }]));
  return page;
}

/** Serve the event and the game once `release` is called; the rest the pages ask for stays loading. */
function serveHeld() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const loading = () => new Promise<never>(() => {});
  answerCalls(callMock, {
    eventDetail: () => held.then(() => event),
    gameDetail: () => held.then(() => game),
    myTeams: { results: [] },
    eventPolls: loading,
    gameLeaderboard: loading,
  });
  return () => release();
}

describe("event, game and results pages title themselves with the event's name (spec §2, R2.128)", () => {
  afterEach(() => {
    callMock.mockReset();
    document.title = '';
  });

  const pages = [
    { page: <ManagerEventPage />, route: 'Event', at: '/manager/events/laax-open', own: 'Laax Open' },
    {
      page: <QuickplayEventPage />,
      route: 'Event Details',
      at: '/quickplay/events/laax-open',
      own: 'Laax Open',
    },
    {
      page: <ManagerGamePage />,
      route: 'Game',
      at: '/manager/events/laax-open/11',
      own: 'Slopestyle Men · Laax Open',
    },
    {
      page: <QuickplayGamePage />,
      route: 'Game Details',
      at: '/quickplay/events/laax-open/11',
      own: 'Slopestyle Men · Laax Open',
    },
    {
      page: <GameResultsPage />,
      route: 'Game Results',
      at: '/manager/events/laax-open/results',
      own: 'Results · Laax Open',
    },
  ];

  it.each(pages)('$at: "$route" while loading, then "$own"', async ({ page, route, at, own }) => {
    const release = serveHeld();
    const path = at.replace('laax-open', ':slug').replace('/11', '/:gameId');
    renderWithProviders(<Titled route={route} page={page} />, { at, path });
    expect(document.title).toBe(`${route} - Shred League`);
    release();
    await waitFor(() => expect(document.title).toBe(`${own} - Shred League`));
  });
});
