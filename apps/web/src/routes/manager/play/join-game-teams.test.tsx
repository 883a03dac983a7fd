import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../features/auth/auth-fixtures.testing.ts';
import { authStore } from '../../../features/auth/index.ts';
import {
  BEFORE_LOCK,
  buildCard,
  buildPlayableGame,
  buildTeamView,
  savedTeam,
  storedPick,
} from '../../../features/teams/teams.testing.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { JoinGamePage } from './join-game-page.tsx';

const callMock = vi.hoisted(() =>
  vi.fn<(name: string, options?: { body?: unknown; params?: unknown }) => Promise<unknown>>(),
);
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const AT = '/manager/events/powder-kings-invitational/31/play';
const PATH = '/manager/events/:slug/:gameId/play';

/** Two cards each of athletes 1–3 and one each of athletes 4, 5, 7 and 8: enough for two teams. */
const CARDS = [
  buildCard(11, 1),
  buildCard(12, 2),
  buildCard(13, 3),
  buildCard(14, 4),
  buildCard(15, 5),
  buildCard(21, 1),
  buildCard(22, 2),
  buildCard(23, 3),
  buildCard(27, 7),
  buildCard(28, 8),
];

const TEAM_1 = buildTeamView({
  id: 900,
  entry_number: 1,
  captain_id: 1,
  picks: [storedPick(1, 11), storedPick(2, 12), storedPick(3, 13), storedPick(4, 14), storedPick(5, 15)],
});
const TEAM_2 = buildTeamView({
  id: 901,
  entry_number: 2,
  captain_id: 7,
  picks: [storedPick(1, 21), storedPick(2, 22), storedPick(3, 23), storedPick(7, 27), storedPick(8, 28)],
});

const premium = () =>
  authStore.setState({
    user: buildUser({ subscription: { plan: null, status: 'trial', ends_at: '2026-03-12T00:00:00.000Z' } }),
    isAuthenticated: true,
  });

function serve(teams: ReturnType<typeof buildTeamView>[]) {
  answerCalls(callMock, {
    gameDetail: buildPlayableGame(),
    athleteCards: CARDS,
    myTeams: { results: teams },
    createTeam: ({ body }) => savedTeam(body, { id: 902, entry_number: teams.length + 1 }),
    updateTeam: ({ params, body }) => {
      const team = teams.find((t) => t.id === Number(params.id));
      return savedTeam(body, { id: Number(params.id), entry_number: team?.entry_number ?? 1 });
    },
  });
}

const sent = (name: string) => callMock.mock.calls.find(([called]) => called === name)?.[1];
const switcher = () => within(screen.getByRole('navigation', { name: 'Your teams in this game' }));
const row = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('Join Game with several teams (issue 17.1, R1.14)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(BEFORE_LOCK);
  });
  afterEach(() => {
    vi.useRealTimers();
    callMock.mockReset();
    authStore.setState({ user: null, isAuthenticated: false });
  });

  it('lets a premium manager add team 2 with cards team 1 does not play, and enters it as a new team (R1.14)', async () => {
    premium();
    serve([TEAM_1]);
    const user = userEvent.setup();
    renderWithProviders(<JoinGamePage />, { at: AT, path: PATH });
    await screen.findByRole('heading', { name: 'Startlist' });
    expect(switcher().getByRole('link', { name: 'Team 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(switcher().getByRole('link', { name: 'Add team 2' }));
    expect(await screen.findByRole('region', { name: 'Team 2' })).toBeVisible();
    expect(switcher().getByRole('link', { name: 'Add team 2' })).toHaveAttribute('aria-current', 'page');
    // Athletes 4 and 5 have one card each, and it plays in team 1.
    expect(row('Taro Doi')).toBeDisabled();
    expect(row('Taro Doi')).toHaveTextContent('Your card of this athlete plays in your other team');

    for (const name of ['Mika Arnold', 'Jonas Berg', 'Rene Cole', 'Kai Grant', 'Leo Hart'])
      await user.click(row(name));
    await user.click(screen.getByRole('radio', { name: 'Make Kai Grant captain' }));
    await user.click(screen.getAllByRole('button', { name: 'Submit team' })[0] as HTMLElement);

    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(sent('updateTeam')).toBeUndefined();
    expect(sent('createTeam')).toEqual({
      params: { id: 31 },
      body: {
        mode: 'manager',
        picks: [
          { athlete_id: 1, card_instance_id: 21 },
          { athlete_id: 2, card_instance_id: 22 },
          { athlete_id: 3, card_instance_id: 23 },
          { athlete_id: 7, card_instance_id: 27 },
          { athlete_id: 8, card_instance_id: 28 },
        ],
        captain_id: 7,
      },
    });
  });

  it('switches between a premium manager’s teams and saves each one on its own (R1.14)', async () => {
    premium();
    serve([TEAM_2, TEAM_1]);
    const user = userEvent.setup();
    renderWithProviders(<JoinGamePage />, { at: AT, path: PATH });
    await screen.findByRole('heading', { name: 'Startlist' });
    // In entry order whatever order the list came in, with room for a third.
    expect(
      switcher()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Team 1', 'Team 2', 'Add team 3']);
    expect(screen.getByRole('region', { name: 'Team 1' })).toBeVisible();

    await user.click(switcher().getByRole('link', { name: 'Team 2' }));
    const team2 = await screen.findByRole('region', { name: 'Team 2' });
    expect(within(team2).getByRole('radio', { name: 'Make Kai Grant captain' })).toBeChecked();
    await user.click(within(team2).getByRole('radio', { name: 'Make Leo Hart captain' }));
    await user.click(screen.getAllByRole('button', { name: 'Save changes' })[0] as HTMLElement);

    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(sent('updateTeam')).toMatchObject({ params: { id: 901 }, body: { captain_id: 8 } });
  });

  it('offers a standard manager who has a team premium instead of a second one (R1.14)', async () => {
    authStore.setState({ user: buildUser(), isAuthenticated: true });
    serve([TEAM_1]);
    renderWithProviders(<JoinGamePage />, { at: `${AT}?team=new`, path: PATH });
    await screen.findByRole('heading', { name: 'Startlist' });
    const upsell = screen.getByRole('complementary', { name: 'More teams with premium' });
    expect(within(upsell).getByRole('link', { name: 'Go Premium' })).toHaveAttribute(
      'href',
      '/manager/subscribe',
    );
    expect(screen.queryByRole('navigation', { name: 'Your teams in this game' })).toBeNull();
    // ?team=new cannot open a second team: the stored one is shown for editing.
    expect(screen.getByRole('region', { name: 'Your team' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Save changes' }).length).toBeGreaterThan(0);
  });
});
