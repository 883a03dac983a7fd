import { darken, lighten, mix } from './colour.ts';
import type { SportPalette } from './palette.ts';
import type { Dice } from './random.ts';
import { n } from './xml.ts';

/** One scene being drawn: its size (height always 200), palette, light and where the action is. */
export interface Stage {
  dice: Dice;
  width: number;
  height: number;
  palette: SportPalette;
  mood: Mood;
  /** x of the rider, the scene's focus. */
  focus: number;
  /** Prefix of this picture's ids. */
  id: string;
}

export type Mood = 'day' | 'dusk' | 'night';

/** The sky gradient of the mood, tinted by the sport, with sun or moon and stars at night. */
export function sky(stage: Stage): string {
  const { palette, mood, width, height, id, dice } = stage;
  const stops =
    mood === 'day'
      ? [darken(palette.base, 0.1), palette.base, lighten(palette.light, 0.35)]
      : mood === 'dusk'
        ? [mix(palette.deep, '#1e1b4b', 0.5), mix(palette.base, '#db2777', 0.45), '#fdba74']
        : ['#020617', mix(palette.deep, '#0f172a', 0.5), darken(palette.base, 0.35)];
  const sunX =
    stage.focus > width / 2
      ? dice.between(width * 0.1, width * 0.35)
      : dice.between(width * 0.65, width * 0.9);
  const sunY = dice.between(34, 62);
  const sunColour = mood === 'night' ? '#f8fafc' : mood === 'dusk' ? '#fde68a' : '#fef9c3';
  const stars =
    mood === 'night'
      ? Array.from(
          { length: Math.round(width / 12) },
          () =>
            `<circle cx="${n(dice.between(0, width))}" cy="${n(dice.between(0, height * 0.55))}" r="${n(dice.between(0.4, 1.2))}" fill="#fff" opacity="${n(dice.between(0.3, 0.9))}"/>`,
        ).join('')
      : '';
  return [
    `<defs><linearGradient id="${id}sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${stops[0]}"/><stop offset=".6" stop-color="${stops[1]}"/><stop offset="1" stop-color="${stops[2]}"/></linearGradient>`,
    `<radialGradient id="${id}glow"><stop offset="0" stop-color="${sunColour}" stop-opacity=".7"/><stop offset="1" stop-color="${sunColour}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${id}sky)"/>`,
    stars,
    `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="46" fill="url(#${id}glow)"/>`,
    `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${mood === 'night' ? 9 : 15}" fill="${sunColour}"/>`,
  ].join('');
}

/** A ridge of peaks across the whole width, its base at `base`, peaks `low`…`high` above it. */
export function ridge(
  stage: Stage,
  base: number,
  low: number,
  high: number,
  fill: string,
  snowcaps = false,
): string {
  const { dice, width } = stage;
  const points: [number, number][] = [[-10, base]];
  let x = -10;
  while (x < width + 10) {
    const step = dice.between(34, 70);
    points.push([x + step / 2, base - dice.between(low, high)]);
    x += step;
    points.push([x, base - dice.between(low * 0.3, low * 0.8)]);
  }
  const outline = points.map(([px, py]) => `${n(px)} ${n(py)}`).join('L');
  const body = `<path d="M${outline}L${n(width + 10)} ${n(base + 80)}L-10 ${n(base + 80)}z" fill="${fill}"/>`;
  if (!snowcaps) return body;
  const caps = points
    .filter((_, i) => i % 2 === 1)
    .map(([px, py]) => `M${n(px)} ${n(py)}l-7 9l4-1.5l3 3l3-3l4 1.5z`)
    .join('');
  return `${body}<path d="${caps}" fill="#f8fafc" opacity=".9"/>`;
}

/** A row of pines standing on `base`. */
export function pines(stage: Stage, base: number, size: number, fill: string, gapAround?: number): string {
  const { dice, width } = stage;
  const trees: string[] = [];
  let x = dice.between(-10, 10);
  while (x < width + 10) {
    const h = size * dice.between(0.7, 1.3);
    if (gapAround === undefined || Math.abs(x - gapAround) > 40) {
      trees.push(
        `M${n(x)} ${n(base - h)}l${n(h * 0.22)} ${n(h * 0.45)}h${n(-h * 0.08)}l${n(h * 0.2)} ${n(h * 0.45)}h${n(-h * 0.68)}l${n(h * 0.2)} ${n(-h * 0.45)}h${n(-h * 0.08)}z`,
      );
    }
    x += dice.between(size * 0.45, size * 1.1);
  }
  return `<path d="${trees.join('')}" fill="${fill}"/>`;
}

