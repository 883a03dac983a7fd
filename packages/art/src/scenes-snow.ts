import { darken, lighten, mix } from './colour.ts';
import { type Gear, POSES, type RiderLook, rider } from './rider.ts';
import { clouds, pines, ridge, type Stage, spray, streaks } from './stage.ts';
import { n } from './xml.ts';

/** Snow sports share their mountains; the rider rides a board or skis. */
export type SnowGear = Extract<Gear, 'snowboard' | 'skis'>;

const SNOW = '#f8fafc';
const SNOW_SHADE = '#cbd5e1';

function snowGradient(stage: Stage): string {
  const { id, palette } = stage;
  return `<defs><linearGradient id="${id}snow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${SNOW}"/><stop offset="1" stop-color="${mix(SNOW_SHADE, palette.light, 0.4)}"/></linearGradient></defs>`;
}

function mountains(stage: Stage): string {
  const { palette } = stage;
  return [
    clouds(stage, '#ffffff'),
    ridge(stage, 118, 40, 78, mix(palette.light, '#e2e8f0', 0.35), true),
    ridge(stage, 128, 14, 36, mix(palette.base, palette.deep, 0.35)),
    pines(stage, 132, 18, darken(palette.deep, 0.35), stage.focus),
  ].join('');
}

const pose = (gear: SnowGear) => (gear === 'skis' ? POSES.tuck : POSES.grab);

/** The halfpipe seen end-on: two icy walls, the rider high above the right-hand lip. */
export function halfpipe(stage: Stage, gear: SnowGear, look: RiderLook): string {
  const { width, focus, palette, id, dice } = stage;
  const half = Math.min(160, width * 0.36);
  const centre = focus - half * 0.3;
  const left = centre - half;
  const right = centre + half;
  const deck = 126;
  const floor = 186;
  const profile = `M-10 ${deck}H${n(left)}C${n(left)} ${n(deck + 40)} ${n(left + 36)} ${floor} ${n(left + 72)} ${floor}H${n(right - 72)}C${n(right - 36)} ${floor} ${n(right)} ${n(deck + 40)} ${n(right)} ${deck}H${n(width + 10)}V210H-10z`;
  const wallShade = `<path d="M${n(left)} ${deck}C${n(left)} ${n(deck + 40)} ${n(left + 36)} ${floor} ${n(left + 72)} ${floor}H${n(left + 90)}C${n(left + 50)} ${n(floor - 8)} ${n(left + 14)} ${n(deck + 30)} ${n(left + 10)} ${deck}z" fill="${mix(SNOW_SHADE, palette.base, 0.25)}" opacity=".6"/>`;
  const lips = `<path d="M${n(left - 30)} ${deck}H${n(left)}M${n(right)} ${deck}H${n(right + 30)}" stroke="${palette.base}" stroke-width="2" stroke-dasharray="4 3"/>`;
  const riderX = right - 10;
  const riderY = dice.between(50, 62);
  return [
    mountains(stage),
    snowGradient(stage),
    // The pipe runs away from the viewer: its far walls fill the hollow, a shade darker.
    `<path d="M${n(left)} ${deck}H${n(right)}V${floor}H${n(left)}z" fill="${mix(SNOW_SHADE, palette.base, 0.35)}"/>`,
    `<path d="M${n(left + 40)} ${deck + 6}C${n(left + 50)} ${deck + 30} ${n(left + 70)} ${floor - 22} ${n(centre)} ${floor - 22}C${n(right - 70)} ${floor - 22} ${n(right - 50)} ${deck + 30} ${n(right - 40)} ${deck + 6}" fill="none" stroke="#fff" stroke-width="1.2" opacity=".5"/>`,
    `<path d="${profile}" fill="url(#${id}snow)"/>`,
    wallShade,
    lips,
    spray(stage, right - 4, deck - 4, -100, SNOW, 16),
    streaks(riderX, riderY, -90, SNOW),
    rider(pose(gear), gear, look, { x: riderX, y: riderY, angle: dice.between(-28, 18), scale: 1.15 }),
  ].join('');
}

