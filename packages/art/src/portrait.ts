import { darken, lighten } from './colour.ts';
import { type Figure, figureOf } from './figure.ts';
import {
  DYED_HAIR,
  HAIR_COLOURS,
  isSportSlug,
  SKIN_TONES,
  SPORT_PALETTES,
  type SportPalette,
  sportPalette,
} from './palette.ts';
import { beard, drawHead, face, type Head, skull } from './portrait-face.ts';
import { hairBack, hairFront, hairStyleFor, showsUnderHeadwear } from './portrait-hair.ts';
import { chooseKit, eyewear, headwear, type Kit, outfit } from './portrait-kit.ts';
import { type Dice, dice as diceOf, hashSeed } from './random.ts';
import { idSafe, n, svgDocument } from './xml.ts';

/** Who a portrait shows: the seed makes it theirs, gender and sport what they look like. */
export interface PortraitSubject {
  /** Stable per person: the athlete's slug, the manager's username. */
  seed: string;
  /** M, W or F (spec §3); anything else draws a neutral figure. */
  gender?: string | null;
  /** The sport's slug: its colours and kit. */
  sport?: string | null;
}

export interface PortraitOptions {
  /** Spoken name of the picture (becomes the SVG's title); none makes it decorative. */
  title?: string;
  /** Prefix of the ids inside, unique per picture when several share one document. */
  idPrefix?: string;
}

const MOTIFS = ['rays', 'stripes', 'rings', 'dots', 'peaks', 'waves'] as const;
type Motif = (typeof MOTIFS)[number];

/** Snow sports lean to peaks, water sports to waves; all can draw any motif. */
function motifFor(dice: Dice, sport: string | null): Motif {
  if (sport === 'snowboarding' || sport === 'freeskiing')
    return dice.pick(['peaks', 'peaks', 'rays', 'dots']);
  if (sport === 'surfing' || sport === 'wakeboarding') return dice.pick(['waves', 'waves', 'rings', 'rays']);
  if (sport === 'mountain-biking') return dice.pick(['peaks', 'stripes', 'rays']);
  return dice.pick(MOTIFS);
}

function backdrop(dice: Dice, palette: SportPalette, motif: Motif, id: string): string {
  const ink = lighten(palette.light, 0.3);
  const angle = dice.int(0, 3) * 90 + 45;
  const base = `<defs><linearGradient id="${id}bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${palette.light}"/><stop offset=".55" stop-color="${palette.base}"/><stop offset="1" stop-color="${palette.deep}"/></linearGradient><linearGradient id="${id}lens" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.accent}"/><stop offset=".5" stop-color="${lighten(palette.base, 0.3)}"/><stop offset="1" stop-color="${darken(palette.deep, 0.2)}"/></linearGradient></defs><rect width="100" height="100" fill="url(#${id}bg)"/>`;
  const shapes = (() => {
    switch (motif) {
      case 'rays': {
        const count = dice.int(7, 11);
        const turn = dice.between(0, 360);
        return Array.from({ length: count }, (_, i) => {
          const a = ((turn + (360 / count) * i) * Math.PI) / 180;
          const b = a + Math.PI / count;
          return `M50 46L${n(50 + Math.cos(a) * 90)} ${n(46 + Math.sin(a) * 90)}L${n(50 + Math.cos(b) * 90)} ${n(46 + Math.sin(b) * 90)}z`;
        }).join('');
      }
      case 'stripes': {
        const width = dice.between(5, 9);
        return Array.from({ length: 8 }, (_, i) => {
          const x = -40 + i * width * 2.6;
          return `M${n(x)} 100L${n(x + 60)} 0h${n(width)}L${n(x + width)} 100z`;
        }).join('');
      }
      case 'rings':
        return Array.from({ length: 5 }, (_, i) => {
          const r = 14 + i * 11;
          return `M50 ${n(46 - r)}a${r} ${r} 0 1 0 0.01 0zM50 ${n(46 - r + 3)}a${r - 3} ${r - 3} 0 1 1-0.01 0z`;
        }).join('');
      case 'dots':
        return Array.from({ length: 36 }, (_, i) => {
          const x = 6 + (i % 6) * 17.6 + (Math.floor(i / 6) % 2) * 8.8;
          const y = 6 + Math.floor(i / 6) * 17.6;
          return `M${n(x)} ${n(y)}m-2.4 0a2.4 2.4 0 1 0 4.8 0a2.4 2.4 0 1 0-4.8 0z`;
        }).join('');
      case 'peaks': {
        const left = dice.between(20, 40);
        const right = dice.between(62, 84);
        return `M-5 80L${n(left)} ${n(dice.between(26, 40))}L${n((left + right) / 2)} 62L${n(right)} ${n(dice.between(20, 34))}L105 72V100H-5z`;
      }
      case 'waves': {
        const lift = dice.between(0, 14);
        return [66, 78, 90]
          .map((y) => {
            const row = y - lift;
            return `M0 ${n(row)}q12.5-8 25 0t25 0t25 0t25 0V${n(row + 5)}q-12.5-8-25 0t-25 0t-25 0t-25 0z`;
          })
          .join('');
      }
    }
  })();
  return `${base}<path d="${shapes}" fill="${ink}" opacity="${motif === 'peaks' ? 0.35 : 0.2}"/>`;
}

