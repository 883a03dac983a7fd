import type { RulesetView, Sport } from '@shred/contract';
import type { Ruleset } from '@shred/game';
import type { DisciplineRow, RulesetRow, SportRow } from './catalog.queries.ts';

export function presentSport(sport: SportRow & { disciplines: DisciplineRow[] }): Sport {
  return {
    id: sport.id,
    name: sport.name,
    slug: sport.slug,
    disciplines: sport.disciplines.map((d) => ({ id: d.id, name: d.name, slug: d.slug })),
  };
}

export function presentRuleset(row: RulesetRow): RulesetView {
  return {
    id: row.id,
    name: row.name,
    place_points: row.placePoints,
    step: row.step,
    min_points: row.minPoints,
    bonuses: row.bonuses,
  };
}

/** The stored ruleset in the shape the pure scoring rules take. */
export function toGameRuleset(
  row: Pick<RulesetRow, 'placePoints' | 'step' | 'minPoints' | 'bonuses'>,
): Ruleset {
  return {
    placePoints: row.placePoints,
    dropPerPlaceAfterTable: row.step,
    minimumPoints: row.minPoints,
    bonuses: row.bonuses,
  };
}
