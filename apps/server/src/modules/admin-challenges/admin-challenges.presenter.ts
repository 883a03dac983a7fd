import type { AdminChallenge, AdminChallengeSet } from '@shred/contract';
import { type CardTier, type ChallengeCondition, challengeSetPhase } from '@shred/game';
import type { ChallengeRow, ChallengeSetRow } from './admin-challenges.queries.ts';

/** Raw rows carry timestamps as Date (PGlite, node-postgres) or text; the API speaks ISO instants. */
export const isoOf = (value: Date | string): string => new Date(value).toISOString();

export function presentChallengeSet(row: ChallengeSetRow, now: number): AdminChallengeSet {
  const startsAt = new Date(row.starts_at);
  const endsAt = new Date(row.ends_at);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    starts_at: startsAt.toISOString(),
    ends_at: endsAt.toISOString(),
    status: challengeSetPhase({ startsAt, endsAt }, new Date(now)),
    challenges_count: row.challenges_count,
    completions: row.completions,
    players_completed: row.players_completed,
    created_at: isoOf(row.created_at),
  };
}

export function presentChallenge(row: ChallengeRow): AdminChallenge {
  return {
    id: row.id,
    set_id: row.set_id,
    name: row.name,
    description: row.description,
    condition: row.condition as ChallengeCondition,
    target: row.target,
    reward_kind: row.reward_kind as AdminChallenge['reward_kind'],
    reward_amount: row.reward_amount,
    reward_card_tier: row.reward_card_tier as CardTier | null,
    position: row.position,
    completions: row.completions,
    created_at: isoOf(row.created_at),
  };
}
