/** A league's page (R2.91). */
export const leaguePath = (slug: string) => `/manager/leagues/${encodeURIComponent(slug)}`;

/** The invite link a member shares: /invite?league={slug}&inviterId={id} (issue 15). */
export function inviteUrl(slug: string, inviterId: number | null, origin = window.location.origin): string {
  const params = new URLSearchParams({ league: slug });
  if (inviterId !== null) params.set('inviterId', String(inviterId));
  return `${origin}/invite?${params}`;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The league a pasted invite link, league page address or bare slug names, with the inviter
 * when the link carries one; null when the text names no league.
 */
export function leagueRefFrom(text: string): { slug: string; inviterId: number | null } | null {
  const input = text.trim();
  if (input === '') return null;
  if (SLUG.test(input.toLowerCase())) return { slug: input.toLowerCase(), inviterId: null };
  let url: URL;
  try {
    url = new URL(input, 'https://shred.invalid');
  } catch {
    return null;
  }
  const inviter = Number(url.searchParams.get('inviterId'));
  const inviterId = Number.isSafeInteger(inviter) && inviter > 0 ? inviter : null;
  const fromQuery = url.searchParams.get('league') ?? url.searchParams.get('leagueSlug');
  const fromPath = /\/leagues\/([^/?#]+)/.exec(url.pathname)?.[1];
  const slug = (fromQuery ?? (fromPath ? decodeURIComponent(fromPath) : '')).toLowerCase();
  return SLUG.test(slug) && slug !== 'create' ? { slug, inviterId } : null;
}
