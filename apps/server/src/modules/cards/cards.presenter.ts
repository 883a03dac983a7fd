import { type AthleteCard, EXTEND_GAMES_MAX } from '@shred/contract';
import { DEFAULT_GAME_CONFIG } from '@shred/game';
import { presentAthlete } from '../athletes/athletes.presenter.ts';
import type { OwnedCardRow } from '../athletes/athletes.queries.ts';
import type { CardRow } from './cards.queries.ts';

/**
 * A card in the API's shape (spec §3, R3.29). `owned` are the viewer's cards (for the
 * athlete's owned_instances); `viewerBalance` is set only when the viewer owns this card, and
 * gives how many games they could add now.
 */
export function presentCard(
  card: CardRow,
  owned: readonly OwnedCardRow[],
  viewerBalance: number | null,
): AthleteCard {
  const costPerGame = DEFAULT_GAME_CONFIG.cards.extensionCostPerGame[card.tier];
  return {
    ...presentAthlete(card.athlete, owned),
    card_instance_id: card.id,
    background: card.tier,
    tier: card.tier,
    serial: card.serial,
    season: card.season,
    contract_games_left: card.contractGamesLeft,
    games_to_add:
      viewerBalance === null ? 0 : Math.min(EXTEND_GAMES_MAX, Math.floor(viewerBalance / costPerGame)),
    extension_cost_per_game: costPerGame,
    owner:
      card.ownerId !== null && card.ownerUsername !== null
        ? { id: card.ownerId, username: card.ownerUsername }
        : null,
  };
}
