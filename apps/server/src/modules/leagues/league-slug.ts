import { SLUG_MAX, slugSchema } from '@shred/contract';
import { slugify } from '../admin-events/slugs.ts';

/**
 * The slug a league's name gives before any suffix: its ASCII words, or `league-…` when those
 * alone would be no valid slug (a reserved word, a bare number, too short or nothing at all).
 */
export function leagueSlugBase(name: string): string {
  const words = slugify(name);
  if (slugSchema.safeParse(words).success) return words;
  return words ? slugify(`league-${words}`) : 'league';
}

/** The first of base, base-2, base-3 … not in `taken`, cut to fit the slug length. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
