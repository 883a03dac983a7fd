import type { FantasyStats } from '@shred/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/index.ts';
import { authStore, INITIAL_AUTH_STATE } from '../../features/auth/auth-store.ts';
import { buildScoreLine } from '../../features/results/results.testing.ts';
import { shareStore } from '../../features/share/index.ts';
import { answerCalls } from '../../testing/call-answers.ts';
import { buildUser } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { FantasyStatsPage } from './fantasy-stats-page.tsx';

type Options = { params?: { id?: number }; query?: { username?: string; mode?: string } };
const callMock = vi.hoisted(() => vi.fn<(name: string, options?: Options) => Promise<unknown>>());
vi.mock('../../api/call.ts', () => ({ call: callMock }));

const captain = buildScoreLine({
  athlete_name: 'Sky Brown',
  is_captain: true,
  captain_multiplier: 1.5,
  line_total: 150,
});
const stats = (overrides: Partial<FantasyStats> = {}): FantasyStats => ({
  game: {
    id: 1,
    name: 'Slopestyle Men',
    status: 'CPL',
    event: { slug: 'frostline-open', name: 'Frostline Open' },
  },
  mode: 'manager',
  entries: 68,
  team: {
    team_id: 9,
    username: 'kai_slides',
    score: 412.5,
    rank: 3,
    top_percent: 5,
    captain,
    top_picks: [
      captain,
      buildScoreLine({ athlete_id: 2, athlete_name: 'Yuto Horigome', place: 2, line_total: 80 }),
      buildScoreLine({ athlete_id: 3, athlete_name: 'Rayssa Leal', place: 4, line_total: 55 }),
    ],
    lines: [],
    hidden_picks: 0,
  },
  ...overrides,
});

/** The card as another manager sees a team whose picks have not all locked (issue 11.1). */
const hiding = (shown: Partial<NonNullable<FantasyStats['team']>>): FantasyStats => {
  const base = stats({ game: { ...stats().game, status: 'OPN' } });
  return { ...base, team: base.team && { ...base.team, ...shown } };
};

const open = (at: string) =>
  renderWithProviders(<FantasyStatsPage />, { at, path: '/graphics/fantasy-stats/:gameId' });

