export {
  type CardFrameOptions,
  cardFrameLayers,
  cardFrameSvg,
  foilGradient,
  TIER_FOILS,
  type TierFoil,
} from './card-frame.ts';
export {
  type DraftPackOptions,
  type DraftPackSubject,
  draftPackArt,
  draftPackLayers,
} from './draft-pack.ts';
export {
  type EventArtOptions,
  type EventScene,
  eventArtAt,
  eventArtLayers,
  eventArtSvg,
} from './event-art.ts';
export { type Figure, figureOf } from './figure.ts';
export {
  isSportSlug,
  SPORT_PALETTES,
  SPORT_SLUGS,
  type SportPalette,
  type SportSlug,
  sportPalette,
} from './palette.ts';
export {
  athletePortraitSvg,
  managerAvatarSvg,
  type PortraitOptions,
  type PortraitSubject,
  portraitAt,
  portraitLayers,
} from './portrait.ts';
export { hashSeed } from './random.ts';
export { escapeXml, svgDataUri, svgDocument } from './xml.ts';
