import type { AthleteCard } from '@shred/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteResult } from '../../../api/index.ts';
import { buildCard } from '../../../features/teams/teams.testing.ts';
import { answerCalls } from '../../../testing/call-answers.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { MyAthletesPage } from './my-athletes-page.tsx';

const callMock = vi.hoisted(() => vi.fn<(name: string, options?: { body?: unknown }) => Promise<unknown>>());
vi.mock('../../../api/call.ts', () => ({ call: callMock }));

const COSTS: RouteResult<'credits'>['extension_cost_per_game'] = {
  common: 1,
  rare: 2,
  epic: 4,
  legendary: 8,
};

function serve(cards: AthleteCard[], balance: number) {
  let current = { cards, balance };
  answerCalls(callMock, {
    athleteCards: () => current.cards,
    credits: () => ({ balance: current.balance, entries: [], extension_cost_per_game: COSTS }),
    extendContract: ({ body }) => {
      const card = current.cards.find((c) => c.card_instance_id === body.card_instance_id);
      if (!card) throw new Error(`no card ${body.card_instance_id}`);
      const cost = body.games_to_add * card.extension_cost_per_game;
      const extended = { ...card, contract_games_left: card.contract_games_left + body.games_to_add };
      current = {
        cards: current.cards.map((c) => (c === card ? extended : c)),
        balance: current.balance - cost,
      };
      return { card: extended, cost, balance: current.balance };
    },
  });
}

const rare = buildCard(21, 2, {
  tier: 'rare',
  background: 'rare',
  contract_games_left: 0,
  extension_cost_per_game: 2,
});
const common = buildCard(22, 3, {
  contract_games_left: 4,
  primary_sport: { name: 'Surfing', slug: 'surfing' },
});

describe('My Athletes (R2.61)', () => {
  afterEach(() => callMock.mockReset());

  it('shows the cards with their tier and contract, filtered by sport and tier', async () => {
    serve([rare, common], 40);
    const user = userEvent.setup();
    renderWithProviders(<MyAthletesPage />);
    const rareCard = await screen.findByRole('article', { name: 'Jonas Berg, Rare card' });
    expect(rareCard).toHaveAttribute('data-tier', 'rare');
    expect(rareCard).toHaveTextContent('0 contract games left');
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('40');

    await user.selectOptions(screen.getByLabelText('Tier'), 'common');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('1 of 2 cards')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sport'), 'snowboarding');
    expect(screen.getByRole('heading', { name: 'No cards match these filters' })).toBeInTheDocument();
  });

  it('extends a contract: shows the cost per game by tier, refuses what the balance cannot pay, and updates the balance', async () => {
    serve([rare, common], 7);
    const user = userEvent.setup();
    renderWithProviders(<MyAthletesPage />);
    await user.click(await screen.findByRole('button', { name: 'Extend contract of Jonas Berg' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('2 cr / game')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Your 7 credits pay for up to 3 games of this card.');

    const games = within(dialog).getByLabelText('Games to add');
    await user.clear(games);
    await user.type(games, '4');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Not enough credits: 8 needed, you have 7.');
    expect(within(dialog).getByRole('button', { name: /^Extend by 4/ })).toBeDisabled();

    await user.clear(games);
    await user.type(games, '3');
    expect(dialog).toHaveTextContent('Cost: 6 credits (3 × 2). Balance after: 1');
    await user.click(within(dialog).getByRole('button', { name: 'Extend by 3 · 6 cr' }));

    expect(callMock.mock.calls.find(([name]) => name === 'extendContract')?.[1]).toEqual({
      body: { card_instance_id: 21, games_to_add: 3 },
    });
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Jonas Berg, Rare card' })).toHaveTextContent(
        '3 contract games left',
      ),
    );
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks a listed card with its price and offers Sell only on cards neither listed nor in play (issue 14, R2.38)', async () => {
    const listed = buildCard(23, 4, {
      listing: { id: 9, price: 75, expires_at: '2026-12-01T10:00:00.000Z' },
      in_play: null,
    });
    const playing = buildCard(24, 5, {
      listing: null,
      in_play: { game_id: 7, game_name: 'Laax Open Slopestyle Men' },
    });
    const free = { ...common, listing: null, in_play: null };
    serve([listed, playing, free], 40);
    renderWithProviders(<MyAthletesPage />);
    const tileOf = (card: AthleteCard) =>
      screen.findByRole('article', { name: new RegExp(`^${card.first_name} ${card.last_name},`) });

    const listedTile = await tileOf(listed);
    expect(within(listedTile).getByText('Listed for 75 credits')).toBeInTheDocument();
    expect(within(listedTile).queryByRole('link', { name: /^Sell/ })).not.toBeInTheDocument();

    const playingTile = await tileOf(playing);
    expect(within(playingTile).getByText('Plays in Laax Open Slopestyle Men')).toBeInTheDocument();
    expect(within(playingTile).queryByRole('link', { name: /^Sell/ })).not.toBeInTheDocument();

    const freeTile = await tileOf(free);
    expect(within(freeTile).queryByText(/Listed for/)).not.toBeInTheDocument();
    expect(
      within(freeTile).getByRole('link', { name: `Sell ${free.first_name} ${free.last_name}` }),
    ).toHaveAttribute('href', '/manager/market/listings/create?card=22');
  });
});
