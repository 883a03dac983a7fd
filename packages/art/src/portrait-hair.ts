import { darken, lighten } from './colour.ts';
import type { Figure } from './figure.ts';
import type { Head } from './portrait-face.ts';
import type { Dice } from './random.ts';
import { n } from './xml.ts';

export const HAIR_STYLES = [
  'crop',
  'buzz',
  'quiff',
  'curly',
  'mohawk',
  'swept',
  'surfer',
  'bald',
  'long',
  'ponytail',
  'bun',
  'bob',
  'afro',
  'braids',
  'pixie',
] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

/** Which styles each figure draws from; a neutral figure from any but the bald one. */
const STYLES_OF: Record<Figure, readonly HairStyle[]> = {
  m: ['crop', 'crop', 'buzz', 'quiff', 'curly', 'mohawk', 'swept', 'surfer', 'bald', 'afro'],
  w: ['long', 'long', 'ponytail', 'bun', 'bob', 'afro', 'braids', 'pixie', 'swept', 'curly'],
  neutral: HAIR_STYLES.filter((style) => style !== 'bald'),
};

export function hairStyleFor(dice: Dice, figure: Figure): HairStyle {
  return dice.pick(STYLES_OF[figure]);
}

/** Styles that show below a helmet, beanie or cap: long hair falls out from under it. */
export function showsUnderHeadwear(style: HairStyle): boolean {
  return ['long', 'ponytail', 'braids', 'surfer', 'bob', 'afro'].includes(style);
}

/** A cap of hair over the crown, from temple to temple, with its front edge given as path data. */
function crown(head: Head, lift: number, fringe: string): string {
  const { cx, cy, rx, ry } = head;
  const left = cx - rx - 1;
  const right = cx + rx + 1;
  const top = cy - ry - lift;
  const side = cy + 1;
  const control = (4 * top - side) / 3;
  return `M${n(left)} ${n(side)}C${n(left)} ${n(control)} ${n(right)} ${n(control)} ${n(right)} ${n(side)}${fringe}z`;
}

/** The front edge of a crown: from the right temple back to the left one over the forehead. */
function fringeOf(head: Head, kind: 'side' | 'straight' | 'spiky' | 'high'): string {
  const { cx, cy, rx, ry } = head;
  const right = cx + rx + 1;
  const left = cx - rx - 1;
  const side = cy + 1;
  const line = cy - ry * 0.42;
  switch (kind) {
    case 'side':
      return `C${n(right - 1)} ${n(line - 4)} ${n(cx + 6)} ${n(line - 3)} ${n(cx - 3)} ${n(line + 1.5)}C${n(cx - 8)} ${n(line + 3)} ${n(left + 2)} ${n(line + 1)} ${n(left)} ${n(side)}`;
    case 'straight':
      return `C${n(right)} ${n(line + 1)} ${n(left)} ${n(line + 1)} ${n(left)} ${n(side)}`;
    case 'high':
      return `C${n(right - 2)} ${n(line - 5)} ${n(left + 2)} ${n(line - 5)} ${n(left)} ${n(side)}`;
    case 'spiky': {
      const teeth = 6;
      const step = (right - left - 4) / teeth;
      const points = Array.from({ length: teeth }, (_, i) => {
        const x = right - 2 - (i + 0.5) * step;
        return `L${n(x)} ${n(line + (i % 2 === 0 ? 3 : -1))}`;
      }).join('');
      return `L${n(right - 1)} ${n(line)}${points}L${n(left + 1)} ${n(line)}L${n(left)} ${n(side)}`;
    }
  }
}

