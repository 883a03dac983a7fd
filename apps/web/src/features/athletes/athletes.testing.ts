import type { Athlete } from '@shred/contract';

/** An athlete as the API lists them; override what a test is about. */
export function buildAthlete(overrides: Partial<Athlete> = {}): Athlete {
  return {
    id: 7,
    slug: 'mia-brookes',
    first_name: 'Mia',
    last_name: 'Brookes',
    avatar: null,
    gender: 'W',
    primary_sport: { name: 'Snowboarding', slug: 'snowboarding' },
    nationality: { ioc: 'GBR' },
    aspi: 82.4,
    owned_instances: [],
    ...overrides,
  };
}
