import type { AthleteCard, Reward } from '@shred/contract';
import { describePrize } from '@shred/game';
import type { RewardRow } from './rewards.queries.ts';

const iso = (value: Date | string): string => new Date(value).toISOString();

/** A reward in the API's shape, with what it was for and, once claimed, the card it gave. */
export function presentReward(row: RewardRow, card: AthleteCard | null): Reward {
  return {
    id: row.id,
    source: row.source,
    title: row.title,
    band: row.band,
    kind: row.kind,
    amount: row.amount,
    card_tier: row.card_tier,
    prize: describePrize({ kind: row.kind, amount: row.amount, cardTier: row.card_tier }),
    game:
      row.source === 'game' && row.game_name !== null && row.event_slug !== null && row.event_name !== null
        ? { id: row.reference, name: row.game_name, event: { slug: row.event_slug, name: row.event_name } }
        : null,
    challenge:
      row.source === 'challenge' && row.challenge_name !== null && row.challenge_set_id !== null
        ? { id: row.reference, name: row.challenge_name, set_id: row.challenge_set_id }
        : null,
    card,
    claimed_at: row.claimed_at === null ? null : iso(row.claimed_at),
    created_at: iso(row.created_at),
  };
}
