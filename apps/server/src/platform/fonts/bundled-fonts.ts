import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sfntFromWoff } from './woff.ts';

const require = createRequire(import.meta.url);

/**
 * The typefaces the server draws images with: the web app's own (apps/web/src/app/fonts.css),
 * Barlow Condensed for display and Inter for text, in the weights the share image and the
 * wordmark (extrabold italic) use. Latin and latin-ext, so names such as 'Łukasz' or 'Škoda'
 * keep the face.
 */
export const SERVER_FONTS = { display: 'Barlow Condensed', text: 'Inter' } as const;

const FACES = [
  {
    pkg: '@fontsource/barlow-condensed',
    name: 'barlow-condensed',
    styles: ['700-normal', '700-italic', '800-italic'],
  },
  { pkg: '@fontsource/inter', name: 'inter', styles: ['400-normal', '700-normal'] },
];
const SUBSETS = ['latin', 'latin-ext'];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * fontconfig's configuration: the bundled fonts first, then the host's own configuration (if
 * any) for scripts the bundled fonts do not cover, such as emoji or CJK in a username.
 */
function fontsConf(fontsDir: string, cacheDir: string, hostConf: string): string {
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<!-- Written by the Shred League server at start (platform/fonts): edits are overwritten. -->
<fontconfig>
  <dir>${escapeXml(fontsDir)}</dir>
  <cachedir>${escapeXml(cacheDir)}</cachedir>
  <include ignore_missing="yes">${escapeXml(hostConf)}</include>
</fontconfig>
`;
}

/** Write `body` to `file` unless it holds it already; by rename, so a concurrent reader sees all or nothing. */
async function writeIfChanged(file: string, body: Buffer | string): Promise<void> {
  const current = await readFile(file).catch(() => null);
  if (current?.equals(Buffer.from(body))) return;
  const scratch = `${file}.${process.pid}.tmp`;
  await writeFile(scratch, body);
  await rename(scratch, file);
}

/**
 * Make the server's images use the bundled typefaces on any host, whatever fonts it has
 * installed. sharp draws SVG text with librsvg, which finds fonts through fontconfig; the npm
 * packages carry the fonts as WOFF, which that fontconfig does not read, so they are unpacked
 * into `dir` as TrueType next to a fonts.conf that FONTCONFIG_FILE names. fontconfig reads that
 * variable once, when sharp draws its first text: call this before anything renders.
 */
export async function installBundledFonts(dir: string): Promise<void> {
  if (process.env.FONTCONFIG_FILE === path.join(dir, 'fonts.conf')) return;
  process.env.FONTCONFIG_FILE = await writeBundledFonts(dir);
}

/**
 * Unpack the bundled fonts into `dir` next to a fonts.conf naming them, and answer its path;
 * tests do it once for all their processes (test/bundled-fonts-setup.ts).
 */
export async function writeBundledFonts(dir: string): Promise<string> {
  const conf = path.join(dir, 'fonts.conf');
  const fontsDir = path.join(dir, 'ttf');
  await mkdir(fontsDir, { recursive: true });
  const files = FACES.flatMap(({ pkg, name, styles }) =>
    SUBSETS.flatMap((subset) => styles.map((style) => ({ pkg, file: `${name}-${subset}-${style}` }))),
  );
  await Promise.all(
    files.map(async ({ pkg, file }) => {
      const woff = await readFile(require.resolve(`${pkg}/files/${file}.woff`));
      await writeIfChanged(path.join(fontsDir, `${file}.ttf`), sfntFromWoff(woff));
    }),
  );
  const hostConf = process.env.FONTCONFIG_FILE ?? '/etc/fonts/fonts.conf';
  await writeIfChanged(conf, fontsConf(fontsDir, path.join(dir, 'cache'), hostConf));
  return conf;
}
