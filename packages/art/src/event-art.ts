import { distance, mix } from './colour.ts';
import {
  isSportSlug,
  KIT_COLOURS,
  SKIN_TONES,
  type SportPalette,
  type SportSlug,
  sportPalette,
} from './palette.ts';
import { type Dice, dice as diceOf, hashSeed } from './random.ts';
import type { RiderLook } from './rider.ts';
import { bigAir, halfpipe, slopestyle } from './scenes-snow.ts';
import { cable, wakePark, wave } from './scenes-water.ts';
import { bmxPark, dirtJump, downhill, flatland, skatePark, street } from './scenes-wheels.ts';
import { finish, type Mood, ridge, type Stage, sky } from './stage.ts';
import { idSafe, n, svgDocument } from './xml.ts';

/** What an event picture shows: the sport and discipline; the seed (the event) varies the rest. */
export interface EventScene {
  seed: string;
  sport?: string | null;
  discipline?: string | null;
}

export interface EventArtOptions {
  /** The picture's shape: height is always 200 units, width follows. Default 400 (2:1). */
  width?: number;
  /** Where the rider flies, as a share of the width (0…1); default the middle. */
  focus?: number;
  title?: string;
  idPrefix?: string;
}

type Draw = (stage: Stage, look: RiderLook) => string;

/** The scene of each sport's disciplines; the first is the sport's own when the discipline is unknown. */
const SCENES: Record<SportSlug, Record<string, Draw>> = {
  snowboarding: {
    slopestyle: (s, l) => slopestyle(s, 'snowboard', l),
    halfpipe: (s, l) => halfpipe(s, 'snowboard', l),
    'big-air': (s, l) => bigAir(s, 'snowboard', l),
  },
  freeskiing: {
    slopestyle: (s, l) => slopestyle(s, 'skis', l),
    halfpipe: (s, l) => halfpipe(s, 'skis', l),
    'big-air': (s, l) => bigAir(s, 'skis', l),
  },
  skateboarding: { street, park: skatePark, vert: skatePark, bowl: skatePark },
  surfing: { shortboard: wave, longboard: wave },
  'mountain-biking': { slopestyle: dirtJump, downhill, 'dirt-jump': dirtJump },
  bmx: { park: bmxPark, flatland, dirt: dirtJump },
  wakeboarding: { park: wakePark, cable },
};

/** Which light each scene is drawn in; big air is a night show. */
function moodOf(dice: Dice, discipline: string | null): Mood {
  if (discipline === 'big-air') return dice.pick(['night', 'night', 'dusk']);
  return dice.pick(['day', 'day', 'dusk', 'night']);
}

/** Kit colours that stand out against the sport's sky, so the rider pops off the scene. */
function standouts(palette: SportPalette): string[] {
  const vivid = KIT_COLOURS.slice(0, 9).filter((colour) => distance(colour, palette.base) > 170);
  return vivid.length > 0 ? vivid : [palette.accent];
}

function lookOf(dice: Dice, palette: SportPalette): RiderLook {
  return {
    jacket: dice.chance(0.5) ? palette.accent : dice.pick(standouts(palette)),
    pants: dice.pick(['#1f2937', '#0f172a', mix(palette.deep, '#000000', 0.4), '#334155']),
    helmet: dice.pick(['#f8fafc', '#111827', palette.accent, palette.base]),
    board: dice.pick(KIT_COLOURS.slice(0, 9)),
    skin: dice.pick(SKIN_TONES),
  };
}

/** Any other sport: its colours over mountains and a rising sun, no rider to get wrong. */
const abstract: Draw = (stage) =>
  ridge(stage, 150, 30, 70, mix(stage.palette.base, stage.palette.deep, 0.4)) +
  ridge(stage, 180, 10, 30, stage.palette.deep);

/** The drawing inside a `width` × 200 box, for embedding in a larger SVG. */
export function eventArtLayers(scene: EventScene, options: EventArtOptions = {}): string {
  const width = Math.max(200, Math.round(options.width ?? 400));
  const sport = scene.sport?.trim().toLowerCase() ?? '';
  const discipline = scene.discipline?.trim().toLowerCase() || null;
  const dice = diceOf(`event:${scene.seed}:${sport}:${discipline ?? ''}`);
  const palette = sportPalette(sport);
  const stage: Stage = {
    dice,
    width,
    height: 200,
    palette,
    mood: moodOf(dice, discipline),
    focus: width * Math.min(0.85, Math.max(0.25, options.focus ?? 0.5)),
    id: idSafe(options.idPrefix ?? `e${hashSeed(`${scene.seed}:${width}`).toString(36)}`),
  };
  const look = lookOf(dice, palette);
  const scenes = isSportSlug(sport) ? SCENES[sport] : null;
  const draw = scenes ? (scenes[discipline ?? ''] ?? Object.values(scenes)[0] ?? abstract) : abstract;
  return sky(stage) + draw(stage, look) + finish(stage);
}

/**
 * An event's generated picture as an SVG document: a flat poster scene of its sport and
 * discipline (a halfpipe, a wave, a street spot …) with a rider mid-trick, in the sport's
 * colours, its light and details drawn from the seed.
 */
export function eventArtSvg(scene: EventScene, options: EventArtOptions = {}): string {
  const width = Math.max(200, Math.round(options.width ?? 400));
  return svgDocument(eventArtLayers(scene, { ...options, width }), {
    width,
    height: 200,
    ...(options.title ? { title: options.title } : {}),
  });
}

/** A nested event picture at (x, y), `width` × `height` px, cropped to fill (share images). */
export function eventArtAt(
  scene: EventScene,
  box: { x: number; y: number; width: number; height: number },
  idPrefix: string,
  focus?: number,
): string {
  const viewWidth = Math.round((box.width / box.height) * 200);
  const layers = eventArtLayers(scene, {
    width: viewWidth,
    idPrefix,
    ...(focus === undefined ? {} : { focus }),
  });
  return `<svg x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" viewBox="0 0 ${viewWidth} 200" preserveAspectRatio="xMidYMid slice">${layers}</svg>`;
}
