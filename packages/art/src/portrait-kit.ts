import { darken, lighten, luminance } from './colour.ts';
import { KIT_COLOURS, type SportPalette } from './palette.ts';
import type { Head } from './portrait-face.ts';
import type { Dice } from './random.ts';
import { n } from './xml.ts';

export type Outfit = 'jacket' | 'wetsuit' | 'tee' | 'hoodie' | 'jersey' | 'vest';
export type Headwear = 'none' | 'helmet' | 'visor-helmet' | 'beanie' | 'cap' | 'cap-back';
export type Eyewear = 'none' | 'goggles' | 'shades';

export interface Kit {
  outfit: Outfit;
  headwear: Headwear;
  eyewear: Eyewear;
  /** The main kit colour, the trim colour and the headwear colour. */
  main: string;
  trim: string;
  hat: string;
}

/** What riders of each sport wear in their portrait, so the sport shows before the name is read. */
const GEAR: Record<
  string,
  { outfits: readonly Outfit[]; headwear: readonly Headwear[]; eyewear: readonly Eyewear[] }
> = {
  snowboarding: {
    outfits: ['jacket', 'jacket', 'hoodie'],
    headwear: ['helmet', 'beanie', 'beanie', 'none'],
    eyewear: ['goggles', 'goggles', 'none'],
  },
  freeskiing: {
    outfits: ['jacket'],
    headwear: ['helmet', 'helmet', 'beanie'],
    eyewear: ['goggles', 'goggles', 'none'],
  },
  surfing: { outfits: ['wetsuit'], headwear: ['none'], eyewear: ['none', 'none', 'shades'] },
  skateboarding: {
    outfits: ['tee', 'hoodie', 'tee'],
    headwear: ['none', 'none', 'cap', 'cap-back', 'beanie'],
    eyewear: ['none', 'none', 'shades'],
  },
  'mountain-biking': {
    outfits: ['jersey'],
    headwear: ['visor-helmet', 'visor-helmet', 'none'],
    eyewear: ['none', 'goggles', 'shades'],
  },
  bmx: {
    outfits: ['jersey', 'tee'],
    headwear: ['visor-helmet', 'helmet', 'none', 'cap-back'],
    eyewear: ['none'],
  },
  wakeboarding: {
    outfits: ['vest'],
    headwear: ['none', 'none', 'cap-back'],
    eyewear: ['none', 'shades'],
  },
};
const FAN_GEAR = {
  outfits: ['tee', 'hoodie', 'hoodie'] as const,
  headwear: ['none', 'none', 'none', 'beanie', 'cap', 'cap-back'] as const,
  eyewear: ['none', 'none', 'none', 'shades'] as const,
};

/** A kit colour that stands out from the background it is drawn on. */
function kitColour(dice: Dice, background: string): string {
  const bg = luminance(background);
  const readable = KIT_COLOURS.filter((colour) => Math.abs(luminance(colour) - bg) > 0.12);
  return dice.pick(readable.length > 0 ? readable : KIT_COLOURS);
}

export function chooseKit(dice: Dice, sport: string | null, palette: SportPalette): Kit {
  const gear = (sport && GEAR[sport]) || FAN_GEAR;
  const outfit = dice.pick(gear.outfits);
  const main = outfit === 'wetsuit' ? '#111827' : kitColour(dice, palette.base);
  const trim = dice.chance(0.5) ? palette.accent : dice.pick(KIT_COLOURS.filter((c) => c !== main));
  return {
    outfit,
    headwear: dice.pick(gear.headwear),
    eyewear: dice.pick(gear.eyewear),
    main,
    trim,
    hat: dice.chance(0.5) ? trim : kitColour(dice, palette.light),
  };
}

const SHOULDERS = 'M10 100C11 82 27 73.5 50 73.5C73 73.5 89 82 90 100z';

