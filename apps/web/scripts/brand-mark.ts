/**
 * The brand mark (the same paths as public/favicon.svg and shell/brand-logo.tsx) as SVG
 * sources, and rendering them to PNG, for the web icons and the native apps' images.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export const BRAND_BACKGROUND = '#0b0f14';
const MARK = `
  <path d="M14 40c8-2 14-10 20-20l4 6c-6 10-12 16-24 18z" fill="#22d3ee"/>
  <path d="M30 46c8-2 14-8 20-18l2 4c-5 9-11 15-22 17z" fill="#a3e635"/>`;
const GLOW = `
  <defs>
    <radialGradient id="glow" cx="0.25" cy="0.2" r="0.9">
      <stop offset="0" stop-color="#0e7490" stop-opacity="0.55"/>
      <stop offset="0.6" stop-color="${BRAND_BACKGROUND}" stop-opacity="0"/>
    </radialGradient>
  </defs>`;

/** The mark scaled about the centre of a 64-unit square. */
const centredMark = (scale: number) =>
  `<g transform="translate(32 32) scale(${scale}) translate(-33 -34.5)">${MARK}</g>`;

/** The mark on a rounded tile: launchers that show the icon as it is. */
export const tileSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${GLOW}
  <rect width="64" height="64" rx="14" fill="${BRAND_BACKGROUND}"/>
  <rect width="64" height="64" rx="14" fill="url(#glow)"/>${MARK}
</svg>`;

/**
 * Full-bleed background with the mark inside the central safe zone (a circle of 80 % of the
 * width), for launchers that cut their own shape (maskable) and for iOS, which rounds itself.
 */
export const fullBleedSvg = (
  markScale: number,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${GLOW}
  <rect width="64" height="64" fill="${BRAND_BACKGROUND}"/>
  <rect width="64" height="64" fill="url(#glow)"/>
  ${centredMark(markScale)}
</svg>`;

/** A round icon (Android's ic_launcher_round). */
export const roundSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${GLOW}
  <circle cx="32" cy="32" r="32" fill="${BRAND_BACKGROUND}"/>
  <circle cx="32" cy="32" r="32" fill="url(#glow)"/>
  ${centredMark(0.95)}
</svg>`;

/** The mark alone on transparency, inside the 66 % an adaptive icon's mask always shows. */
export const foregroundSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${centredMark(0.7)}</svg>`;

/** A launch screen of any shape: the background with the mark at a third of the short side. */
export const splashSvg = (width: number, height: number) => {
  const side = Math.min(width, height) / 3;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${BRAND_BACKGROUND}"/>
  <g transform="translate(${(width - side) / 2} ${(height - side) / 2}) scale(${side / 64})">${MARK}</g>
</svg>`;
};

/** Render an SVG to a PNG of that size (sharp rasterises at the density the size needs). */
export async function renderPng(svg: string, width: number, height: number, file: string): Promise<void> {
  const viewBoxWidth = Number(/viewBox="0 0 ([\d.]+)/.exec(svg)?.[1] ?? 64);
  await mkdir(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg), { density: Math.max(1, Math.ceil((72 * width) / viewBoxWidth)) })
    .resize(width, height)
    .png({ compressionLevel: 9, palette: false })
    .toFile(file);
}
