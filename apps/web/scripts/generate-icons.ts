/**
 * Draws the installable app's PNG icons from the brand mark (the same paths as
 * public/favicon.svg and shell/brand-logo.tsx). Run after changing the mark:
 *   npx node apps/web/scripts/generate-icons.ts
 * The PNGs are committed, so builds do not need sharp.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const OUT = path.resolve(import.meta.dirname, '../public/icons');
const BG = '#0b0f14';
const MARK = `
  <path d="M14 40c8-2 14-10 20-20l4 6c-6 10-12 16-24 18z" fill="#22d3ee"/>
  <path d="M30 46c8-2 14-8 20-18l2 4c-5 9-11 15-22 17z" fill="#a3e635"/>`;
const GLOW = `
  <defs>
    <radialGradient id="glow" cx="0.25" cy="0.2" r="0.9">
      <stop offset="0" stop-color="#0e7490" stop-opacity="0.55"/>
      <stop offset="0.6" stop-color="${BG}" stop-opacity="0"/>
    </radialGradient>
  </defs>`;

/** The mark on a rounded tile: launchers that show the icon as it is. */
const anySvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${GLOW}
  <rect width="64" height="64" rx="14" fill="${BG}"/>
  <rect width="64" height="64" rx="14" fill="url(#glow)"/>${MARK}
</svg>`;

/**
 * Full-bleed background with the mark inside the central safe zone (a circle of 80 % of the
 * width), for launchers that cut their own shape (maskable) and for iOS, which rounds itself.
 */
const fullBleedSvg = (
  markScale: number,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${GLOW}
  <rect width="64" height="64" fill="${BG}"/>
  <rect width="64" height="64" fill="url(#glow)"/>
  <g transform="translate(32 32) scale(${markScale}) translate(-33 -34.5)">${MARK}</g>
</svg>`;

async function render(svg: string, size: number, file: string): Promise<void> {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: false })
    .toFile(path.join(OUT, file));
  console.log(`wrote ${file} (${size}×${size})`);
}

await mkdir(OUT, { recursive: true });
await render(anySvg, 192, 'icon-192.png');
await render(anySvg, 512, 'icon-512.png');
await render(fullBleedSvg(1.05), 512, 'maskable-512.png');
await render(fullBleedSvg(1.1), 180, 'apple-touch-icon.png');
