import { darken, lighten, mix } from './colour.ts';
import { POSES, type RiderLook, rider } from './rider.ts';
import { clouds, pines, ridge, type Stage, skyline, spray, streaks } from './stage.ts';
import { n } from './xml.ts';

const CONCRETE = '#d6d3d1';

function city(stage: Stage): string {
  const { palette, mood } = stage;
  const lit = mood === 'day' ? lighten(palette.light, 0.5) : '#fde68a';
  return [
    clouds(stage, '#ffffff'),
    skyline(stage, 150, mix(palette.base, palette.deep, 0.45), lit),
    skyline(stage, 160, darken(palette.deep, 0.3), lit),
  ].join('');
}

/** A painted mural on a wall: a zigzag and a disc in the sport's colours. */
function mural(stage: Stage, x: number, y: number, w: number): string {
  const { palette } = stage;
  const teeth = Math.max(3, Math.floor(w / 16));
  const zigzag = Array.from(
    { length: teeth },
    (_, i) => `l${n(w / teeth / 2)} ${i % 2 === 0 ? -8 : 8}l${n(w / teeth / 2)} ${i % 2 === 0 ? 8 : -8}`,
  ).join('');
  return `<path d="M${n(x)} ${n(y + 4)}${zigzag}" fill="none" stroke="${palette.accent}" stroke-width="3.4" stroke-linejoin="round" opacity=".85"/><circle cx="${n(x + w * 0.72)}" cy="${n(y - 6)}" r="7" fill="${palette.light}" opacity=".8"/>`;
}

/** A street spot: stairs down to the plaza, a handrail, the skater grinding it at dusk. */
export function street(stage: Stage, look: RiderLook): string {
  const { width, focus, palette } = stage;
  const ground = 176;
  const top = 132;
  const start = focus - 70;
  const steps = 6;
  const run = 15;
  const rise = (ground - top) / steps;
  const stairs = `h${run}v${n(rise)}`.repeat(steps);
  const block = `<path d="M-10 ${top}H${n(start)}${stairs}H${n(width + 10)}V210H-10z" fill="${CONCRETE}"/><path d="M-10 ${top}H${n(start)}" stroke="#fff" stroke-width="1.2" opacity=".7"/>`;
  const railFrom: [number, number] = [start - 6, top - 18];
  const railTo: [number, number] = [start + steps * run + 8, ground - 18];
  const slope = Math.atan2(railTo[1] - railFrom[1], railTo[0] - railFrom[0]);
  const rail = `<path d="M${n(railFrom[0])} ${n(railFrom[1])}L${n(railTo[0])} ${n(railTo[1])}" stroke="${palette.accent}" stroke-width="2.6" stroke-linecap="round"/><path d="M${n(railFrom[0] + 4)} ${n(railFrom[1])}v18M${n(railTo[0] - 4)} ${n(railTo[1])}v18" stroke="#334155" stroke-width="2"/>`;
  const t = 0.45;
  const grindX = railFrom[0] + (railTo[0] - railFrom[0]) * t;
  const grindY = railFrom[1] + (railTo[1] - railFrom[1]) * t;
  const angle = (slope * 180) / Math.PI;
  return [
    city(stage),
    `<path d="M-10 160H${n(width + 10)}V210H-10z" fill="${darken(CONCRETE, 0.25)}"/>`,
    mural(stage, focus + 70, 146, 80),
    block,
    rail,
    spray(stage, grindX + 4, grindY - 2, 160 + angle, '#fde68a', 10),
    rider(POSES.ollie, 'skateboard', look, {
      x: grindX - Math.sin(slope) * 15,
      y: grindY - Math.cos(slope) * 15 - 2,
      angle,
      scale: 1.15,
    }),
  ].join('');
}

/** A concrete park: a quarterpipe with steel coping, the rider (skater or BMX) airing above it. */
export function skatePark(stage: Stage, look: RiderLook, gear: 'skateboard' | 'bike' = 'skateboard'): string {
  const { width, focus, palette, dice } = stage;
  const ground = 176;
  const coping = 100;
  const wall = focus + 54;
  const ramp = `M-10 ${ground}H${n(wall - 70)}C${n(wall - 24)} ${ground} ${n(wall)} ${n(ground - 40)} ${n(wall)} ${coping}H${n(width + 10)}V210H-10z`;
  const back = `M-10 ${coping + 6}H${n(focus - 150)}C${n(focus - 150)} ${n(coping + 40)} ${n(focus - 126)} ${ground} ${n(focus - 80)} ${ground}z`;
  const riderY = coping - dice.between(34, 46);
  return [
    city(stage),
    `<path d="M${n(wall)} ${coping - 26}H${n(width + 10)}V${coping}H${n(wall)}z" fill="${darken(palette.deep, 0.2)}"/>`,
    mural(stage, wall + 14, coping - 12, Math.max(60, width - wall - 28)),
    `<path d="${back}" fill="${darken(CONCRETE, 0.12)}"/>`,
    `<path d="${ramp}" fill="${CONCRETE}"/>`,
    `<path d="M${n(wall - 30)} ${ground}C${n(wall - 10)} ${n(ground - 8)} ${n(wall - 2)} ${n(ground - 36)} ${n(wall - 2)} ${coping + 4}" fill="none" stroke="#fff" stroke-width="1.4" opacity=".5"/>`,
    `<path d="M${n(wall - 2)} ${coping}H${n(wall + 14)}" stroke="#94a3b8" stroke-width="3.4" stroke-linecap="round"/>`,
    streaks(wall - 18, riderY, -90, '#fff'),
    gear === 'bike'
      ? rider(POSES.pedal, 'bike', look, {
          x: wall - 22,
          y: riderY,
          angle: dice.between(-40, -10),
          flip: true,
        })
      : rider(POSES.ollie, 'skateboard', look, {
          x: wall - 20,
          y: riderY,
          angle: dice.between(-30, 10),
          flip: true,
        }),
  ].join('');
}

