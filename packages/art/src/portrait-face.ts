import { darken, lighten } from './colour.ts';
import type { Figure } from './figure.ts';
import type { Dice } from './random.ts';
import { n } from './xml.ts';

/** The head every part of a portrait is placed around (view box 0 0 100 100). */
export interface Head {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  skin: string;
  hair: string;
}

export function drawHead(dice: Dice, skin: string, hair: string): Head {
  return { cx: 50, cy: 46, rx: dice.between(14.2, 16.4), ry: dice.between(17.4, 19.4), skin, hair };
}

/** Neck, ears and the face shape, behind everything the face wears. */
export function skull(head: Head): string {
  const { cx, cy, rx, ry, skin } = head;
  const shade = darken(skin, 0.14);
  return [
    `<path d="M${n(cx - 6.5)} ${n(cy + 8)}h13v20h-13z" fill="${shade}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(cy + ry - 2)}" rx="${n(rx * 0.6)}" ry="3.2" fill="${darken(skin, 0.22)}"/>`,
    ...[-1, 1].map(
      (side) =>
        `<ellipse cx="${n(cx + side * rx)}" cy="${n(cy + 1.5)}" rx="2.8" ry="4.2" fill="${skin}"/><ellipse cx="${n(cx + side * (rx + 0.4))}" cy="${n(cy + 1.5)}" rx="1.2" ry="2.3" fill="${shade}"/>`,
    ),
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${skin}"/>`,
    // A soft light from the top left gives the flat face some volume.
    `<ellipse cx="${n(cx - rx * 0.3)}" cy="${n(cy - ry * 0.35)}" rx="${n(rx * 0.55)}" ry="${n(ry * 0.4)}" fill="${lighten(skin, 0.18)}" opacity="0.45"/>`,
  ].join('');
}

/** Eyes, brows, nose, mouth, cheeks and freckles: small shapes, each drawn from a few variants. */
export function face(dice: Dice, head: Head, figure: Figure): string {
  const { cx, cy, skin, hair } = head;
  const eyeY = cy + dice.between(0.5, 2);
  const gap = dice.between(5.8, 7);
  const ink = '#1c1917';
  const eyeStyle = dice.pick(['dot', 'dot', 'oval', 'happy'] as const);
  const eyes = [-1, 1]
    .map((side) => {
      const x = cx + side * gap;
      if (eyeStyle === 'happy')
        return `<path d="M${n(x - 2.2)} ${n(eyeY + 0.8)}q2.2-3 4.4 0" fill="none" stroke="${ink}" stroke-width="1.4" stroke-linecap="round"/>`;
      const ry = eyeStyle === 'oval' ? 2.4 : 1.9;
      return `<ellipse cx="${n(x)}" cy="${n(eyeY)}" rx="1.75" ry="${ry}" fill="${ink}"/><circle cx="${n(x + 0.55)}" cy="${n(eyeY - 0.75)}" r="0.6" fill="#fff"/>`;
    })
    .join('');
  const browY = eyeY - dice.between(4.6, 5.8);
  const tilt = dice.between(-1.2, 1.4);
  const browWidth = figure === 'w' ? 1.1 : dice.between(1.3, 1.9);
  const browColour = darken(hair, 0.25);
  const brows = [-1, 1]
    .map((side) => {
      const x = cx + side * gap;
      return `<path d="M${n(x - side * 2.6)} ${n(browY + tilt)}q${n(side * 2.6)} -1.6 ${n(side * 5)} ${n(-tilt)}" fill="none" stroke="${browColour}" stroke-width="${n(browWidth)}" stroke-linecap="round"/>`;
    })
    .join('');
  const noseColour = darken(skin, 0.28);
  const nose = `<path d="M${n(cx + 0.4)} ${n(eyeY + 1.5)}q-2 ${n(dice.between(3.4, 4.6))} 0.6 ${n(dice.between(4.6, 5.6))}" fill="none" stroke="${noseColour}" stroke-width="1.1" stroke-linecap="round"/>`;
  const mouthY = cy + dice.between(10, 11.5);
  const lip = darken(skin, 0.5);
  const mouth = dice.pick([
    `<path d="M${n(cx - 4.5)} ${n(mouthY)}q4.5 3.6 9 0" fill="none" stroke="${lip}" stroke-width="1.4" stroke-linecap="round"/>`,
    `<path d="M${n(cx - 5)} ${n(mouthY - 0.6)}q5 6 10 0z" fill="#fff" stroke="${lip}" stroke-width="1.2" stroke-linejoin="round"/>`,
    `<path d="M${n(cx - 3.5)} ${n(mouthY + 0.6)}q4 1.6 7.5-1.4" fill="none" stroke="${lip}" stroke-width="1.4" stroke-linecap="round"/>`,
    `<path d="M${n(cx - 4)} ${n(mouthY - 0.4)}q4 5.4 8 0z" fill="${darken(skin, 0.62)}"/><path d="M${n(cx - 2.2)} ${n(mouthY + 2)}q2.2-1.4 4.4 0" fill="#f87171"/>`,
  ]);
  const cheeks = dice.chance(0.55)
    ? [-1, 1]
        .map(
          (side) =>
            `<circle cx="${n(cx + side * (gap + 2.6))}" cy="${n(eyeY + 5.6)}" r="2.6" fill="#fb7185" opacity="0.22"/>`,
        )
        .join('')
    : '';
  const freckles = dice.chance(0.25)
    ? Array.from({ length: 6 }, (_, i) => {
        const side = i % 2 === 0 ? -1 : 1;
        return `<circle cx="${n(cx + side * (gap + dice.between(0, 3.4)))}" cy="${n(eyeY + dice.between(3.4, 6))}" r="0.45" fill="${darken(skin, 0.35)}"/>`;
      }).join('')
    : '';
  return brows + eyes + nose + cheeks + freckles + mouth;
}

