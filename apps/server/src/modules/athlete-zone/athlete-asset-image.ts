import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** Rendered images kept by the hash of their SVG: the same numbers are drawn once. */
const CACHE_ENTRIES = 64;

/**
 * Turns share-image SVGs into PNGs (1:1, 72 dpi). An athlete's numbers change only when results
 * or picks do, so a repeated download (a preview, then the button) is served from the cache.
 */
export function createAssetRenderer() {
  const cache = new Map<string, Promise<Buffer>>();
  return {
    png(svg: string): Promise<Buffer> {
      const key = createHash('sha256').update(svg).digest('hex');
      const hit = cache.get(key);
      if (hit) {
        // Most recently used last: the oldest entry is the first to go.
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const rendered = sharp(Buffer.from(svg), { density: 72 }).png({ compressionLevel: 9 }).toBuffer();
      rendered.catch(() => cache.delete(key));
      cache.set(key, rendered);
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value ?? key);
      return rendered;
    },
  };
}
