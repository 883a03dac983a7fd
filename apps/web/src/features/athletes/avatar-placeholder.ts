import { SPORT_SLUGS } from '@shred/art';
/**
 * Avatar placeholders (spec §3, A12): one per sport and gender (`snowboarding-m`,
 * `snowboarding-w`) plus the generic `male`, `female` and `neutral`. W and F both mean women,
 * M men, anything else neutral; an athlete of a sport without placeholders gets the generic one.
 */
// The sports the art draws: one list, so a new sport gets its placeholder and its pictures together.
export const PLACEHOLDER_SPORTS = SPORT_SLUGS;
export type PlaceholderSport = (typeof PLACEHOLDER_SPORTS)[number];

export type PlaceholderFigure = 'm' | 'w' | 'neutral';

export interface AvatarPlaceholder {
  /** e.g. 'snowboarding-m', 'female', 'neutral'. */
  key: string;
  sport: PlaceholderSport | null;
  figure: PlaceholderFigure;
}

const isPlaceholderSport = (slug: string): slug is PlaceholderSport =>
  (PLACEHOLDER_SPORTS as readonly string[]).includes(slug);

function figureOf(gender: string | null | undefined): PlaceholderFigure {
  const code = gender?.trim().toUpperCase();
  if (code === 'M') return 'm';
  if (code === 'W' || code === 'F') return 'w';
  return 'neutral';
}

const GENERIC: Record<PlaceholderFigure, string> = { m: 'male', w: 'female', neutral: 'neutral' };

export function avatarPlaceholder(
  sportSlug: string | null | undefined,
  gender: string | null | undefined,
): AvatarPlaceholder {
  const figure = figureOf(gender);
  const slug = sportSlug?.trim().toLowerCase() ?? '';
  if (figure !== 'neutral' && isPlaceholderSport(slug)) {
    return { key: `${slug}-${figure}`, sport: slug, figure };
  }
  return { key: GENERIC[figure], sport: null, figure };
}
