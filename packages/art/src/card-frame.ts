import type { CardTier } from '@shred/game';
import { darken } from './colour.ts';
import { dice as diceOf } from './random.ts';
import { idSafe, n, svgDocument } from './xml.ts';

/**
 * Each tier's foil, light to dark and back: common brushed steel, rare blue, epic purple,
 * legendary gold. `ink` is text on the foil, `glow` the light around a card of the tier.
 */
export interface TierFoil {
  stops: readonly string[];
  ink: string;
  glow: string;
  panel: string;
}

export const TIER_FOILS: Readonly<Record<CardTier, TierFoil>> = {
  common: {
    stops: ['#f1f5f9', '#94a3b8', '#e2e8f0', '#64748b', '#cbd5e1'],
    ink: '#0f172a',
    glow: '#94a3b8',
    panel: '#1e293b',
  },
  rare: {
    stops: ['#e0f2fe', '#38bdf8', '#1d4ed8', '#7dd3fc', '#1e3a8a'],
    ink: '#f8fafc',
    glow: '#38bdf8',
    panel: '#0b1e44',
  },
  epic: {
    stops: ['#fae8ff', '#d946ef', '#6b21a8', '#f0abfc', '#581c87'],
    ink: '#fdf4ff',
    glow: '#c026d3',
    panel: '#2a0b45',
  },
  legendary: {
    stops: ['#fffbeb', '#fcd34d', '#b45309', '#fde68a', '#f59e0b', '#92400e', '#fef3c7'],
    ink: '#1c1002',
    glow: '#fbbf24',
    panel: '#2b1a05',
  },
};

/** How strongly the tier's light glows on the panel behind the portrait. */
const AURA: Readonly<Record<CardTier, number>> = { common: 0, rare: 0.22, epic: 0.3, legendary: 0.45 };

/** The foil as a gradient definition (for frames, rings and chips in any SVG). */
export function foilGradient(tier: CardTier, id: string, angle = 35): string {
  const { stops } = TIER_FOILS[tier];
  const marks = stops
    .map((colour, i) => `<stop offset="${n(i / (stops.length - 1))}" stop-color="${colour}"/>`)
    .join('');
  return `<linearGradient id="${id}" gradientTransform="rotate(${angle} .5 .5)">${marks}</linearGradient>`;
}

/** A four-pointed sparkle, the legendary card's (and pack's) glitter. */
export const sparkle = (x: number, y: number, r: number) =>
  `M${n(x)} ${n(y - r)}Q${n(x + r * 0.18)} ${n(y - r * 0.18)} ${n(x + r)} ${n(y)}Q${n(x + r * 0.18)} ${n(y + r * 0.18)} ${n(x)} ${n(y + r)}Q${n(x - r * 0.18)} ${n(y + r * 0.18)} ${n(x - r)} ${n(y)}Q${n(x - r * 0.18)} ${n(y - r * 0.18)} ${n(x)} ${n(y - r)}z`;

export interface CardFrameOptions {
  /** Frame size; the card's content sits on the panel inside. Default 250 × 350 (5:7). */
  width?: number;
  height?: number;
  idPrefix?: string;
}

