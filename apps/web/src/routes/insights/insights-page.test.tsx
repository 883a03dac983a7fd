import type { EventInsights, InsightAthlete, MySubscription } from '@shred/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { authStore } from '../../features/auth/index.ts';
import { buildEvent } from '../../features/events/event-fixtures.testing.ts';
import { type Answers, answerCalls } from '../../testing/call-answers.ts';
import { buildUser } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { InsightsPage } from './insights-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

const NEED_PREMIUM =
  'Insights are part of Shred League Premium: start your free 7-day trial or subscribe on the Premium page to see them.';

const athlete = (id: number, first: string, ownership: number, captaincy: number): InsightAthlete => ({
  athlete_id: id,
  ownership,
  captaincy,
  teams: Math.round(ownership * 8),
  captains: Math.round(captaincy * 8),
  field: 8,
  slug: `${first.toLowerCase()}-rider`,
  first_name: first,
  last_name: 'Rider',
  name: `${first} Rider`,
  gender: 'W',
  avatar: null,
  nationality: { ioc: 'SUI' },
  primary_sport: { name: 'Snowboarding', slug: 'snowboarding' },
});

const insights = (over: Partial<EventInsights> = {}): EventInsights => {
  const athletes = [
    athlete(1, 'Anna', 0.875, 0.5),
    athlete(2, 'Bea', 0.75, 0.125),
    athlete(3, 'Cleo', 0.5, 0.25),
    athlete(4, 'Dana', 0.375, 0),
    athlete(5, 'Eve', 0.25, 0.125),
    athlete(6, 'Fay', 0.125, 0),
  ];
  return {
    event: {
      slug: 'laax-open',
      name: 'Laax Open',
      image: null,
      location: 'Laax',
      date_from: '2026-01-18',
      date_to: '2026-01-23',
      sports: [{ name: 'Snowboarding', slug: 'snowboarding' }],
    },
    athletes,
    most_picked: athletes.slice(0, 5),
    teams: 8,
    scored_teams: 8,
    average_score: 212.45,
    top_score: 388.5,
    games: [
      {
        id: 3,
        name: 'Slopestyle Women',
        status: 'CPL',
        sport: { name: 'Snowboarding', slug: 'snowboarding' },
        discipline: { name: 'Slopestyle', slug: 'slopestyle' },
        gender: 'W',
        teams: 8,
        scored_teams: 8,
        average_score: 212.45,
        top_score: 388.5,
      },
    ],
    ...over,
  };
};

const subscription = (over: Partial<MySubscription> = {}): MySubscription => ({
  status: 'none',
  plan: null,
  ends_at: null,
  trial_used: false,
  is_premium: false,
  provider: null,
  ...over,
});

function answer(routes: Answers) {
  answerCalls(callMock, routes);
}

const open = () =>
  renderWithProviders(<InsightsPage />, { at: '/insights/laax-open', path: '/insights/:eventStopSlug' });

const signIn = (premium: boolean) =>
  authStore.setState({
    user: buildUser({
      subscription: premium ? { plan: null, status: 'trial', ends_at: '2999-01-01T00:00:00Z' } : null,
    }),
    isAuthenticated: true,
    isInitialized: true,
  });

beforeEach(() => signIn(true));
afterEach(() => callMock.mockReset());

describe('/insights/{eventStopSlug} (R2.20, R1.13)', () => {
  it('shows a premium player the tiles, the five most picked and each athlete’s ownership and captain share', async () => {
    answer({
      eventDetail: () => buildEvent({ slug: 'laax-open', name: 'Laax Open' }),
      eventInsights: () => insights(),
    });
    open();
    const tiles = await screen.findByText('Average score');
    expect(tiles.parentElement).toHaveTextContent('212.45');
    expect(screen.getAllByText('Top score')[0]?.parentElement).toHaveTextContent('388.5');
    const mostPicked = screen.getAllByTestId('most-picked-athlete');
    expect(mostPicked).toHaveLength(5);
    expect(mostPicked[0]).toHaveTextContent('Anna Rider');
    expect(mostPicked[0]).toHaveTextContent('87.5%');
    expect(mostPicked[0]).toHaveTextContent('Captain of 50%');
    expect(within(mostPicked[0] as HTMLElement).getByRole('img', { name: 'Anna Rider' })).toBeInTheDocument();
    // The chart's numbers, as the table screen readers read.
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Anna Rider87.5%50%',
      'Bea Rider75%12.5%',
      'Cleo Rider50%25%',
      'Dana Rider37.5%0%',
      'Eve Rider25%12.5%',
      'Fay Rider12.5%0%',
    ]);
    expect(screen.getByRole('heading', { name: 'Slopestyle Women' })).toBeInTheDocument();
  });

  it('sorts the athletes by captain share on request', async () => {
    answer({ eventDetail: () => buildEvent({ slug: 'laax-open' }), eventInsights: () => insights() });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Captain' }));
    expect(screen.getByRole('button', { name: 'Captain' })).toHaveAttribute('aria-pressed', 'true');
    const names = within(screen.getByRole('table'))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['Anna Rider', 'Cleo Rider', 'Bea Rider', 'Eve Rider', 'Dana Rider', 'Fay Rider']);
  });

  it('offers the trial and the plans to a player without premium, saying why, without asking for the insights (R6.09)', async () => {
    signIn(false);
    answer({
      eventDetail: () => buildEvent({ slug: 'laax-open' }),
      mySubscription: () => subscription(),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'See how every manager picked' })).toBeInTheDocument();
    expect(screen.getByText(NEED_PREMIUM)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start 7-day free trial' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Premium plans' })).toHaveAttribute(
      'href',
      '/manager/subscribe',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(callMock.mock.calls.map(([name]) => name)).not.toContain('eventInsights');
  });

  it('shows the server’s refusal when it holds premium over before the page knows (R6.09)', async () => {
    answer({
      eventDetail: () => buildEvent({ slug: 'laax-open' }),
      eventInsights: () => Promise.reject(new ApiError(403, { detail: 'Your premium has ended.' })),
      mySubscription: () => subscription(),
    });
    open();
    expect(await screen.findByText('Your premium has ended.')).toBeInTheDocument();
  });

  it('sends a player whose trial is used to the plans', async () => {
    signIn(false);
    answer({
      eventDetail: () => buildEvent({ slug: 'laax-open' }),
      mySubscription: () => subscription({ trial_used: true, status: 'none' }),
    });
    open();
    expect(await screen.findByRole('link', { name: 'Go Premium' })).toHaveAttribute(
      'href',
      '/manager/subscribe',
    );
    expect(screen.queryByRole('button', { name: /free trial/ })).not.toBeInTheDocument();
  });

  it('says so when no team has been entered yet', async () => {
    answer({
      eventDetail: () => buildEvent({ slug: 'laax-open' }),
      eventInsights: () =>
        insights({
          athletes: [],
          most_picked: [],
          teams: 0,
          scored_teams: 0,
          average_score: 0,
          top_score: 0,
        }),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'No teams yet' })).toBeInTheDocument();
    expect(screen.queryByTestId('most-picked-athlete')).not.toBeInTheDocument();
  });

  it('says an unknown event does not exist', async () => {
    answer({
      eventDetail: () => Promise.reject(new ApiError(404, { detail: 'This event does not exist.' })),
      eventInsights: () => Promise.reject(new ApiError(404, { detail: 'This event does not exist.' })),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'This event does not exist' })).toBeInTheDocument();
  });
});
