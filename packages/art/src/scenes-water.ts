import { darken, lighten, mix } from './colour.ts';
import { POSES, type RiderLook, rider } from './rider.ts';
import { clouds, pines, ridge, type Stage, spray, streaks } from './stage.ts';
import { n } from './xml.ts';

const FOAM = '#f8fafc';

function waterGradient(stage: Stage, top: number): string {
  const { id, palette } = stage;
  return `<defs><linearGradient id="${id}water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(palette.base, 0.1)}"/><stop offset="1" stop-color="${darken(palette.deep, 0.25)}"/></linearGradient></defs><path d="M-10 ${top}H${n(stage.width + 10)}V210H-10z" fill="url(#${id}water)"/>`;
}

/** Little wave crests scattered over the water. */
function ripples(stage: Stage, from: number, to: number): string {
  const { dice, width } = stage;
  const marks = Array.from({ length: Math.round(width / 14) }, () => {
    const x = dice.between(0, width);
    const y = dice.between(from, to);
    return `M${n(x)} ${n(y)}q4-2.4 8 0`;
  }).join('');
  return `<path d="${marks}" fill="none" stroke="${FOAM}" stroke-width="1.1" opacity=".45" stroke-linecap="round"/>`;
}

/** A breaking wave curling over from the right, the surfer carving along its face. */
export function wave(stage: Stage, look: RiderLook): string {
  const { width, focus: f, palette, id, dice } = stage;
  const horizon = 104;
  const face = `M-10 184C${n(f - 80)} 182 ${n(f - 34)} 160 ${n(f - 8)} 118C${n(f + 12)} 84 ${n(f + 40)} 54 ${n(f + 84)} 46C${n(f + 124)} 40 ${n(f + 156)} 60 ${n(f + 156)} 84L${n(width + 10)} 92V210H-10z`;
  const lip = `M${n(f + 16)} 74C${n(f + 38)} 44 ${n(f + 110)} 30 ${n(f + 142)} 58C${n(f + 154)} 70 ${n(f + 146)} 94 ${n(f + 120)} 104C${n(f + 128)} 86 ${n(f + 120)} 68 ${n(f + 96)} 66C${n(f + 70)} 64 ${n(f + 42)} 76 ${n(f + 16)} 74z`;
  const barrel = `M${n(f + 96)} 66C${n(f + 120)} 68 ${n(f + 128)} 86 ${n(f + 120)} 104C${n(f + 102)} 112 ${n(f + 80)} 118 ${n(f + 58)} 124C${n(f + 68)} 100 ${n(f + 78)} 76 ${n(f + 96)} 66z`;
  const whitewater = `M${n(f + 150)} 80C${n(f + 180)} 70 ${n(f + 200)} 86 ${n(width + 10)} 84V102H${n(f + 140)}z`;
  const lines = Array.from(
    { length: 5 },
    (_, i) =>
      `M${n(f - 130 + i * 26)} ${n(182 - i * 6)}C${n(f - 60 + i * 18)} ${n(170 - i * 10)} ${n(f + i * 12)} ${n(136 - i * 14)} ${n(f + 40 + i * 14)} ${n(98 - i * 10)}`,
  ).join('');
  return [
    clouds(stage, '#ffffff'),
    `<path d="M-10 ${horizon}H${n(width + 10)}V${horizon + 10}H-10z" fill="${darken(palette.deep, 0.1)}"/>`,
    waterGradient(stage, horizon + 4),
    ripples(stage, horizon + 6, horizon + 40),
    `<defs><linearGradient id="${id}face" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${darken(palette.deep, 0.2)}"/><stop offset=".55" stop-color="${palette.base}"/><stop offset="1" stop-color="${lighten(palette.light, 0.2)}"/></linearGradient></defs>`,
    `<path d="${face}" fill="url(#${id}face)"/>`,
    `<path d="${lines}" fill="none" stroke="${lighten(palette.light, 0.3)}" stroke-width="1.2" opacity=".35"/>`,
    `<path d="${barrel}" fill="${darken(palette.deep, 0.45)}" opacity=".75"/>`,
    `<path d="${whitewater}" fill="${FOAM}" opacity=".9"/>`,
    `<path d="${lip}" fill="${FOAM}"/>`,
    spray(stage, f + 130, 46, -60, FOAM, 26),
    spray(stage, f - 26, 150, 150, FOAM, 24),
    rider(POSES.carve, 'surfboard', look, { x: f - 6, y: 116, angle: dice.between(-40, -26), scale: 1.15 }),
  ].join('');
}

function lakeside(stage: Stage, shore: number): string {
  const { palette } = stage;
  return [
    clouds(stage, '#ffffff'),
    ridge(stage, shore - 8, 18, 44, mix(palette.light, palette.base, 0.4)),
    pines(stage, shore + 2, 16, darken(palette.deep, 0.3)),
    waterGradient(stage, shore),
    ripples(stage, shore + 6, 196),
  ].join('');
}

/** The cable overhead: pylons and the line the handle hangs from. */
function cableLine(stage: Stage, handle: [number, number], carrier: number): string {
  const { width } = stage;
  const pylons = [24, width - 24]
    .map((x) => `<path d="M${n(x)} 150V22M${n(x - 10)} 26h20" stroke="#0f172a" stroke-width="3"/>`)
    .join('');
  return `${pylons}<path d="M14 26H${n(width - 14)}" stroke="#0f172a" stroke-width="1.2"/><path d="M${n(carrier - 5)} 24h10v6h-10z" fill="#0f172a"/><path d="M${n(carrier)} 30L${n(handle[0])} ${n(handle[1])}" stroke="#0f172a" stroke-width=".9"/>`;
}

/** Cable park: a kicker floating on the lake, the rider in the air off it, towed from above. */
export function wakePark(stage: Stage, look: RiderLook): string {
  const { focus, palette, dice } = stage;
  const shore = 128;
  const kick = focus - 60;
  const riderY = dice.between(78, 88);
  const hand = POSES.grab.handBack;
  return [
    lakeside(stage, shore),
    cableLine(stage, [focus + hand[0], riderY + hand[1]], focus + 70),
    `<path d="M${n(kick - 56)} 176L${n(kick + 8)} 140L${n(kick + 14)} 176z" fill="${palette.accent}"/><path d="M${n(kick - 60)} 176h78v5h-78z" fill="${darken(palette.deep, 0.3)}"/>`,
    spray(stage, kick + 12, 144, -40, FOAM, 14),
    streaks(focus, riderY, -20, FOAM),
    rider(POSES.grab, 'wakeboard', look, { x: focus, y: riderY, angle: dice.between(-20, 20), scale: 1.15 }),
  ].join('');
}

/** Cable carving: the rider leaning hard against the line, a wall of spray off the board. */
export function cable(stage: Stage, look: RiderLook): string {
  const { focus, dice } = stage;
  const shore = 120;
  const hand = POSES.carve.handFront;
  const y = 150;
  return [
    lakeside(stage, shore),
    cableLine(stage, [focus + hand[0] + 8, y + hand[1] - 4], focus + 80),
    `<path d="M${n(focus - 90)} 176q40-30 100-8" fill="none" stroke="${FOAM}" stroke-width="2.4" opacity=".7"/>`,
    spray(stage, focus - 20, 170, 200, FOAM, 36),
    rider(POSES.carve, 'wakeboard', look, { x: focus, y, angle: dice.between(-26, -14), scale: 1.15 }),
  ].join('');
}
