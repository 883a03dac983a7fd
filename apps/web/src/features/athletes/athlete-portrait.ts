import { athletePortraitSvg, type PortraitSubject } from '@shred/art';
import { useMemo } from 'react';

/** What a generated portrait needs to know of an athlete. */
export interface PortraitAthlete {
  id?: number;
  slug?: string;
  first_name: string;
  last_name: string;
  gender?: string | null;
  primary_sport?: { slug: string } | null;
}

/** Who the portrait shows: seeded by the slug (stable across databases), else the id, else the name. */
export function portraitSubject(athlete: PortraitAthlete): PortraitSubject {
  const seed =
    athlete.slug ||
    (athlete.id === undefined ? `${athlete.first_name} ${athlete.last_name}` : String(athlete.id));
  return { seed, gender: athlete.gender ?? null, sport: athlete.primary_sport?.slug ?? null };
}

/** The athlete's generated portrait (SVG document); null while `skip` (a photo shows instead). */
export function useAthletePortrait(athlete: PortraitAthlete, skip = false): string | null {
  const { seed, gender, sport } = portraitSubject(athlete);
  return useMemo(
    () => (skip ? null : athletePortraitSvg({ seed, gender: gender ?? null, sport: sport ?? null })),
    [skip, seed, gender, sport],
  );
}