function hairColour(dice: Dice): string {
  return dice.chance(0.1) ? dice.pick(DYED_HAIR) : dice.pick(HAIR_COLOURS);
}

function layers(dice: Dice, figure: Figure, sport: string | null, palette: SportPalette, id: string): string {
  const head: Head = drawHead(dice, dice.pick(SKIN_TONES), hairColour(dice));
  const style = hairStyleFor(dice, figure);
  const kit: Kit = chooseKit(dice, sport, palette);
  const covered = kit.headwear !== 'none';
  const showBack = !covered || showsUnderHeadwear(style);
  // The figure is drawn at a comfortable scale, then brought closer so the face fills small avatars.
  return [
    backdrop(dice, palette, motifFor(dice, sport), id),
    '<g transform="translate(50 58) scale(1.16) translate(-50 -58)">',
    showBack ? hairBack(style, head) : '',
    outfit(kit, head),
    skull(head),
    face(dice, head, figure),
    figure === 'm' ? `<g class="beard">${beard(dice, head)}</g>` : '',
    covered ? '' : hairFront(style, head),
    headwear(kit, head),
    eyewear(kit, head, palette, `${id}lens`),
    '</g>',
  ].join('');
}

/** Ids unique to this subject, so several portraits can share a document. */
const defaultPrefix = (seed: string) => `p${hashSeed(seed).toString(36)}`;

/** The inner drawing of a portrait (view box 0 0 100 100), for embedding in a larger SVG. */
export function portraitLayers(subject: PortraitSubject, idPrefix?: string): string {
  const sport = subject.sport?.trim().toLowerCase() ?? null;
  const id = idSafe(idPrefix ?? defaultPrefix(subject.seed));
  return layers(
    diceOf(`portrait:${subject.seed}`),
    figureOf(subject.gender),
    sport && isSportSlug(sport) ? sport : null,
    sportPalette(sport),
    id,
  );
}

/**
 * An athlete's generated portrait, a square SVG document: a head-and-shoulders figure of
 * their gender in their sport's kit and colours, its face, hair and kit drawn from the seed.
 */
export function athletePortraitSvg(subject: PortraitSubject, options: PortraitOptions = {}): string {
  return svgDocument(portraitLayers(subject, options.idPrefix), {
    width: 100,
    height: 100,
    ...(options.title ? { title: options.title } : {}),
  });
}

/**
 * A manager's generated avatar (no profile image): a fan in casual kit, on a background of
 * a sport's colours chosen by the username, so every manager is told apart at a glance.
 */
export function managerAvatarSvg(username: string, options: PortraitOptions = {}): string {
  const seed = username.trim().toLowerCase();
  const dice = diceOf(`manager:${seed}`);
  const palette = dice.pick(Object.values(SPORT_PALETTES));
  const figure = dice.pick(['m', 'w', 'neutral'] as const);
  const id = idSafe(options.idPrefix ?? `m${hashSeed(seed).toString(36)}`);
  return svgDocument(layers(dice, figure, null, palette, id), {
    width: 100,
    height: 100,
    ...(options.title ? { title: options.title } : {}),
  });
}

/** A nested portrait at (x, y) of `size`, for pictures composed of several (share images). */
export function portraitAt(
  subject: PortraitSubject,
  x: number,
  y: number,
  size: number,
  idPrefix: string,
): string {
  return `<svg x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size)}" viewBox="0 0 100 100">${portraitLayers(subject, idPrefix)}</svg>`;
}
