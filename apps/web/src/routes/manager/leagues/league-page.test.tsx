import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type RouteResult } from '../../../api/index.ts';
import { authStore } from '../../../features/auth/index.ts';
import {
  buildLeagueDetail,
  buildMember,
  buildStanding,
  type CallOptions,
  leaguePage,
  renderLeaguePage,
  resetLeagues,
} from '../../../features/leagues/leagues.testing.ts';
import { toastStore } from '../../../features/toasts/index.ts';
import { type Answers, answerCalls } from '../../../testing/call-answers.ts';
import { buildUser } from '../../../testing/fixtures.ts';
import { LeaguePage } from './league-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: CallOptions) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const ME = buildMember(1, 'demo');
const MIA = buildMember(2, 'mia_rides', { is_verified: true, level: { name: 'Pro' } });
const KAI = buildMember(3, 'kai_slides', { profile_type: { type: 'athlete', athlete_name: 'Kai Moreno' } });

type Standings = RouteResult<'leagueStandings'>;

function serve(
  league: ReturnType<typeof buildLeagueDetail>,
  standings: (page: number) => Standings | Promise<Standings>,
  handlers: Answers = {},
) {
  answerCalls(callMock, {
    leagueDetail: league,
    leagueStandings: (options) => standings(Number(options.query?.page ?? 1)),
    ...handlers,
  });
}

const at = { at: '/manager/leagues/crew-cup', path: '/manager/leagues/:slug' };

