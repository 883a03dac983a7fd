import type { TeamBody, TeamView } from '@shred/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/index.ts';
import {
  BEFORE_LOCK,
  buildCard,
  buildPlayableGame,
  buildTeamView,
  LATE_LOCKS_AT,
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

/** Cards of athletes 1–5 (Mika Arnold … Ollie Evans); athlete 6's card has no contract left. */
const CARDS = [
  buildCard(11, 1, { tier: 'epic', background: 'epic' }),
  buildCard(12, 2),
  buildCard(13, 3, { tier: 'rare', background: 'rare' }),
  buildCard(14, 4),
  buildCard(15, 5),
  buildCard(16, 6, { contract_games_left: 0 }),
];

function serve({
  cards = CARDS,
  teams = [] as TeamView[],
  game = buildPlayableGame(),
  onSave = (body: TeamBody): TeamView => savedTeam(body),
} = {}) {
  answerCalls(callMock, {
    gameDetail: game,
    athleteCards: cards,
    myTeams: { results: teams },
    createTeam: ({ body }) => onSave(body),
    updateTeam: ({ body }) => onSave(body),
  });
}

const sent = (name: string) => callMock.mock.calls.find(([called]) => called === name)?.[1];
const progress = () => screen.getByText(/^\d\/5 picked$/, { selector: 'p[aria-live]' });

describe('Join Game', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(BEFORE_LOCK);
  });
  afterEach(() => {
    vi.useRealTimers();
    callMock.mockReset();
  });

  it('tells a newcomer without cards why they cannot play and offers quickplay', async () => {
    serve({ cards: [] });
    renderWithProviders(<JoinGamePage />, { at: AT, path: PATH });
    expect(await screen.findByRole('heading', { name: 'You have no athlete cards yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play in Quickplay instead' })).toHaveAttribute(
      'href',
      '/quickplay/events/powder-kings-invitational/31/play',
    );
  });

  it('shows which athletes can be picked and why not, then submits 5 picks with their cards and a captain', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<JoinGamePage />, { at: AT, path: PATH });
    await screen.findByRole('heading', { name: 'Startlist' });
    expect(progress()).toHaveTextContent('0/5 picked');

    const row = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
    expect(row('Sven Falk')).toBeDisabled();
    expect(row('Sven Falk')).toHaveTextContent('No contract games left: extend the contract in My Athletes.');
    expect(row('Kai Grant')).toHaveTextContent('You own no card of this athlete.');
    expect(row('Mika Arnold')).toHaveTextContent('Plays your epic card · 10 contract games left');

    for (const name of ['Mika Arnold', 'Jonas Berg', 'Rene Cole', 'Taro Doi', 'Ollie Evans']) {
      await user.click(row(name));
    }
    expect(progress()).toHaveTextContent('5/5 picked');
    expect(screen.getByRole('progressbar', { name: 'Team size' })).toHaveAttribute('aria-valuenow', '5');
    await user.click(screen.getByRole('radio', { name: 'Make Rene Cole captain' }));
    await user.click(screen.getAllByRole('button', { name: 'Submit team' })[0] as HTMLElement);

    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(sent('createTeam')).toEqual({
      params: { id: 31 },
      body: {
        mode: 'manager',
        picks: [
          { athlete_id: 1, card_instance_id: 11 },
          { athlete_id: 2, card_instance_id: 12 },
          { athlete_id: 3, card_instance_id: 13 },
          { athlete_id: 4, card_instance_id: 14 },
          { athlete_id: 5, card_instance_id: 15 },
        ],
        captain_id: 3,
      },
    });
  });

  it('names the broken rules before sending, and the server’s refusal after', async () => {
    serve({
      onSave: () => {
        throw new ApiError(400, {
          detail:
            'The team breaks the rule card-in-other-team: Card 11 already plays in another of your teams in this game.',
          fields: { 'picks.0': ['Card 11 already plays in another of your teams in this game.'] },
        });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<JoinGamePage />, { at: AT, path: PATH });
    await screen.findByRole('heading', { name: 'Startlist' });
    const submit = () => user.click(screen.getAllByRole('button', { name: 'Submit team' })[0] as HTMLElement);

    await user.click(screen.getByRole('button', { name: /^Mika Arnold/ }));
    await submit();
    const problems = await screen.findByRole('alert');
    expect(problems).toHaveTextContent('Pick exactly 5 athletes (this team has 1).');
    expect(problems).toHaveTextContent('Choose 1 captain among your picks.');
    expect(sent('createTeam')).toBeUndefined();

    for (const name of ['Jonas Berg', 'Rene Cole', 'Taro Doi', 'Ollie Evans']) {
      await user.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
    }
    await user.click(screen.getByRole('radio', { name: 'Make Mika Arnold captain' }));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The team breaks the rule card-in-other-team: Card 11 already plays in another of your teams',
    );
  });

  it('edits the stored team: locked picks and a locked captain stay, the others can be swapped', async () => {
    vi.setSystemTime(Date.parse('2026-03-08T12:00:00.000Z'));
    const game = buildPlayableGame();
    const late = {
      ...game,
      startlist: game.startlist.map((entry) =>
        entry.athlete.id === 1 ? entry : { ...entry, locks_at: LATE_LOCKS_AT },
      ),
    };
    const stored = buildTeamView({
      captain_id: 1,
      picks: [
        storedPick(1, 11, { locked: true }),
        storedPick(2, 12),
        storedPick(3, 13),
        storedPick(4, 14),
        storedPick(6, 16),
      ],
    });
    serve({ game: late, teams: [stored], cards: [...CARDS, buildCard(17, 7)] });
    const user = userEvent.setup();
    renderWithProviders(<JoinGamePage />, { at: AT, path: PATH });
    await screen.findByRole('heading', { name: 'Startlist' });
    expect(progress()).toHaveTextContent('5/5 picked');

    const team = screen.getByRole('region', { name: 'Your team' });
    expect(within(team).getByRole('button', { name: 'Remove Mika Arnold' })).toBeDisabled();
    expect(within(team).getByRole('radio', { name: 'Make Jonas Berg captain' })).toBeDisabled();
    await user.click(within(team).getByRole('button', { name: 'Remove Sven Falk' }));
    await user.click(screen.getByRole('button', { name: /^Kai Grant/ }));
    await user.click(screen.getAllByRole('button', { name: 'Save changes' })[0] as HTMLElement);

    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(sent('updateTeam')).toEqual({
      params: { id: 900 },
      body: {
        mode: 'manager',
        picks: [
          { athlete_id: 1, card_instance_id: 11 },
          { athlete_id: 2, card_instance_id: 12 },
          { athlete_id: 3, card_instance_id: 13 },
          { athlete_id: 4, card_instance_id: 14 },
          { athlete_id: 7, card_instance_id: 17 },
        ],
        captain_id: 1,
      },
    });
  });
});