function curls(head: Head, count: number, radius: number, spread: number, fill: string): string {
  const { cx, cy, rx, ry } = head;
  return Array.from({ length: count }, (_, i) => {
    const angle = Math.PI * (1.05 + (0.9 * i) / (count - 1));
    const x = cx + Math.cos(angle) * (rx + spread);
    const y = cy - 2 + Math.sin(angle) * (ry + spread);
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="${fill}"/>`;
  }).join('');
}

/** Hair behind the head (long styles), drawn before the face and the shoulders. */
export function hairBack(style: HairStyle, head: Head): string {
  const { cx, cy, rx, ry, hair } = head;
  const shade = darken(hair, 0.18);
  switch (style) {
    case 'long':
    case 'surfer': {
      const bottom = style === 'long' ? cy + 36 : cy + 22;
      return `<path d="M${n(cx - rx - 2)} ${n(cy - 4)}C${n(cx - rx - 5)} ${n(cy + 12)} ${n(cx - rx - 4)} ${n(bottom - 6)} ${n(cx - rx + 1)} ${n(bottom)}L${n(cx + rx - 1)} ${n(bottom)}C${n(cx + rx + 4)} ${n(bottom - 6)} ${n(cx + rx + 5)} ${n(cy + 12)} ${n(cx + rx + 2)} ${n(cy - 4)}z" fill="${shade}"/>`;
    }
    case 'bob':
      return `<path d="M${n(cx - rx - 3)} ${n(cy - 6)}C${n(cx - rx - 4)} ${n(cy + 8)} ${n(cx - rx - 2)} ${n(cy + 14)} ${n(cx - rx + 2)} ${n(cy + 15)}L${n(cx + rx - 2)} ${n(cy + 15)}C${n(cx + rx + 2)} ${n(cy + 14)} ${n(cx + rx + 4)} ${n(cy + 8)} ${n(cx + rx + 3)} ${n(cy - 6)}z" fill="${shade}"/>`;
    case 'ponytail':
      return `<path d="M${n(cx + rx - 2)} ${n(cy - ry + 6)}C${n(cx + rx + 10)} ${n(cy - ry + 4)} ${n(cx + rx + 12)} ${n(cy + 14)} ${n(cx + rx + 5)} ${n(cy + 26)}C${n(cx + rx + 6)} ${n(cy + 12)} ${n(cx + rx + 2)} ${n(cy)} ${n(cx + rx - 4)} ${n(cy - 4)}z" fill="${shade}"/>`;
    case 'afro':
      return `<ellipse cx="${n(cx)}" cy="${n(cy - 5)}" rx="${n(rx + 8)}" ry="${n(ry + 6)}" fill="${shade}"/>${curls(head, 9, 5.2, 5.5, shade)}`;
    case 'braids':
      return [-1, 1]
        .map((side) => {
          const x = cx + side * (rx + 1.5);
          const beads = Array.from(
            { length: 5 },
            (_, i) =>
              `<ellipse cx="${n(x)}" cy="${n(cy + 4 + i * 5)}" rx="2.6" ry="3" fill="${i % 2 === 0 ? shade : hair}"/>`,
          ).join('');
          return `${beads}<circle cx="${n(x)}" cy="${n(cy + 28)}" r="1.6" fill="${lighten(hair, 0.5)}"/>`;
        })
        .join('');
    default:
      return '';
  }
}

/** Hair over the crown and forehead, drawn after the face. */
export function hairFront(style: HairStyle, head: Head): string {
  const { cx, cy, rx, ry, hair } = head;
  const gloss = `<path d="M${n(cx - rx * 0.55)} ${n(cy - ry + 3)}q${n(rx * 0.4)} -3 ${n(rx * 0.9)} -1.2" fill="none" stroke="${lighten(hair, 0.35)}" stroke-width="1.4" stroke-linecap="round" opacity="0.7"/>`;
  const path = (d: string) => `<path d="${d}" fill="${hair}"/>`;
  switch (style) {
    case 'bald':
      return `<path d="M${n(cx - rx * 0.4)} ${n(cy - ry + 4)}q${n(rx * 0.4)} -2.4 ${n(rx * 0.8)} -0.6" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" opacity="0.35"/>`;
    case 'buzz':
      return `<path d="${crown(head, 0.6, fringeOf(head, 'high'))}" fill="${hair}" opacity="0.78"/>`;
    case 'crop':
      return path(crown(head, 2, fringeOf(head, 'side'))) + gloss;
    case 'swept':
    case 'surfer':
      return path(crown(head, 3.5, fringeOf(head, 'side'))) + gloss;
    case 'pixie':
      return path(crown(head, 2.5, fringeOf(head, 'spiky'))) + gloss;
    case 'quiff':
      return (
        path(crown(head, 2, fringeOf(head, 'high'))) +
        path(
          `M${n(cx - rx + 2)} ${n(cy - ry + 4)}C${n(cx - rx)} ${n(cy - ry - 10)} ${n(cx + rx + 4)} ${n(cy - ry - 10)} ${n(cx + rx)} ${n(cy - ry + 6)}C${n(cx + 4)} ${n(cy - ry)} ${n(cx - 4)} ${n(cy - ry + 1)} ${n(cx - rx + 2)} ${n(cy - ry + 4)}z`,
        ) +
        gloss
      );
    case 'mohawk':
      return (
        `<path d="${crown(head, 0.4, fringeOf(head, 'high'))}" fill="${hair}" opacity="0.35"/>` +
        path(
          `M${n(cx - 4)} ${n(cy - ry + 8)}L${n(cx - 5)} ${n(cy - ry - 6)}L${n(cx - 1.5)} ${n(cy - ry - 2)}L${n(cx)} ${n(cy - ry - 9)}L${n(cx + 2)} ${n(cy - ry - 2)}L${n(cx + 5)} ${n(cy - ry - 6)}L${n(cx + 4)} ${n(cy - ry + 8)}z`,
        )
      );
    case 'curly':
      return path(crown(head, 2, fringeOf(head, 'straight'))) + curls(head, 7, 4.2, 0.8, hair);
    case 'afro':
      return path(crown(head, 3, fringeOf(head, 'high'))) + curls(head, 7, 4, 1.5, hair);
    case 'long':
    case 'bob':
      return path(crown(head, 2.5, fringeOf(head, 'side'))) + gloss;
    case 'ponytail':
    case 'braids':
      return path(crown(head, 1.8, fringeOf(head, 'high'))) + gloss;
    case 'bun':
      return (
        `<circle cx="${n(cx + 2)}" cy="${n(cy - ry - 3.5)}" r="6.2" fill="${hair}"/>` +
        path(crown(head, 1.8, fringeOf(head, 'high'))) +
        gloss
      );
  }
}