/** Shoulders and chest in the sport's kit. */
export function outfit(kit: Kit, head: Head): string {
  const { main, trim } = kit;
  const body = `<path d="${SHOULDERS}" fill="${main}"/>`;
  const fold = `<path d="M24 86q4 6 3 14M76 86q-4 6-3 14" fill="none" stroke="${darken(main, 0.25)}" stroke-width="1.2" opacity="0.6"/>`;
  switch (kit.outfit) {
    case 'jacket':
      return `${body}${fold}<path d="M10 100C11 90 16 84 22 80L34 100z" fill="${trim}"/><path d="M50 78v22" stroke="${lighten(main, 0.4)}" stroke-width="1.2"/><path d="M39 76V66q11 5 22 0v10q-11 6-22 0z" fill="${darken(main, 0.12)}"/><path d="M50 71v7" stroke="${lighten(main, 0.4)}" stroke-width="1"/>`;
    case 'wetsuit':
      return `${body}<path d="M12 92C14 82 22 77 30 75L34 79C26 82 19 88 17 96z" fill="${trim}"/><path d="M88 92C86 82 78 77 70 75L66 79C74 82 81 88 83 96z" fill="${trim}"/><path d="M41 75V68q9 3.5 18 0v7q-9 4-18 0z" fill="#0b0f17"/>`;
    case 'tee':
      return `${body}${fold}<path d="M41 74.5q9 8 18 0" fill="${darken(head.skin, 0.14)}" stroke="${darken(main, 0.2)}" stroke-width="2"/><path d="M44 88h12" stroke="${trim}" stroke-width="3" stroke-linecap="round"/>`;
    case 'hoodie':
      return `${body}${fold}<path d="M33 76C36 70 42 69 50 70C58 69 64 70 67 76C60 81 40 81 33 76z" fill="${darken(main, 0.2)}"/><path d="M45 80v9M55 80v9" stroke="${trim}" stroke-width="1.4" stroke-linecap="round"/><path d="M38 100q12-6 24 0" fill="${darken(main, 0.1)}"/>`;
    case 'jersey':
      return `${body}<path d="M27 76C24 86 23 93 23 100h7C30 92 31 84 34 76zM73 76C76 86 77 93 77 100h-7C70 92 69 84 66 76z" fill="${trim}"/><path d="M42 74.5L50 84L58 74.5z" fill="${darken(head.skin, 0.14)}" stroke="${darken(main, 0.25)}" stroke-width="1.4" stroke-linejoin="round"/>`;
    case 'vest':
      return `${body}<path d="M22 80C24 78 30 76 36 75L40 100H20C19 92 20 85 22 80zM78 80C76 78 70 76 64 75L60 100H80C81 92 80 85 78 80z" fill="${trim}"/><path d="M20 92h60" stroke="${darken(trim, 0.45)}" stroke-width="2.4"/><rect x="46.5" y="89.8" width="7" height="4.4" rx="1" fill="#e5e7eb"/><path d="M41 74.5q9 7 18 0" fill="${darken(head.skin, 0.14)}"/>`;
  }
}

