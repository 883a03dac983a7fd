import { slugSchema } from '@shred/contract';
import { badRequest, conflict } from '../../http/errors.ts';

/** 'Laax Open 2026!' → 'laax-open-2026': lowercase ASCII words joined by dashes. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** A slug made from a name must pass the same rules as one typed in (spec A6). */
export function checkedSlug(slug: string): string {
  const parsed = slugSchema.safeParse(slug);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Choose another slug.';
    throw badRequest(`The slug "${slug}" cannot be used: ${message}`, { slug: [message] });
  }
  return parsed.data;
}

/** Whether a database error is a unique-constraint violation (SQLSTATE 23505), on pg and PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown): string | undefined =>
    typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : undefined;
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  return code(error) === '23505' || code(cause) === '23505';
}

export const slugTaken = (what: string, slug: string) =>
  conflict(
    `A${/^[aeiou]/.test(what) ? 'n' : ''} ${what} with the slug "${slug}" already exists; choose another slug.`,
    {
      slug: ['This slug is already taken.'],
    },
  );