/** City blocks on `base`, with a few lit windows. */
export function skyline(stage: Stage, base: number, fill: string, windows: string): string {
  const { dice, width } = stage;
  const blocks: string[] = [];
  const lights: string[] = [];
  let x = -5;
  while (x < width + 5) {
    const w = dice.between(18, 38);
    const h = dice.between(30, 86);
    blocks.push(`M${n(x)} ${n(base)}v${n(-h)}h${n(w)}v${n(h)}z`);
    for (let wy = base - h + 6; wy < base - 8; wy += 9) {
      for (let wx = x + 4; wx < x + w - 5; wx += 7) {
        if (dice.chance(0.22)) lights.push(`M${n(wx)} ${n(wy)}h3v4h-3z`);
      }
    }
    x += w + dice.between(0, 6);
  }
  return `<path d="${blocks.join('')}" fill="${fill}"/><path d="${lights.join('')}" fill="${windows}" opacity=".7"/>`;
}

/** Soft clouds, fewer at night. */
export function clouds(stage: Stage, fill: string): string {
  const { dice, width, mood } = stage;
  const count = mood === 'night' ? 1 : dice.int(2, 4);
  return Array.from({ length: count }, () => {
    const x = dice.between(0, width);
    const y = dice.between(18, 70);
    const s = dice.between(0.7, 1.3);
    return `<path d="M${n(x)} ${n(y)}h${n(50 * s)}a${n(9 * s)} ${n(9 * s)} 0 0 0-12-10a${n(13 * s)} ${n(13 * s)} 0 0 0-24-4a${n(10 * s)} ${n(10 * s)} 0 0 0-14 14z" fill="${fill}" opacity=".55"/>`;
  }).join('');
}

/** Motion streaks behind a rider travelling in direction `travel` (degrees, 0 = right, -90 = up). */
export function streaks(x: number, y: number, travel: number, colour: string): string {
  const rad = (travel * Math.PI) / 180;
  const back = [-Math.cos(rad), -Math.sin(rad)];
  const side = [-Math.sin(rad), Math.cos(rad)];
  const lines = [-12, -4, 4, 12].map((offset, i) => {
    const start = 26 + (i % 2) * 6;
    const length = 22 + (i % 2) * 12;
    const ox = x + side[0]! * offset + back[0]! * start;
    const oy = y + side[1]! * offset + back[1]! * start;
    return `M${n(ox)} ${n(oy)}l${n(back[0]! * length)} ${n(back[1]! * length)}`;
  });
  return `<path d="${lines.join('')}" stroke="${colour}" stroke-width="2.2" stroke-linecap="round" opacity=".55" fill="none"/>`;
}

/** A burst of spray (snow, water or dust) fanning out from a point. */
export function spray(
  stage: Stage,
  x: number,
  y: number,
  direction: number,
  colour: string,
  count = 18,
): string {
  const { dice } = stage;
  return Array.from({ length: count }, () => {
    const a = ((direction + dice.between(-40, 40)) * Math.PI) / 180;
    const d = dice.between(4, 30);
    return `<circle cx="${n(x + Math.cos(a) * d)}" cy="${n(y + Math.sin(a) * d)}" r="${n(dice.between(0.8, 3))}" fill="${colour}" opacity="${n(dice.between(0.4, 0.95))}"/>`;
  }).join('');
}

/** A fine grain of dots over the whole scene: the printed-poster finish. */
export function finish(stage: Stage): string {
  const { id, width, height } = stage;
  return `<defs><pattern id="${id}dots" width="6" height="6" patternUnits="userSpaceOnUse"><circle cx="1.5" cy="1.5" r=".7" fill="#fff" opacity=".07"/></pattern><linearGradient id="${id}vignette" x1="0" y1="0" x2="0" y2="1"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#${id}dots)"/><rect width="${width}" height="${height}" fill="url(#${id}vignette)"/>`;
}
