import type { Athlete } from '@shred/contract';
import type { AthleteRow, OwnedCardRow } from './athletes.queries.ts';

/** An athlete in the API's shape; `owned` are the viewer's cards of them (any athletes may be passed). */
export function presentAthlete(row: AthleteRow, owned: readonly OwnedCardRow[]): Athlete {
  return {
    id: row.id,
    slug: row.slug,
    first_name: row.firstName,
    last_name: row.lastName,
    avatar: row.avatar,
    gender: row.gender,
    primary_sport: { name: row.sportName, slug: row.sportSlug },
    nationality: { ioc: row.nationality },
    aspi: row.aspi,
    owned_instances: owned
      .filter((card) => card.athleteId === row.id)
      .map((card) => ({ id: card.id, background: card.tier, contract_games_left: card.contractGamesLeft })),
  };
}
