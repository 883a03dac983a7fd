import type { AthleteSummary } from '@shred/contract';
import { athletes, sports } from '../../db/schema/index.ts';

/** What an athlete summary (picture, name, sport, country) is built from; selected by `athleteSummaryColumns`. */
export interface AthleteSummaryRow {
  id: number;
  slug: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  gender: 'M' | 'W' | 'F';
  nationality: string;
  sportName: string;
  sportSlug: string;
}

/** The columns of an athlete summary, for a select joining `athletes` to its primary sport in `sports`. */
export const athleteSummaryColumns = {
  id: athletes.id,
  slug: athletes.slug,
  firstName: athletes.firstName,
  lastName: athletes.lastName,
  avatar: athletes.avatar,
  gender: athletes.gender,
  nationality: athletes.nationality,
  sportName: sports.name,
  sportSlug: sports.slug,
};

/** An athlete as polls and claims show one (athleteSummarySchema); every full athlete answer starts with it. */
export function presentAthleteSummary(row: AthleteSummaryRow): AthleteSummary {
  return {
    id: row.id,
    slug: row.slug,
    first_name: row.firstName,
    last_name: row.lastName,
    avatar: row.avatar,
    gender: row.gender,
    primary_sport: { name: row.sportName, slug: row.sportSlug },
    nationality: { ioc: row.nationality },
  };
}
