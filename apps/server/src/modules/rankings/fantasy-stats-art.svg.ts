import { eventArtAt, foilGradient, type PortraitSubject, portraitAt } from '@shred/art';
import type { CardTier } from '@shred/game';

/** Height of the event art across the top of the share image. */
export const BANNER_HEIGHT = 460;

/**
 * The game's scene across the top (the same generator as the web app's event art), the rider
 * on the right; it fades into the background below and darkens on the left, under the title.
 */
export function banner(
  scene: { seed: string; sport?: string | null; discipline?: string | null },
  width: number,
  background: string,
): string {
  return [
    eventArtAt(scene, { x: 0, y: 0, width, height: BANNER_HEIGHT }, 'banner', 0.8),
    `<defs><linearGradient id="bannerFade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${background}" stop-opacity=".55"/><stop offset=".3" stop-color="${background}" stop-opacity=".1"/><stop offset=".62" stop-color="${background}" stop-opacity=".35"/><stop offset="1" stop-color="${background}"/></linearGradient>`,
    `<linearGradient id="bannerSide" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${background}" stop-opacity=".9"/><stop offset=".45" stop-color="${background}" stop-opacity=".55"/><stop offset=".72" stop-color="${background}" stop-opacity="0"/></linearGradient></defs>`,
    `<rect width="${width}" height="${BANNER_HEIGHT}" fill="url(#bannerSide)"/>`,
    `<rect width="${width}" height="${BANNER_HEIGHT + 2}" fill="url(#bannerFade)"/>`,
  ].join('\n');
}

interface BadgeOptions {
  /** The pick's card tier (manager mode): the ring is the tier's foil. */
  tier: CardTier | null;
  /** Ring colour without a card (quickplay). */
  ring: string;
  /** Unique within the image: prefixes the ids inside. */
  id: string;
}

/** An athlete's generated portrait in a circle at centre (cx, cy), ringed in the card's tier. */
export function portraitBadge(
  subject: PortraitSubject,
  cx: number,
  cy: number,
  radius: number,
  o: BadgeOptions,
): string {
  const size = radius * 2;
  const stroke = Math.max(3, Math.round(radius / 9));
  const ring = o.tier ? `url(#${o.id}ring)` : o.ring;
  return [
    `<defs><clipPath id="${o.id}clip"><circle cx="${cx}" cy="${cy}" r="${radius}"/></clipPath>${o.tier ? foilGradient(o.tier, `${o.id}ring`) : ''}</defs>`,
    `<g clip-path="url(#${o.id}clip)">${portraitAt(subject, cx - radius, cy - radius, size, o.id)}</g>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${ring}" stroke-width="${stroke}"/>`,
  ].join('');
}

/** A closed padlock centred on (cx, cy), about `size` px tall: a pick that has not locked yet. */
export function padlock(cx: number, cy: number, size: number, colour: string): string {
  const body = { width: size * 0.62, height: size * 0.46 };
  const top = cy - size * 0.06;
  const shackle = size * 0.19;
  const stroke = Math.max(2, size * 0.09);
  return [
    `<path d="M${cx - shackle} ${top} v${-size * 0.14} a${shackle} ${shackle} 0 0 1 ${2 * shackle} 0 v${size * 0.14}" fill="none" stroke="${colour}" stroke-width="${stroke}" stroke-linecap="round"/>`,
    `<rect x="${cx - body.width / 2}" y="${top}" width="${body.width}" height="${body.height}" rx="${size * 0.08}" fill="${colour}"/>`,
  ].join('');
}