/** Men only: a full beard, a chin beard, a moustache or stubble (or none). */
export function beard(dice: Dice, head: Head): string {
  const { cx, cy, rx, ry, hair } = head;
  const kind = dice.pick(['none', 'none', 'none', 'stubble', 'full', 'goatee', 'moustache'] as const);
  const chin = cy + ry;
  const jaw = `M${n(cx - rx + 0.4)} ${n(cy + 2)}C${n(cx - rx + 1)} ${n(chin + 1)} ${n(cx + rx - 1)} ${n(chin + 1)} ${n(cx + rx - 0.4)} ${n(cy + 2)}`;
  switch (kind) {
    case 'none':
      return '';
    case 'stubble':
      return `<path d="${jaw}C${n(cx + rx - 3)} ${n(cy + 9)} ${n(cx - rx + 3)} ${n(cy + 9)} ${n(cx - rx + 0.4)} ${n(cy + 2)}z" fill="${hair}" opacity="0.28"/>`;
    case 'full':
      return `<path d="${jaw}C${n(cx + rx - 3)} ${n(cy + 7)} ${n(cx + 4)} ${n(cy + 7.5)} ${n(cx)} ${n(cy + 8.2)}C${n(cx - 4)} ${n(cy + 7.5)} ${n(cx - rx + 3)} ${n(cy + 7)} ${n(cx - rx + 0.4)} ${n(cy + 2)}z" fill="${hair}"/><path d="M${n(cx - 3.4)} ${n(cy + 12.6)}q3.4 2.2 6.8 0" fill="none" stroke="${lighten(hair, 0.25)}" stroke-width="1.2" stroke-linecap="round"/>`;
    case 'goatee':
      return `<path d="M${n(cx - 4)} ${n(cy + 13.5)}q4 ${n(ry - 11)} 8 0q-4 1.6-8 0z" fill="${hair}"/><path d="M${n(cx - 5)} ${n(cy + 9.6)}q5-2.4 10 0q-5-0.6-10 0z" fill="${hair}"/>`;
    case 'moustache':
      return `<path d="M${n(cx - 6)} ${n(cy + 10.4)}q3-3.4 6-1.4q3-2 6 1.4q-3-1-6 0.2q-3-1.2-6-0.2z" fill="${hair}"/>`;
  }
}
