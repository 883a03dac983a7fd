import type { FantasyStats } from '@shred/contract';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { createShareArtQueries, type ShareArt } from './fantasy-stats-art.queries.ts';
import { fantasyStatsCardSvg } from './fantasy-stats-card.svg.ts';

/** The share graphic as a PNG: the SVG card rasterised at 1:1 (72 dpi, 1080 × 1350 px). */
export function renderFantasyStatsPng(stats: FantasyStats, art?: ShareArt): Promise<Buffer> {
  return sharp(Buffer.from(fantasyStatsCardSvg(stats, art)), { density: 72 })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Draws the share graphic with the game's scene and the picks' portraits read from the database. */
export function createFantasyStatsImages(db: Db) {
  const art = createShareArtQueries(db);
  return {
    async png(stats: FantasyStats): Promise<Buffer> {
      return renderFantasyStatsPng(stats, await art.artOf(stats));
    },
  };
}
