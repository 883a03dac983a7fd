import type { AchievementIcon } from '@shred/game';

/** Each picture's strokes on a 24 px grid, drawn white on the badge. */
const GLYPHS: Readonly<Record<AchievementIcon, string>> = {
  team: '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20a6.5 6.5 0 0 1 13 0"/><path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5"/>',
  podium:
    '<path d="M3 21V14h6v7M9 21V9h6v12M15 21v-5h6v5M2 21h20"/><path d="M12 3.5l.9 1.8 2 .3-1.45 1.4.35 2-1.8-.95-1.8.95.35-2L9.1 5.6l2-.3z"/>',
  trophy:
    '<path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0z"/><path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4"/>',
  calendar:
    '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M16 3v4M8 3v4M3 10h18"/><path d="m9 15 2 2 4-4"/>',
  draft:
    '<rect x="7" y="3" width="12" height="16" rx="2"/><path d="M5 7v12a2 2 0 0 0 2 2h9"/><path d="M13 8v6M10 11h6"/>',
  sale: '<path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z"/><circle cx="7.5" cy="7.5" r="1.5"/>',
  cart: '<circle cx="9" cy="20" r="1.5"/><circle cx="18" cy="20" r="1.5"/><path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.6L21 7H6"/>',
  followers:
    '<path d="M12 21s-7.5-4.6-9.5-9.3C1.1 8.3 3.4 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.6 0 5.9 3.8 4.5 7.2C19.5 16.4 12 21 12 21z"/>',
  league: '<path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5z"/><path d="m9 12 2 2 4-4"/>',
  challenge: '<path d="M5 21V4M5 4h11l-2 4 2 4H5"/>',
};

/** Each picture's badge colours: a gradient that tells the milestones apart at a glance. */
const COLOURS: Readonly<Record<AchievementIcon, readonly [string, string]>> = {
  team: ['#38bdf8', '#1d4ed8'],
  podium: ['#fbbf24', '#b45309'],
  trophy: ['#fde047', '#ca8a04'],
  calendar: ['#34d399', '#047857'],
  draft: ['#c084fc', '#7e22ce'],
  sale: ['#fb923c', '#c2410c'],
  cart: ['#2dd4bf', '#0f766e'],
  followers: ['#f472b6', '#be185d'],
  league: ['#a3e635', '#4d7c0f'],
  challenge: ['#f87171', '#b91c1c'],
};

const cache = new Map<AchievementIcon, string>();

/**
 * An achievement's picture as an image address (the modal and the profile show it as an
 * image): a round badge in its colours with its white glyph, drawn once and kept.
 */
export function achievementIconUrl(icon: AchievementIcon): string {
  const known = cache.get(icon);
  if (known) return known;
  const [from, to] = COLOURS[icon];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><circle cx="48" cy="48" r="48" fill="url(#g)"/><circle cx="48" cy="48" r="40" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="2"/><g transform="translate(24 24) scale(2)" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[icon]}</g></svg>`;
  const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  cache.set(icon, url);
  return url;
}