function woods(stage: Stage): string {
  const { palette } = stage;
  return [
    clouds(stage, '#ffffff'),
    ridge(stage, 122, 40, 76, mix(palette.light, '#e2e8f0', 0.3), true),
    ridge(stage, 140, 16, 40, mix(palette.base, palette.deep, 0.45)),
    pines(stage, 150, 30, darken(palette.deep, 0.3), stage.focus),
  ].join('');
}

const DIRT = '#a16207';

/** Dirt jumps: a take-off and a landing mound, the rider whipping the bike between them. */
export function dirtJump(stage: Stage, look: RiderLook): string {
  const { width, focus, palette, dice } = stage;
  const ground = 168;
  const lip = focus - 64;
  const land = focus + 60;
  const mounds = `<path d="M${n(lip - 60)} ${ground}C${n(lip - 20)} ${ground} ${n(lip - 8)} ${ground - 30} ${n(lip)} ${ground - 40}L${n(lip + 12)} ${ground}z" fill="${DIRT}"/><path d="M${n(land - 10)} ${ground}L${n(land + 6)} ${ground - 36}C${n(land + 30)} ${ground - 34} ${n(land + 54)} ${ground} ${n(land + 90)} ${ground}z" fill="${darken(DIRT, 0.12)}"/>`;
  const riderY = ground - dice.between(92, 104);
  return [
    woods(stage),
    `<path d="M-10 ${ground}H${n(width + 10)}V210H-10z" fill="${mix(palette.deep, '#14532d', 0.5)}"/>`,
    `<path d="M-10 ${ground}H${n(width + 10)}v6H-10z" fill="${darken(DIRT, 0.2)}"/>`,
    mounds,
    spray(stage, lip + 4, ground - 40, -130, lighten(DIRT, 0.4), 12),
    streaks(focus, riderY, -15, '#fff'),
    rider(POSES.pedal, 'bike', look, { x: focus, y: riderY, angle: dice.between(-30, 14), scale: 1.15 }),
  ].join('');
}

/** Downhill: a steep forest line, the rider dropping into it with dust flying off the back. */
export function downhill(stage: Stage, look: RiderLook): string {
  const { width, focus, palette, dice } = stage;
  const slopeAt = (x: number) => 100 + (x / width) * 90;
  const angle = (Math.atan2(90, width) * 180) / Math.PI;
  const hip = slopeAt(focus) - 30;
  return [
    woods(stage),
    `<path d="M-10 ${n(slopeAt(-10))}L${n(width + 10)} ${n(slopeAt(width + 10))}V210H-10z" fill="${mix(palette.deep, '#14532d', 0.5)}"/>`,
    `<path d="M-10 ${n(slopeAt(-10) + 2)}L${n(width + 10)} ${n(slopeAt(width + 10) + 2)}" stroke="${DIRT}" stroke-width="6"/>`,
    pines(stage, 210, 60, darken(palette.deep, 0.5), focus),
    spray(stage, focus - 22, slopeAt(focus - 22) - 2, 200, lighten(DIRT, 0.35), 26),
    rider(POSES.pedal, 'bike', look, { x: focus, y: hip, angle: angle + dice.between(-4, 6), scale: 1.15 }),
  ].join('');
}

/** Flatland: a lit plaza at night, the rider balancing the bike on its back wheel. */
export function flatland(stage: Stage, look: RiderLook): string {
  const { width, focus, palette } = stage;
  const ground = 170;
  return [
    city(stage),
    `<path d="M-10 ${ground}H${n(width + 10)}V210H-10z" fill="${darken(CONCRETE, 0.3)}"/>`,
    `<ellipse cx="${n(focus)}" cy="${ground + 10}" rx="110" ry="16" fill="${lighten(palette.light, 0.3)}" opacity=".35"/>`,
    `<path d="M${n(focus - 40)} 0L${n(focus - 110)} ${ground + 10}H${n(focus + 110)}L${n(focus + 40)} 0z" fill="#fef9c3" opacity=".08"/>`,
    `<ellipse cx="${n(focus)}" cy="${ground + 12}" rx="60" ry="8" fill="none" stroke="#0f172a" stroke-width="1.2" opacity=".4"/>`,
    rider(POSES.pedal, 'bike', look, { x: focus, y: ground - 40, angle: -38, scale: 1.15 }),
  ].join('');
}

/** BMX park: the quarterpipe scene, ridden on a bike. */
export const bmxPark = (stage: Stage, look: RiderLook) => skatePark(stage, look, 'bike');
