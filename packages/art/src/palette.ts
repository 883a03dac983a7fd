/**
 * The colours of each sport, shared by portraits, event art and cards so a sport reads the
 * same everywhere: `light` and `base` for skies and backgrounds, `deep` for shadows and
 * silhouettes, `accent` a contrasting pop for outfits and highlights.
 */
export interface SportPalette {
  light: string;
  base: string;
  deep: string;
  accent: string;
}

export const SPORT_SLUGS = [
  'skateboarding',
  'snowboarding',
  'surfing',
  'freeskiing',
  'mountain-biking',
  'bmx',
  'wakeboarding',
] as const;
export type SportSlug = (typeof SPORT_SLUGS)[number];

export const SPORT_PALETTES: Readonly<Record<SportSlug, SportPalette>> = {
  skateboarding: { light: '#fdba74', base: '#f97316', deep: '#7c2d12', accent: '#fde047' },
  snowboarding: { light: '#a5f3fc', base: '#0891b2', deep: '#164e63', accent: '#f472b6' },
  surfing: { light: '#99f6e4', base: '#0d9488', deep: '#134e4a', accent: '#fb923c' },
  freeskiing: { light: '#c7d2fe', base: '#6366f1', deep: '#312e81', accent: '#facc15' },
  'mountain-biking': { light: '#d9f99d', base: '#65a30d', deep: '#365314', accent: '#f97316' },
  bmx: { light: '#fecdd3', base: '#e11d48', deep: '#881337', accent: '#facc15' },
  wakeboarding: { light: '#bae6fd', base: '#0284c7', deep: '#0c4a6e', accent: '#a3e635' },
};

/** For a sport the game does not know (yet): the app's own cyan on slate. */
export const NEUTRAL_PALETTE: SportPalette = {
  light: '#cbd5e1',
  base: '#475569',
  deep: '#1e293b',
  accent: '#22d3ee',
};

export function isSportSlug(slug: string): slug is SportSlug {
  return (SPORT_SLUGS as readonly string[]).includes(slug);
}

/** The sport's palette, by slug (case and spaces forgiven); the neutral one for any other. */
export function sportPalette(slug: string | null | undefined): SportPalette {
  const key = slug?.trim().toLowerCase() ?? '';
  return isSportSlug(key) ? SPORT_PALETTES[key] : NEUTRAL_PALETTE;
}

/** Skin tones from light to deep, drawn evenly: the league is worldwide. */
export const SKIN_TONES = [
  '#fbe0cf',
  '#f3c9a8',
  '#e4ae89',
  '#d09468',
  '#b4764f',
  '#94593a',
  '#74432b',
  '#52301f',
] as const;

/** Natural hair colours, with a couple of bold dyes for the odd rider. */
export const HAIR_COLOURS = [
  '#1b1612',
  '#2e221b',
  '#4a3222',
  '#6b4423',
  '#93602f',
  '#c18a44',
  '#dcbc78',
  '#ece0bd',
] as const;
export const DYED_HAIR = ['#ec4899', '#38bdf8', '#a78bfa', '#34d399'] as const;

/** Bright kit colours for jackets, jerseys, helmets and boards. */
export const KIT_COLOURS = [
  '#ef4444',
  '#f97316',
  '#facc15',
  '#22c55e',
  '#14b8a6',
  '#0ea5e9',
  '#6366f1',
  '#a855f7',
  '#ec4899',
  '#f8fafc',
  '#1f2937',
] as const;
