import { CARD_TIERS } from '@shred/game';
import { TIER_LABELS } from './tier-styles.ts';

/** A filter's tiers: the 'any' choice, then every tier, common first. */
export function TierOptions({ any }: { any: string }) {
  return (
    <>
      <option value="">{any}</option>
      {CARD_TIERS.map((tier) => (
        <option key={tier} value={tier}>
          {TIER_LABELS[tier]}
        </option>
      ))}
    </>
  );
}

/** A filter's sports: 'All sports', then each sport by name. */
export function SportOptions({ sports }: { sports: readonly { slug: string; name: string }[] }) {
  return (
    <>
      <option value="">All sports</option>
      {sports.map((sport) => (
        <option key={sport.slug} value={sport.slug}>
          {sport.name}
        </option>
      ))}
    </>
  );
}
