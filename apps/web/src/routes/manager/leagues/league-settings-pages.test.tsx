import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/index.ts';
import { authStore } from '../../../features/auth/index.ts';
import {
  buildLeagueDetail,
  buildMember,
  type CallOptions,
  leaguePage,
  renderLeaguePage,
  resetLeagues,
} from '../../../features/leagues/leagues.testing.ts';
import { toastStore } from '../../../features/toasts/index.ts';
import { type Answers, answerCalls } from '../../../testing/call-answers.ts';
import { buildUser } from '../../../testing/fixtures.ts';
import { LeagueMembersPage } from './league-members-page.tsx';
import { LeagueSettingsPage } from './league-settings.tsx';
import {
  LeagueDetailsSettingsPage,
  LeagueEventsSettingsPage,
  LeagueSportsSettingsPage,
} from './league-settings-pages.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: CallOptions) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const OWNED = buildLeagueDetail();
const MEMBERS = leaguePage([buildMember(1, 'demo'), buildMember(2, 'mia_rides', { is_verified: true })]);

function serve(league = OWNED, handlers: Answers = {}) {
  answerCalls(callMock, { leagueDetail: league, leagueMembers: MEMBERS, ...handlers });
}

const at = (path: string) => ({
  at: `/manager/leagues/crew-cup${path}`,
  path: `/manager/leagues/:slug${path}`,
});

