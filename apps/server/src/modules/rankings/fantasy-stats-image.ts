import type { FantasyStats } from '@shred/contract';
import sharp from 'sharp';
import { fantasyStatsCardSvg } from './fantasy-stats-card.svg.ts';

/** The share graphic as a PNG: the SVG card rasterised at 1:1 (72 dpi, 1080 × 1350 px). */
export function renderFantasyStatsPng(stats: FantasyStats): Promise<Buffer> {
  return sharp(Buffer.from(fantasyStatsCardSvg(stats)), { density: 72 })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