describe('fantasy stats graphic page (R2.21)', () => {
  afterEach(() => {
    callMock.mockReset();
    authStore.setState(INITIAL_AUTH_STATE);
    shareStore.setState({ options: null });
  });

  it("shows the named manager's card: score, rank, Top n %, captain and top 3 picks", async () => {
    answerCalls(callMock, { fantasyStats: stats() });
    open('/graphics/fantasy-stats/1?username=kai_slides&mode=manager');
    const card = await screen.findByRole('article', { name: 'Fantasy stats of @kai_slides' });
    expect(within(card).getByRole('heading', { name: 'Frostline Open' })).toBeInTheDocument();
    for (const text of [
      'Slopestyle Men',
      'MANAGER',
      '412.5',
      '#3',
      'of 68 entries',
      '5%',
      'Sky Brown',
      'Yuto Horigome',
      'Rayssa Leal',
    ])
      expect(card, text).toHaveTextContent(text);
    expect(within(card).getAllByText('CAPTAIN')).toHaveLength(1);
    expect(callMock).toHaveBeenCalledWith(
      'fantasyStats',
      expect.objectContaining({
        params: { id: 1 },
        query: { mode: 'manager', username: 'kai_slides' },
      }),
    );
  });

  it('says where the rank stands once, by one rule: Top n % of the entries, no second percentile (R2.21)', async () => {
    const base = stats();
    answerCalls(callMock, {
      fantasyStats: { ...base, entries: 67, team: base.team && { ...base.team, rank: 66, top_percent: 99 } },
    });
    open('/graphics/fantasy-stats/1?username=kai_slides&mode=manager');
    const card = await screen.findByRole('article', { name: 'Fantasy stats of @kai_slides' });
    expect(within(card).getByText('Top').nextSibling).toHaveTextContent('99%');
    expect(card).not.toHaveTextContent(/percentile/i);
    expect(card).not.toHaveTextContent('1.5%');
  });

  it('downloads the server-drawn PNG and shares the link of the shown manager', async () => {
    authStore.setState({ user: buildUser({ username: 'demo' }), isAuthenticated: true, isInitialized: true });
    answerCalls(callMock, { fantasyStats: stats() });
    open('/graphics/fantasy-stats/1?username=kai_slides&mode=manager');
    const download = await screen.findByRole('link', { name: 'Download image' });
    expect(download).toHaveAttribute(
      'href',
      '/api/games/1/fantasy-stats/image/?username=kai_slides&mode=manager',
    );
    expect(download).toHaveAttribute('download', 'shred-league-fantasy-stats-1.png');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const options = shareStore.getState().options;
    expect(options?.title).toBe('Share this result');
    expect(options?.content.url).toBe(
      `${window.location.origin}/graphics/fantasy-stats/1?username=kai_slides&mode=manager`,
    );
  });

  it('shows my own card without a username, and shares it as mine under my name', async () => {
    authStore.setState({
      user: buildUser({ username: 'kai_slides' }),
      isAuthenticated: true,
      isInitialized: true,
    });
    answerCalls(callMock, { fantasyStats: stats() });
    open('/graphics/fantasy-stats/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(shareStore.getState().options?.title).toBe('Share your result');
    expect(shareStore.getState().options?.content.url).toContain('username=kai_slides');
  });

  it('shows a padlock, not an empty team, while none of the picks has locked (issue 11.1)', async () => {
    answerCalls(callMock, { fantasyStats: hiding({ captain: null, top_picks: [], hidden_picks: 5 }) });
    open('/graphics/fantasy-stats/1?username=kai_slides&mode=manager');
    const card = await screen.findByRole('article', { name: 'Fantasy stats of @kai_slides' });
    expect(within(card).getByText('Line-up revealed at lock')).toBeInTheDocument();
    expect(card).toHaveTextContent('5 picks show as their competitions start');
    // Score and standing still show; no captain, no pick, no empty list.
    expect(card).toHaveTextContent('412.5');
    expect(card).toHaveTextContent('#3');
    expect(card).not.toHaveTextContent('CAPTAIN');
    expect(card).not.toHaveTextContent('TOP PICKS');
  });

  it('shows the locked picks, a padlock for a captain not locked yet, and counts the hidden picks (issue 11.1)', async () => {
    answerCalls(callMock, {
      fantasyStats: hiding({
        captain: null,
        top_picks: [
          buildScoreLine({ athlete_id: 2, athlete_name: 'Yuto Horigome', place: 2, line_total: 80 }),
        ],
        hidden_picks: 4,
      }),
    });
    open('/graphics/fantasy-stats/1?username=kai_slides&mode=manager');
    const card = await screen.findByRole('article', { name: 'Fantasy stats of @kai_slides' });
    expect(within(card).getByText('Captain revealed at lock')).toBeInTheDocument();
    expect(card).toHaveTextContent('4 picks revealed at lock');
    expect(card).toHaveTextContent('Yuto Horigome');
    expect(card).not.toHaveTextContent('Sky Brown');
    expect(card).not.toHaveTextContent('Line-up revealed at lock');
  });

  it('says nothing of locks when every pick shows (issue 11.1)', async () => {
    answerCalls(callMock, { fantasyStats: stats() });
    open('/graphics/fantasy-stats/1?username=kai_slides&mode=manager');
    const card = await screen.findByRole('article', { name: 'Fantasy stats of @kai_slides' });
    expect(card).not.toHaveTextContent(/revealed at lock/);
  });

  it('says when the manager had no team, and leads to the game', async () => {
    answerCalls(callMock, { fantasyStats: stats({ team: null }) });
    open('/graphics/fantasy-stats/1?username=newbie');
    expect(await screen.findByText('No team in this game')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the game' })).toHaveAttribute(
      'href',
      '/manager/events/frostline-open/1',
    );
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('explains an unknown game or manager, and a malformed link', async () => {
    answerCalls(callMock, {
      fantasyStats: () => {
        throw new ApiError(404, { detail: 'No manager has this username.' });
      },
    });
    open('/graphics/fantasy-stats/1?username=ghost');
    expect(await screen.findByRole('heading', { name: 'No stats to show here' })).toBeInTheDocument();
    expect(screen.getByText('No manager has this username.')).toBeInTheDocument();
    open('/graphics/fantasy-stats/abc');
    expect(await screen.findByText('This link does not name a game.')).toBeInTheDocument();
  });
});