describe('League members and settings (issue 15.2, R2.49–R2.54)', () => {
  beforeEach(() => authStore.setState({ isInitialized: true, isAuthenticated: true, user: buildUser() }));
  afterEach(() => resetLeagues(callMock));

  it('lists members as user list items; only the owner removes one, after confirming', async () => {
    let removed = false;
    serve(OWNED, {
      leagueMemberRemove: () => {
        removed = true;
      },
      leagueMembers: () => (removed ? leaguePage(MEMBERS.results.slice(0, 1)) : MEMBERS),
      // The league itself answers later than the list, as over a network: the row is gone by then.
      leagueDetail: () => (removed ? new Promise((resolve) => setTimeout(() => resolve(OWNED), 100)) : OWNED),
    });
    const user = userEvent.setup();
    renderLeaguePage(<LeagueMembersPage />, at('/members'));
    const list = await screen.findByRole('region', { name: 'Members' });
    expect(list).toHaveTextContent('2 members');
    expect(within(list).getByRole('link', { name: 'mia_rides' })).toHaveAttribute(
      'href',
      '/profile/mia_rides',
    );
    expect(within(list).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(within(list).getByText('Owner')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Remove demo' })).toBeNull();
    await user.click(within(list).getByRole('button', { name: 'Remove mia_rides' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Remove mia_rides?');
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith('leagueMemberRemove', {
        params: { slug: 'crew-cup', user_id: 2 },
      }),
    );
    // The refreshed list drops the row, and the owner is still told it worked.
    await waitFor(() => expect(within(list).queryByRole('link', { name: 'mia_rides' })).toBeNull());
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((shown) => shown.title)).toContain('Member removed'),
    );
  });

  it('offers a member no removal, and keeps the settings to the owner', async () => {
    serve(buildLeagueDetail({ is_owner: false, owner: { id: 2, username: 'mia_rides' } }));
    const { unmount } = renderLeaguePage(<LeagueMembersPage />, at('/members'));
    const list = await screen.findByRole('region', { name: 'Members' });
    expect(within(list).queryByRole('button', { name: /Remove/ })).toBeNull();
    unmount();
    renderLeaguePage(<LeagueSettingsPage />, at('/settings'));
    expect(
      await screen.findByRole('heading', { name: 'Only the owner changes the settings' }),
    ).toBeInTheDocument();
  });

  it('shows the owner the four settings sections', async () => {
    serve();
    renderLeaguePage(<LeagueSettingsPage />, at('/settings'));
    const nav = await screen.findByRole('navigation', { name: 'League settings' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/manager/leagues/crew-cup/settings/details',
      '/manager/leagues/crew-cup/settings/events',
      '/manager/leagues/crew-cup/settings/sports',
      '/manager/leagues/crew-cup/settings/members',
    ]);
  });

  it('saves the details with joining closed', async () => {
    serve(OWNED, { leagueUpdate: (options) => ({ ...OWNED, ...(options?.body as object) }) });
    const user = userEvent.setup();
    renderLeaguePage(<LeagueDetailsSettingsPage />, at('/settings/details'));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Crew Cup');
    await user.clear(name);
    await user.type(name, 'Crew Cup 2027');
    const closed = screen.getByRole('switch', { name: 'Joining closed' });
    expect(closed).toHaveAttribute('aria-checked', 'false');
    await user.click(closed);
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith('leagueUpdate', {
        params: { slug: 'crew-cup' },
        body: { name: 'Crew Cup 2027', description: 'Sunday riders only.', joining_closed: true },
      }),
    );
  });

  it('a new name gives a new address: the page follows it though the old one answers 404', async () => {
    let renamed = false;
    const RENAMED = { ...OWNED, name: 'Night Crew', slug: 'night-crew' };
    serve(OWNED, {
      leagueUpdate: () => {
        renamed = true;
        return RENAMED;
      },
      leagueDetail: (options) =>
        options?.params?.slug === 'night-crew'
          ? RENAMED
          : renamed
            ? new Promise((_, reject) =>
                setTimeout(() => reject(new ApiError(404, { detail: 'Not found.' })), 100),
              )
            : OWNED,
    });
    const user = userEvent.setup();
    const { router } = renderLeaguePage(<LeagueDetailsSettingsPage />, {
      at: '/manager/leagues/crew-cup/settings/details',
      path: '/manager/leagues/:slug/settings/details',
    });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Night Crew');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/manager/leagues/night-crew/settings/details'),
    );
    expect(toastStore.getState().toasts.map((shown) => shown.title)).toContain('League saved');
  });

  it('saves the ticked sports', async () => {
    serve(OWNED, {
      sportList: () => [
        { id: 1, slug: 'snowboarding', name: 'Snowboarding', disciplines: [] },
        { id: 2, slug: 'surfing', name: 'Surfing', disciplines: [] },
      ],
      leagueSports: () => ({ ...OWNED, sports: [{ slug: 'surfing', name: 'Surfing' }] }),
    });
    const user = userEvent.setup();
    renderLeaguePage(<LeagueSportsSettingsPage />, at('/settings/sports'));
    await user.click(await screen.findByRole('checkbox', { name: 'Surfing' }));
    await user.click(screen.getByRole('button', { name: 'Save sports' }));
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith('leagueSports', {
        params: { slug: 'crew-cup' },
        body: { sport_slugs: ['surfing'] },
      }),
    );
  });

  it('picks events from the calendar and saves them', async () => {
    const event = {
      id: 4,
      name: 'Laax Open',
      slug: 'laax-open',
      image: null,
      date_from: '2027-01-12T00:00:00.000Z',
      date_to: '2027-01-18T00:00:00.000Z',
      location: 'Laax',
      season: '2027',
      sports: [],
      fantasy_games: [],
    };
    serve(OWNED, {
      eventCalendar: () => ({ count: 1, next: null, previous: null, results: [event] }),
      leagueEvents: () => ({ ...OWNED, events: [{ id: 4, slug: 'laax-open', name: 'Laax Open' }] }),
    });
    const user = userEvent.setup();
    renderLeaguePage(<LeagueEventsSettingsPage />, at('/settings/events'));
    expect(await screen.findByText('No event picked: every game counts.')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: /Laax Open/ }));
    expect(screen.getByRole('list', { name: 'Picked events' })).toHaveTextContent('Laax Open');
    await user.click(screen.getByRole('button', { name: 'Save events' }));
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith('leagueEvents', {
        params: { slug: 'crew-cup' },
        body: { event_ids: [4] },
      }),
    );
  });
});