/** A slopestyle course: the slope falling to the right, a kicker, the rider flying off it. */
export function slopestyle(stage: Stage, gear: SnowGear, look: RiderLook): string {
  const { width, focus, palette, id, dice } = stage;
  const slopeAt = (x: number) => 112 + (x / width) * 64;
  const lip = focus - 74;
  const lipY = slopeAt(lip);
  const kicker = `<path d="M${n(lip - 44)} ${n(slopeAt(lip - 44))}Q${n(lip - 10)} ${n(lipY + 2)} ${n(lip)} ${n(lipY - 20)}L${n(lip + 4)} ${n(slopeAt(lip + 4))}z" fill="${SNOW}" stroke="${mix(SNOW_SHADE, palette.base, 0.3)}" stroke-width="1.2"/>`;
  const railX = focus + 60;
  const rail = `<path d="M${n(railX)} ${n(slopeAt(railX) - 9)}L${n(railX + 70)} ${n(slopeAt(railX + 70) - 9)}" stroke="${palette.accent}" stroke-width="2.6" stroke-linecap="round"/><path d="M${n(railX + 8)} ${n(slopeAt(railX + 8) - 9)}v9M${n(railX + 62)} ${n(slopeAt(railX + 62) - 9)}v9" stroke="${darken(palette.deep, 0.2)}" stroke-width="1.6"/>`;
  const bunting = Array.from({ length: Math.ceil(width / 16) }, (_, i) => {
    const x = i * 16;
    const y = slopeAt(x) - 26 + Math.sin(i) * 1.5;
    const colour = i % 3 === 0 ? palette.accent : i % 3 === 1 ? palette.base : SNOW;
    return `<path d="M${n(x)} ${n(y)}l8 0l-4 7z" fill="${colour}"/>`;
  }).join('');
  const riderY = lipY - dice.between(58, 72);
  const trail = `<path d="M${n(lip)} ${n(lipY - 20)}Q${n(lip + 34)} ${n(riderY - 12)} ${n(focus - 10)} ${n(riderY + 10)}" fill="none" stroke="#fff" stroke-width="1.6" stroke-dasharray="3 5" opacity=".8"/>`;
  return [
    mountains(stage),
    snowGradient(stage),
    `<path d="M${n(width)} ${n(slopeAt(width) - 26)}L0 ${n(slopeAt(0) - 26)}" stroke="${darken(palette.deep, 0.3)}" stroke-width=".8"/>`,
    bunting,
    `<path d="M-10 ${n(slopeAt(-10))}L${n(width + 10)} ${n(slopeAt(width + 10))}V210H-10z" fill="url(#${id}snow)"/>`,
    kicker,
    rail,
    trail,
    rider(pose(gear), gear, look, { x: focus, y: riderY, angle: dice.between(-18, 24), scale: 1.2 }),
  ].join('');
}

/** Big air under lights: a scaffold in-run, the kicker, the rider upside down high above. */
export function bigAir(stage: Stage, gear: SnowGear, look: RiderLook): string {
  const { width, focus, palette, id, dice } = stage;
  const lip = focus - 58;
  const lipY = 126;
  const top = Math.max(-10, lip - 200);
  const scaffold = Array.from({ length: 9 }, (_, i) => {
    const x = top + (i + 1) * ((lip - top) / 10);
    const y = 20 + ((x - top) / (lip - top)) * (lipY - 20);
    return `M${n(x)} ${n(y)}V200M${n(x)} ${n(y)}L${n(x + (lip - top) / 10)} 200`;
  }).join('');
  const inrun = `<path d="M${n(top)} 14L${n(lip - 26)} ${n(lipY + 4)}Q${n(lip - 8)} ${n(lipY + 8)} ${n(lip)} ${n(lipY - 8)}V${n(lipY + 12)}L${n(lip - 30)} ${n(lipY + 22)}L${n(top)} 34z" fill="${darken(palette.deep, 0.25)}"/><path d="M${n(top)} 14L${n(lip - 26)} ${n(lipY + 4)}Q${n(lip - 8)} ${n(lipY + 8)} ${n(lip)} ${n(lipY - 8)}L${n(lip)} ${n(lipY - 2)}Q${n(lip - 10)} ${n(lipY + 14)} ${n(lip - 28)} ${n(lipY + 10)}L${n(top)} 22z" fill="${SNOW}"/>`;
  const landing = `<path d="M${n(focus + 26)} ${n(lipY - 4)}Q${n(focus + 90)} ${n(lipY - 2)} ${n(width + 10)} 184V210H${n(focus + 26)}z" fill="url(#${id}snow)"/>`;
  const lights = [lip - 110, focus + 120]
    .filter((x) => x > 0 && x < width)
    .map(
      (x) =>
        `<path d="M${n(x)} 200V40" stroke="#0f172a" stroke-width="2.4"/><path d="M${n(x - 8)} 38h16v6h-16z" fill="#fef9c3"/><path d="M${n(x - 8)} 44L${n(x - 60)} 200H${n(x + 60)}L${n(x + 8)} 44z" fill="#fef9c3" opacity=".08"/>`,
    )
    .join('');
  const crowd = Array.from({ length: Math.ceil(width / 5) }, (_, i) => {
    const x = i * 5 + dice.between(-1, 1);
    return `<circle cx="${n(x)}" cy="${n(196 + dice.between(-2, 2))}" r="${n(dice.between(2.2, 3.2))}" fill="${dice.chance(0.1) ? palette.accent : '#020617'}"/>`;
  }).join('');
  const riderY = dice.between(40, 54);
  return [
    ridge(stage, 150, 20, 50, mix(palette.deep, '#020617', 0.5)),
    lights,
    snowGradient(stage),
    `<path d="${scaffold}" stroke="${lighten(palette.deep, 0.15)}" stroke-width="1.4" opacity=".8"/>`,
    inrun,
    landing,
    spray(stage, lip + 6, lipY - 8, -60, SNOW, 12),
    streaks(focus, riderY, -30, '#fef9c3'),
    rider(pose(gear), gear, look, {
      x: focus,
      y: riderY,
      angle: dice.pick([150, 170, -160, 30]),
      scale: 1.05,
    }),
    crowd,
  ].join('');
}
