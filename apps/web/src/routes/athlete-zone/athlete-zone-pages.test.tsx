import type { AthleteZoneGame, AthleteZoneGameInsights, AthleteZoneOverview } from '@shred/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { answerCalls } from '../../testing/call-answers.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { AthleteGamePage } from './athlete-game-page.tsx';
import { AthleteZonePage } from './athlete-zone-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

const athlete: AthleteZoneOverview['athlete'] = {
  id: 9,
  slug: 'finn-kingi',
  first_name: 'Finn',
  last_name: 'Kingi',
  avatar: null,
  gender: 'M',
  primary_sport: { name: 'Freeski', slug: 'freeskiing' },
  nationality: { ioc: 'NZL' },
  aspi: 81,
  owned_instances: [],
};
const game = (over: Partial<AthleteZoneGame> = {}): AthleteZoneGame => ({
  id: 6,
  name: 'Slopestyle Men',
  status: 'CPL',
  event: { slug: 'mammoth', name: 'Mammoth Grand Prix', date_from: '2026-02-10' },
  points: 85,
  place: 2,
  entries: 49,
  teams: 36,
  captains: 6,
  ownership: 36 / 49,
  captaincy: 6 / 49,
  revealed: true,
  ...over,
});
const overview: AthleteZoneOverview = {
  athlete,
  season: '2026',
  totals: {
    games: 2,
    points: 155,
    best_place: 2,
    managers: 48,
    teams: 68,
    captains: 12,
    ownership: 0.66,
    captaincy: 0.1165,
  },
  games: [
    game({ id: 29, status: 'UPC', points: null, place: null, revealed: false, teams: 0, ownership: 0 }),
    game(),
  ],
  market: {
    active_listings: 3,
    lowest_price: 42,
    recent_sales: [{ price: 55, tier: 'rare', sold_at: '2026-11-01T10:00:00Z' }],
  },
};

afterEach(() => callMock.mockReset());

describe('/athlete-zone (R2.64, R6.04)', () => {
  it('shows how managers pick the athlete, their games linking to Competition Insights, and their market (R2.88)', async () => {
    answerCalls(callMock, { athleteZoneOverview: overview });
    renderWithProviders(<AthleteZonePage />, { at: '/athlete-zone', path: '/athlete-zone' });
    expect(await screen.findByText('Picked by 48 managers in 2026')).toBeInTheDocument();
    expect(screen.getByText('66%')).toBeInTheDocument();
    expect(screen.getByText('11.7%')).toBeInTheDocument();
    expect(screen.getByText('2nd')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'My fantasy points per game' })).toBeInTheDocument();
    const games = within(screen.getByRole('region', { name: 'My games' })).getAllByRole('link');
    expect(games.map((a) => a.getAttribute('href'))).toEqual([
      '/athlete-zone/game/29',
      '/athlete-zone/game/6',
    ]);
    // The coming game's picks are still private.
    expect(within(games[0] as HTMLElement).getAllByText('At lock')).toHaveLength(2);
    const market = screen.getByRole('region', { name: 'My cards on the market' });
    expect(within(market).getByText('42')).toBeInTheDocument();
    expect(within(market).getByText('55 credits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Social Assets' })).toHaveAttribute(
      'href',
      '/athlete-zone/assets',
    );
  });

  it('explains the zone to a signed-in player the server does not know as an athlete', async () => {
    answerCalls(callMock, {
      athleteZoneOverview: () => {
        throw new ApiError(403, {
          detail: 'The athlete zone is for athletes: staff link an athlete’s profile.',
        });
      },
      athleteClaimMine: { claim: null },
    });
    renderWithProviders(<AthleteZonePage />, { at: '/athlete-zone', path: '/athlete-zone' });
    expect(
      await screen.findByRole('heading', { name: 'The athlete zone is for athletes' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/staff link an athlete’s profile/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Social Assets' })).not.toBeInTheDocument();
  });
});

describe('/athlete-zone/game/{id} (R2.66)', () => {
  const insights: AthleteZoneGameInsights = {
    athlete,
    game: game(),
    ownership_rank: 1,
    startlist_size: 16,
    average_score: 371.55,
    top_score: 479,
    most_picked: [
      {
        athlete_id: 9,
        slug: 'finn-kingi',
        first_name: 'Finn',
        last_name: 'Kingi',
        gender: 'M',
        sport: 'freeskiing',
        ownership: 0.73,
        captaincy: 0.12,
        is_me: true,
      },
      {
        athlete_id: 4,
        slug: 'nico-egli',
        first_name: 'Nico',
        last_name: 'Egli',
        gender: 'M',
        sport: 'freeskiing',
        ownership: 0.63,
        captaincy: 0.2,
        is_me: false,
      },
    ],
  };

  it('shows ownership, its rank, captaincy, points, team scores and the most picked', async () => {
    answerCalls(callMock, { athleteZoneGame: insights });
    renderWithProviders(<AthleteGamePage />, { at: '/athlete-zone/game/6', path: '/athlete-zone/game/:id' });
    expect(await screen.findByText('#1')).toBeInTheDocument();
    expect(callMock).toHaveBeenCalledWith('athleteZoneGame', expect.objectContaining({ params: { id: 6 } }));
    expect(screen.getByText('36 of 49 teams')).toBeInTheDocument();
    expect(screen.getByText('of 16 on the startlist')).toBeInTheDocument();
    expect(screen.getByText('371.55')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Most picked in this game' })).toBeInTheDocument();
    expect(screen.getAllByText(/Finn Kingi/).length).toBeGreaterThan(0);
  });

  it('adds the athlete after the five most picked when they are not among them', async () => {
    answerCalls(callMock, {
      athleteZoneGame: { ...insights, ownership_rank: 7, most_picked: insights.most_picked.slice(1) },
    });
    renderWithProviders(<AthleteGamePage />, { at: '/athlete-zone/game/6', path: '/athlete-zone/game/:id' });
    expect(await screen.findByText('#7')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Most picked in this game' })).getAllByRole('row');
    expect(rows.at(-1)).toHaveTextContent('Finn Kingi (me)');
  });

  it('says so when the athlete is not on the game’s startlist', async () => {
    answerCalls(callMock, {
      athleteZoneGame: () => {
        throw new ApiError(404, { detail: 'You are not on this game’s startlist.' });
      },
    });
    renderWithProviders(<AthleteGamePage />, { at: '/athlete-zone/game/77', path: '/athlete-zone/game/:id' });
    expect(await screen.findByRole('heading', { name: 'Not one of your games' })).toBeInTheDocument();
  });
});