/** The frame's drawing inside `width` × `height`, for embedding in a larger SVG. */
export function cardFrameLayers(tier: CardTier, options: CardFrameOptions = {}): string {
  const width = options.width ?? 250;
  const height = options.height ?? 350;
  const id = idSafe(options.idPrefix ?? `f${tier}`);
  const foil = TIER_FOILS[tier];
  const border = Math.round(width * 0.045);
  const radius = Math.round(width * 0.07);
  const inner = radius - border / 2;
  const defs = `<defs>${foilGradient(tier, `${id}foil`)}<linearGradient id="${id}panel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${foil.panel}"/><stop offset="1" stop-color="${darken(foil.panel, 0.55)}"/></linearGradient><clipPath id="${id}inside"><rect x="${border}" y="${border}" width="${width - 2 * border}" height="${height - 2 * border}" rx="${n(inner)}"/></clipPath><radialGradient id="${id}aura" cx=".5" cy=".3" r=".7"><stop offset="0" stop-color="${foil.glow}" stop-opacity="${AURA[tier]}"/><stop offset="1" stop-color="${foil.glow}" stop-opacity="0"/></radialGradient><linearGradient id="${id}sheen" x1="0" y1="0" x2="1" y2="1"><stop offset=".35" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity="${tier === 'common' ? 0.18 : 0.35}"/><stop offset=".65" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>`;
  const outer = `<rect width="${width}" height="${height}" rx="${radius}" fill="url(#${id}foil)"/>`;
  // Brushed steel for the common card: fine horizontal lines over the foil.
  const brushed =
    tier === 'common'
      ? `<path d="${Array.from({ length: Math.floor(height / 3) }, (_, i) => `M0 ${i * 3 + 1}H${width}`).join('')}" stroke="#fff" stroke-width=".6" opacity=".18"/>`
      : '';
  const bevel = `<rect x="${n(border * 0.45)}" y="${n(border * 0.45)}" width="${n(width - border * 0.9)}" height="${n(height - border * 0.9)}" rx="${n(radius - border * 0.45)}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="1"/>`;
  const panel = `<rect x="${border}" y="${border}" width="${width - 2 * border}" height="${height - 2 * border}" rx="${n(inner)}" fill="url(#${id}panel)"/><rect x="${border}" y="${border}" width="${width - 2 * border}" height="${height - 2 * border}" rx="${n(inner)}" fill="url(#${id}aura)"/><rect x="${border}" y="${border}" width="${width - 2 * border}" height="${height - 2 * border}" rx="${n(inner)}" fill="none" stroke="${darken(foil.glow, 0.5)}" stroke-width="1.5"/>`;
  const gemSize = tier === 'legendary' ? 11 : tier === 'epic' ? 9 : tier === 'rare' ? 7.5 : 0;
  const gem =
    gemSize > 0
      ? `<path d="M${n(width / 2)} ${n(border / 2 - gemSize)}l${gemSize} ${gemSize}l${-gemSize} ${gemSize}l${-gemSize} ${-gemSize}z" fill="url(#${id}foil)" stroke="${darken(foil.glow, 0.45)}" stroke-width="1.2"/><path d="M${n(width / 2)} ${n(border / 2 - gemSize * 0.5)}l${n(gemSize * 0.5)} ${n(gemSize * 0.5)}l${n(-gemSize * 0.5)} ${n(gemSize * 0.5)}z" fill="#fff" opacity=".7"/>`
      : '';
  const rivets =
    tier === 'common'
      ? [
          [border / 2, border / 2 + radius],
          [width - border / 2, border / 2 + radius],
          [border / 2, height - border / 2 - radius],
          [width - border / 2, height - border / 2 - radius],
        ]
          .map(([x, y]) => `<circle cx="${n(x ?? 0)}" cy="${n(y ?? 0)}" r="2" fill="#475569"/>`)
          .join('')
      : '';
  const glitter =
    tier === 'legendary'
      ? (() => {
          const dice = diceOf('legendary-glitter');
          const points = Array.from({ length: 9 }, () => {
            const onSide = dice.chance(0.5);
            const x = onSide
              ? dice.pick([border / 2, width - border / 2])
              : dice.between(radius, width - radius);
            const y = onSide
              ? dice.between(radius, height - radius)
              : dice.pick([border / 2, height - border / 2]);
            return sparkle(x, y, dice.between(3.5, 7));
          });
          return `<path d="${points.join('')}" fill="#fff"/>`;
        })()
      : '';
  // The legendary panel is engraved with fine gold lines, like a banknote.
  const engraving =
    tier === 'legendary'
      ? `<path d="${Array.from({ length: Math.ceil((width + height) / 7) }, (_, i) => `M${border + i * 7} ${border}l${-height} ${height}`).join('')}" stroke="${foil.glow}" stroke-width=".6" opacity=".12" clip-path="url(#${id}inside)"/>`
      : '';
  const sheen = `<rect width="${width}" height="${height}" rx="${radius}" fill="url(#${id}sheen)"/>`;
  return defs + outer + brushed + bevel + sheen + panel + engraving + gem + rivets + glitter;
}

/**
 * A card's frame for its tier as an SVG document: the foil border (brushed steel, blue,
 * purple or gold with glitter), a gem for the rarer tiers, and the dark panel the portrait,
 * name, tier and serial are laid on.
 */
export function cardFrameSvg(tier: CardTier, options: CardFrameOptions = {}): string {
  return svgDocument(cardFrameLayers(tier, options), {
    width: options.width ?? 250,
    height: options.height ?? 350,
    fit: 'meet',
  });
}
