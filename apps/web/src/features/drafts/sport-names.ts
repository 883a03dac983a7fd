import { useSportsQuery } from '../admin-events/catalog-queries.ts';

/** A sport's name by slug; the slug, capitalised, until the sports have loaded. */
export function useSportName(): (slug: string) => string {
  const sports = useSportsQuery();
  return (slug) =>
    sports.data?.find((sport) => sport.slug === slug)?.name ??
    slug.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}
