import type { AdminAthleteClaim, Athlete, AthleteClaim } from '@shred/contract';
import { buildAthlete } from '../athletes/athletes.testing.ts';

export const MIA: Athlete = buildAthlete({ aspi: 812 });

export const KAI: Athlete = buildAthlete({
  id: 9,
  slug: 'kai-jones',
  first_name: 'Kai',
  last_name: 'Jones',
  gender: 'M',
  nationality: { ioc: 'USA' },
  aspi: 812,
});

const { aspi: _aspi, owned_instances: _owned, ...searchAthlete } = MIA;

/** A request as its sender reads it: waiting, for Mia Brookes. */
export function buildClaim(overrides: Partial<AthleteClaim> = {}): AthleteClaim {
  return {
    id: 41,
    athlete: searchAthlete,
    message: 'I ride for Team GB, @miabrookes on Instagram',
    status: 'pending',
    reason: '',
    created_at: '2026-11-27T09:30:00Z',
    decided_at: null,
    ...overrides,
  };
}

/** A request as staff read it. */
export function buildAdminClaim(overrides: Partial<AdminAthleteClaim> = {}): AdminAthleteClaim {
  return {
    ...buildClaim(),
    user: { id: 120, username: 'mia.rides', email: 'mia@example.test', date_joined: '2026-11-20T08:00:00Z' },
    decided_by: null,
    ...overrides,
  };
}
