import type { Athlete } from '@shred/contract';
import { presentAthleteSummary } from './athlete-summary.ts';
import type { AthleteRow, OwnedCardRow } from './athletes.queries.ts';

/** An athlete in the API's shape; `owned` are the viewer's cards of them (any athletes may be passed). */
export function presentAthlete(row: AthleteRow, owned: readonly OwnedCardRow[]): Athlete {
  return {
    ...presentAthleteSummary(row),
    aspi: row.aspi,
    owned_instances: presentOwnedInstances(row.id, owned),
  };
}

/** The viewer's cards of one athlete, out of theirs of any athletes. */
export function presentOwnedInstances(
  athleteId: number,
  owned: readonly OwnedCardRow[],
): Athlete['owned_instances'] {
  return owned
    .filter((card) => card.athleteId === athleteId)
    .map((card) => ({ id: card.id, background: card.tier, contract_games_left: card.contractGamesLeft }));
}