/** Helmet, beanie or cap; drawn over the hair. */
export function headwear(kit: Kit, head: Head): string {
  const { cx, cy, rx, ry } = head;
  const hat = kit.hat;
  const left = cx - rx - 2.4;
  const right = cx + rx + 2.4;
  const top = cy - ry - 4;
  const rim = cy - ry * 0.3;
  const dome = (lift: number, edge: number) => {
    const control = (4 * (top - lift) - edge) / 3;
    return `M${n(left)} ${n(edge)}C${n(left)} ${n(control)} ${n(right)} ${n(control)} ${n(right)} ${n(edge)}`;
  };
  const shine = `<path d="M${n(cx - rx * 0.6)} ${n(top + 5)}q${n(rx * 0.5)} -3.5 ${n(rx * 1.1)} -1.5" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity="0.45"/>`;
  switch (kit.headwear) {
    case 'none':
      return '';
    case 'helmet':
    case 'visor-helmet': {
      const straps = `<path d="M${n(left + 2.6)} ${n(rim + 2)}L${n(cx - rx * 0.55)} ${n(cy + ry - 1)}M${n(right - 2.6)} ${n(rim + 2)}L${n(cx + rx * 0.55)} ${n(cy + ry - 1)}" stroke="#1f2937" stroke-width="1.1"/>`;
      const shell = `<path d="${dome(0, rim + 3)}Q${n(cx)} ${n(rim - 3)} ${n(left)} ${n(rim + 3)}z" fill="${hat}"/>`;
      const vents = `<path d="M${n(cx - 5)} ${n(top + 2)}v6M${n(cx)} ${n(top + 1)}v7M${n(cx + 5)} ${n(top + 2)}v6" stroke="${darken(hat, 0.35)}" stroke-width="1.6" stroke-linecap="round"/>`;
      const visor =
        kit.headwear === 'visor-helmet'
          ? `<path d="M${n(left - 2)} ${n(rim + 1)}Q${n(cx)} ${n(rim - 7)} ${n(right + 2)} ${n(rim + 1)}L${n(right + 3)} ${n(rim - 3)}Q${n(cx)} ${n(rim - 12)} ${n(left - 3)} ${n(rim - 3)}z" fill="${darken(hat, 0.3)}"/>`
          : '';
      return straps + shell + vents + shine + visor;
    }
    case 'beanie': {
      const body = `<path d="${dome(1, rim)}z" fill="${hat}"/>`;
      const ribs = Array.from({ length: 7 }, (_, i) => {
        const x = left + 3 + i * ((right - left - 6) / 6);
        return `M${n(x)} ${n(rim - 5.5)}v5`;
      }).join('');
      const cuff = `<rect x="${n(left - 0.5)}" y="${n(rim - 6)}" width="${n(right - left + 1)}" height="7" rx="3" fill="${darken(hat, 0.15)}"/><path d="${ribs}" stroke="${darken(hat, 0.35)}" stroke-width="0.9"/>`;
      const pom = `<circle cx="${n(cx)}" cy="${n(top - 3)}" r="4.6" fill="${lighten(hat, 0.35)}"/>`;
      return pom + body + cuff;
    }
    case 'cap':
    case 'cap-back': {
      const crownPath = `<path d="${dome(-1, rim + 1)}Q${n(cx)} ${n(rim - 2)} ${n(left)} ${n(rim + 1)}z" fill="${hat}"/>`;
      const seam = `<path d="M${n(cx)} ${n(top - 0.5)}V${n(rim - 1)}" stroke="${darken(hat, 0.3)}" stroke-width="0.9"/><circle cx="${n(cx)}" cy="${n(top)}" r="1.4" fill="${darken(hat, 0.3)}"/>`;
      if (kit.headwear === 'cap-back')
        return `${crownPath}${seam}<path d="M${n(cx - 6)} ${n(rim - 0.6)}q6 -2.4 12 0v2.6q-6 -2.2-12 0z" fill="${darken(hat, 0.4)}"/>`;
      const brim = `<path d="M${n(left - 3)} ${n(rim + 1.5)}Q${n(cx)} ${n(rim - 4.5)} ${n(right + 3)} ${n(rim + 1.5)}Q${n(cx)} ${n(rim + 6)} ${n(left - 3)} ${n(rim + 1.5)}z" fill="${darken(hat, 0.2)}"/>`;
      return crownPath + seam + brim;
    }
  }
}

/** Goggles sit on the forehead (or helmet) so the eyes still show; shades sit on the nose. */
export function eyewear(kit: Kit, head: Head, palette: SportPalette, lensId: string): string {
  const { cx, cy, rx, ry } = head;
  switch (kit.eyewear) {
    case 'none':
      return '';
    case 'goggles': {
      const y = cy - ry * 0.62;
      return `<path d="M${n(cx - rx - 2.6)} ${n(y + 1)}Q${n(cx)} ${n(y - 4)} ${n(cx + rx + 2.6)} ${n(y + 1)}" fill="none" stroke="#111827" stroke-width="3.6"/><rect x="${n(cx - 12.5)}" y="${n(y - 5)}" width="25" height="10" rx="4.8" fill="#111827"/><rect x="${n(cx - 11)}" y="${n(y - 3.8)}" width="22" height="7.6" rx="3.8" fill="url(#${lensId})"/><path d="M${n(cx - 7)} ${n(y - 2)}l4 0" stroke="#fff" stroke-width="1.2" stroke-linecap="round" opacity="0.8"/>`;
    }
    case 'shades': {
      const y = cy + 1.4;
      const lens = (x: number) =>
        `<path d="M${n(x - 4.6)} ${n(y - 2.6)}h9.2q0.4 5.6-4.6 5.6t-4.6-5.6z" fill="#0f172a"/><path d="M${n(x - 2.6)} ${n(y - 1.4)}l2 0" stroke="${palette.light}" stroke-width="0.9" stroke-linecap="round" opacity="0.9"/>`;
      return `<path d="M${n(cx - rx + 0.5)} ${n(y - 2.4)}H${n(cx + rx - 0.5)}" stroke="#0f172a" stroke-width="1.2"/>${lens(cx - 6)}${lens(cx + 6)}`;
    }
  }
}
