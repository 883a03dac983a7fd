/**
 * Draws the installable app's PNG icons from the brand mark (brand-mark.ts). Run after
 * changing the mark:
 *   npx node apps/web/scripts/generate-icons.ts
 * The PNGs are committed, so builds do not need sharp.
 */
import path from 'node:path';
import { fullBleedSvg, renderPng, tileSvg } from './brand-mark.ts';

const OUT = path.resolve(import.meta.dirname, '../public/icons');

async function render(svg: string, size: number, file: string): Promise<void> {
  await renderPng(svg, size, size, path.join(OUT, file));
  console.log(`wrote ${file} (${size}×${size})`);
}

await render(tileSvg, 192, 'icon-192.png');
await render(tileSvg, 512, 'icon-512.png');
await render(fullBleedSvg(1.05), 512, 'maskable-512.png');
await render(fullBleedSvg(1.1), 180, 'apple-touch-icon.png');