describe('League page (issue 15.2, R2.48)', () => {
  beforeEach(() => authStore.setState({ isInitialized: true, isAuthenticated: true, user: buildUser() }));
  afterEach(() => resetLeagues(callMock));

  it('shows the league: crest, name, description, members, owner; ties share a rank; every game counts', async () => {
    serve(buildLeagueDetail(), () => ({
      ...leaguePage([
        buildStanding(1, MIA, 120.5),
        buildStanding(1, ME, 120.5),
        buildStanding(3, KAI, 80, 1),
      ]),
      me: buildStanding(1, ME, 120.5),
    }));
    renderLeaguePage(<LeaguePage />, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'Crew Cup' })).toBeInTheDocument();
    expect(screen.getByText('Sunday riders only.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3 members' })).toHaveAttribute(
      'href',
      '/manager/leagues/crew-cup/members',
    );
    expect(screen.getByRole('link', { name: 'demo' })).toHaveAttribute('href', '/profile/demo');
    expect(screen.getByText(/Every game counts/)).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'League standings' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['1', '1', '3']);
    expect(rows[0]).toHaveTextContent('mia_rides');
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Pro');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]).toHaveTextContent('You');
    expect(rows[2]).toHaveTextContent('Kai Moreno');
    expect(rows[2]).toHaveTextContent('1 game');
    expect(screen.getByText(/You are/)).toHaveTextContent('You are 1st of 3 with 120.5 points.');
  });

  it("pins the viewer's own row when the page shown does not hold it, and pages 50 at a time", async () => {
    const others = Array.from({ length: 50 }, (_, i) =>
      buildStanding(i + 1, buildMember(100 + i, `rider_${i}`), 500 - i),
    );
    serve(buildLeagueDetail({ members_count: 80 }), (page) => ({
      ...leaguePage(page === 1 ? others : [], 80),
      me: buildStanding(72, ME, 3),
    }));
    const user = userEvent.setup();
    renderLeaguePage(<LeaguePage />, at);
    const table = await screen.findByRole('table', { name: 'League standings' });
    const pinned = within(table).getByRole('rowgroup', { name: 'Your row' });
    expect(pinned).toHaveTextContent('72');
    expect(pinned).toHaveTextContent('demo');
    expect(callMock).toHaveBeenCalledWith(
      'leagueStandings',
      expect.objectContaining({ query: { page: 1, page_size: 50 } }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith(
        'leagueStandings',
        expect.objectContaining({ query: { page: 2, page_size: 50 } }),
      ),
    );
  });

  it('lists the events and sports that count, and gives the owner settings', async () => {
    serve(
      buildLeagueDetail({
        events: [{ id: 4, slug: 'laax-open', name: 'Laax Open' }],
        sports: [{ slug: 'snowboarding', name: 'Snowboarding' }],
      }),
      () => ({ ...leaguePage([]), me: null }),
    );
    renderLeaguePage(<LeaguePage />, at);
    const counts = await screen.findByRole('region', { name: 'What counts' });
    expect(within(counts).getByRole('link', { name: 'Laax Open' })).toHaveAttribute(
      'href',
      '/manager/events/laax-open',
    );
    expect(counts).toHaveTextContent('Snowboarding');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/manager/leagues/crew-cup/settings',
    );
    expect(await screen.findByRole('heading', { name: 'No standings yet' })).toBeInTheDocument();
  });

  it('copies the invite link carrying my id', async () => {
    serve(buildLeagueDetail(), () => ({ ...leaguePage([]), me: null }));
    const user = userEvent.setup();
    // After setup: user-event puts a clipboard stub of its own on navigator.
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderLeaguePage(<LeaguePage />, at);
    const link = await screen.findByRole('textbox', { name: 'Invite link' });
    expect(link).toHaveValue(`${window.location.origin}/invite?league=crew-cup&inviterId=1`);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/invite?league=crew-cup&inviterId=1`);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('lets a visitor who is not a member join, without settings or an invite to share', async () => {
    const outsider = buildLeagueDetail({
      is_member: false,
      is_owner: false,
      my_rank: null,
      owner: { id: 2, username: 'mia_rides' },
    });
    let league = outsider;
    answerCalls(callMock, {
      leagueDetail: () => league,
      leagueStandings: { ...leaguePage([]), me: null },
      leagueJoin: () => {
        league = { ...outsider, is_member: true, members_count: 4 };
        return league;
      },
    });
    const user = userEvent.setup();
    renderLeaguePage(<LeaguePage />, at);
    await user.click(await screen.findByRole('button', { name: 'Join league' }));
    expect(callMock).toHaveBeenCalledWith('leagueJoin', { params: { slug: 'crew-cup' }, body: {} });
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Leave' })).toBeInTheDocument());
  });

  it('asks before a member leaves, then goes back to my leagues', async () => {
    serve(
      buildLeagueDetail({ is_owner: false, owner: { id: 2, username: 'mia_rides' } }),
      () => ({ ...leaguePage([]), me: null }),
      {
        leagueLeave: () => ({ left: true, closed: false }),
        leagueList: () => leaguePage([]),
      },
    );
    const user = userEvent.setup();
    const { router } = renderLeaguePage(<LeaguePage />, at);
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Leave Crew Cup?');
    await user.click(within(question).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/leagues'));
    expect(callMock).toHaveBeenCalledWith('leagueLeave', { params: { slug: 'crew-cup' } });
  });

  it('the last one out closes the league and still lands on my leagues, though the league is gone by then', async () => {
    let left = false;
    // Once closed the league answers 404 at once, while its standings take longer, as over a
    // network: the page has dropped the header before the leave has settled.
    serve(
      buildLeagueDetail({ members_count: 1 }),
      () =>
        left
          ? new Promise<Standings>((resolve) =>
              setTimeout(() => resolve({ ...leaguePage([]), me: null }), 100),
            )
          : { ...leaguePage([]), me: null },
      {
        leagueLeave: () => {
          left = true;
          return { left: true, closed: true };
        },
        leagueDetail: () => {
          if (left) throw new ApiError(404, { detail: 'Not found.' });
          return buildLeagueDetail({ members_count: 1 });
        },
        leagueList: () => leaguePage([]),
      },
    );
    const user = userEvent.setup();
    const { router } = renderLeaguePage(<LeaguePage />, at);
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('leaving closes the league for good');
    await user.click(within(question).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/leagues'));
    expect(toastStore.getState().toasts.map((shown) => shown.message)).toContain('Crew Cup is closed.');
  });

  it('says when the league does not exist', async () => {
    answerCalls(callMock, {
      leagueDetail: () => {
        throw new ApiError(404, { detail: 'Not found.' });
      },
    });
    renderLeaguePage(<LeaguePage />, at);
    expect(await screen.findByRole('heading', { name: 'League not found' })).toBeInTheDocument();
  });
});
