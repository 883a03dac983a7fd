import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installBundledFonts, SERVER_FONTS } from './bundled-fonts.ts';
import { sfntFromWoff } from './woff.ts';

const require = createRequire(import.meta.url);

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shred-fonts-'));
  // Before anything in this process draws text: fontconfig reads its configuration once.
  await installBundledFonts(dir);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Width in px of the ink of `text` drawn by sharp (librsvg) at 100 px, black on white. */
async function inkWidth(
  text: string,
  family: string,
  style: { weight: number; italic?: boolean },
): Promise<number> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="200">
    <rect width="1600" height="200" fill="#fff"/>
    <text x="40" y="140" font-family="${family}" font-size="100" font-weight="${style.weight}"
      font-style="${style.italic ? 'italic' : 'normal'}">${text}</text>
  </svg>`;
  const { info } = await sharp(Buffer.from(svg)).trim().raw().toBuffer({ resolveWithObject: true });
  return info.width;
}

describe('bundled fonts for server-drawn images (issue 10: share images use the same typefaces)', () => {
  // Widths of the same glyphs measured in Chromium from the web app's font files: the host's
  // fallback (DejaVu Sans here) draws 'SHRED LEAGUE' some 70 % wider.
  it.each([
    ['SHRED LEAGUE', SERVER_FONTS.display, { weight: 700, italic: true }, 510],
    ['ŁUKASZ ŠKODA', SERVER_FONTS.display, { weight: 700 }, 532],
    ['Fantasy action sports', SERVER_FONTS.text, { weight: 400 }, 1001],
  ])('draws %j in the bundled %s', async (text, family, style, chromiumWidth) => {
    const width = await inkWidth(text, family, style);
    expect(Math.abs(width - chromiumWidth) / chromiumWidth).toBeLessThan(0.02);
  });

  it('tells the bundled faces apart from the host default a family it lacks falls back to', async () => {
    const style = { weight: 700, italic: true };
    const bundled = await inkWidth('SHRED LEAGUE', SERVER_FONTS.display, style);
    const fallback = await inkWidth('SHRED LEAGUE', 'No Such Family', style);
    expect(bundled).toBeLessThan(fallback * 0.8);
  });

  it('writes the fonts as TrueType and a fonts.conf that lists them before the host configuration', async () => {
    expect(process.env.FONTCONFIG_FILE).toBe(path.join(dir, 'fonts.conf'));
    const conf = await readFile(path.join(dir, 'fonts.conf'), 'utf8');
    expect(conf.indexOf(`<dir>${path.join(dir, 'ttf')}</dir>`)).toBeLessThan(conf.indexOf('<include'));
    expect(await readdir(path.join(dir, 'ttf'))).toContain('barlow-condensed-latin-700-italic.ttf');
  });
});

describe('sfntFromWoff', () => {
  /** OpenType table checksum: the sum of the table's big-endian 32-bit words. */
  function checksum(table: Buffer): number {
    const padded = Buffer.alloc((table.length + 3) & ~3);
    table.copy(padded);
    let sum = 0;
    for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
    return sum;
  }

  it('unpacks every table intact: each matches the checksum its font recorded', async () => {
    const woff = await readFile(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'));
    const font = sfntFromWoff(woff);
    const numTables = font.readUInt16BE(4);
    expect(numTables).toBe(woff.readUInt16BE(12));
    for (let i = 0; i < numTables; i++) {
      const entry = 12 + i * 16;
      const tag = font.toString('latin1', entry, entry + 4);
      const table = Buffer.from(
        font.subarray(
          font.readUInt32BE(entry + 8),
          font.readUInt32BE(entry + 8) + font.readUInt32BE(entry + 12),
        ),
      );
      // 'head' is summed with its checkSumAdjustment field (bytes 8–11) as zero.
      if (tag === 'head') table.writeUInt32BE(0, 8);
      expect({ tag, sum: checksum(table) }).toEqual({ tag, sum: font.readUInt32BE(entry + 4) });
    }
  });

  it('refuses a file that is not WOFF 1.0', () => {
    expect(() => sfntFromWoff(Buffer.from('wOF2 is another format entirely, 44 bytes+'))).toThrow(
      'Not a WOFF 1.0 font',
    );
  });
});
