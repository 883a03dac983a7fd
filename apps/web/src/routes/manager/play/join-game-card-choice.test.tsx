import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BEFORE_LOCK,
  buildCard,
  buildPlayableGame,
  savedTeam,
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

/** Three cards of Mika Arnold (athlete 1) from drafts; one card each of athletes 2–5. */
const CARDS = [
  buildCard(31, 1, { tier: 'rare', background: 'rare', contract_games_left: 2 }),
  buildCard(32, 1, { tier: 'common', contract_games_left: 10 }),
  buildCard(33, 1, { tier: 'legendary', background: 'legendary', contract_games_left: 0 }),
  buildCard(12, 2),
  buildCard(13, 3),
  buildCard(14, 4),
  buildCard(15, 5),
];

function serve() {
  answerCalls(callMock, {
    gameDetail: buildPlayableGame(),
    athleteCards: CARDS,
    myTeams: { results: [] },
    createTeam: (options) => savedTeam(options.body, { id: 1 }),
  });
}

const sentPicks = () =>
  (
    callMock.mock.calls.find(([name]) => name === 'createTeam')?.[1]?.body as
      | { picks?: unknown[] }
      | undefined
  )?.picks;

describe('Join Game: choosing which card plays (issue 13)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(BEFORE_LOCK);
  });
  afterEach(() => {
    vi.useRealTimers();
    callMock.mockReset();
  });

  it('offers each card of an athlete with its tier and games left, best playable first, and submits the chosen one', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<JoinGamePage />, { at: AT, path: PATH });
    await screen.findByRole('heading', { name: 'Startlist' });
    expect(screen.getByRole('button', { name: /^Mika Arnold/ })).toHaveTextContent(
      'Plays your rare card · 2 contract games left · 2 cards: choose which plays in Your team',
    );
    expect(screen.getByRole('button', { name: /^Jonas Berg/ })).not.toHaveTextContent('choose which plays');
    for (const name of ['Mika Arnold', 'Jonas Berg', 'Rene Cole', 'Taro Doi', 'Ollie Evans']) {
      await user.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
    }
    const chooser = screen.getByRole('group', { name: 'Card that plays for Mika Arnold' });
    const cards = within(chooser).getAllByRole('radio');
    expect(cards.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'Legendary card, 0 contract games left: cannot play. No contract games left.',
      'Rare card, 2 contract games left',
      'Common card, 10 contract games left',
    ]);
    expect(cards[0]).toBeDisabled();
    expect(within(chooser).getByRole('radio', { name: 'Rare card, 2 contract games left' })).toBeChecked();
    // One card of an athlete: nothing to choose.
    expect(screen.queryByRole('group', { name: 'Card that plays for Jonas Berg' })).not.toBeInTheDocument();

    // Keyboard: arrow keys move between the playable cards of the group.
    within(chooser).getByRole('radio', { name: 'Rare card, 2 contract games left' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(chooser).getByRole('radio', { name: 'Common card, 10 contract games left' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Make Mika Arnold captain' }));
    await user.click(screen.getAllByRole('button', { name: 'Submit team' })[0] as HTMLElement);
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(sentPicks()).toContainEqual({ athlete_id: 1, card_instance_id: 32 });
  });

  it('shows a listed card as unavailable with "Listed for N credits" and does not let it be chosen (issue 14.8)', async () => {
    callMock.mockImplementation(async (name) => {
      if (name === 'gameDetail') return buildPlayableGame();
      if (name === 'athleteCards')
        return [
          buildCard(31, 1, {
            tier: 'rare',
            background: 'rare',
            listing: { id: 8, price: 90, expires_at: '2026-03-10T10:00:00.000Z' },
          }),
          buildCard(32, 1),
        ];
      if (name === 'myTeams') return { results: [] };
      throw new Error(`unexpected call ${name}`);
    });
    const user = userEvent.setup();
    renderWithProviders(<JoinGamePage />, { at: AT, path: PATH });
    await screen.findByRole('heading', { name: 'Startlist' });
    await user.click(screen.getByRole('button', { name: /^Mika Arnold/ }));
    const chooser = screen.getByRole('group', { name: 'Card that plays for Mika Arnold' });
    const listed = within(chooser).getByRole('radio', { name: /^Rare card/ });
    expect(listed).toHaveAccessibleName(
      'Rare card, 10 contract games left: cannot play. Listed for 90 credits.',
    );
    expect(listed).toBeDisabled();
    expect(chooser).toHaveTextContent('Listed for 90');
    expect(within(chooser).getByRole('radio', { name: /^Common card/ })).toBeChecked();
  });
});
