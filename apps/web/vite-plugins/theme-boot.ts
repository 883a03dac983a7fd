import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The script that applies the saved theme before the first paint (a classic script, so it blocks it). */
const THEME_BOOT = 'src/app/theme-boot.js';

/**
 * Load THEME_BOOT from `<head>` as a file of its own rather than inline, so the Content Security
 * Policy can allow only the app's own script files. The build names it by its content hash, so
 * it caches like the bundle; the dev server serves the source file.
 */
export function themeBootScript(webRoot: string): Plugin {
  let building = false;
  return {
    name: 'shred-theme-boot',
    configResolved(config) {
      building = config.command === 'build';
    },
    async buildStart() {
      if (!building) return;
      this.emitFile({
        type: 'asset',
        name: path.basename(THEME_BOOT),
        originalFileName: THEME_BOOT,
        source: await readFile(path.resolve(webRoot, THEME_BOOT), 'utf8'),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        let src = `/${THEME_BOOT}`;
        if (bundle) {
          const asset = Object.values(bundle).find(
            (file) => file.type === 'asset' && file.originalFileNames.includes(THEME_BOOT),
          );
          if (!asset) throw new Error(`${THEME_BOOT} is not in the build`);
          src = `/${asset.fileName}`;
        }
        // First in <head>: after the stylesheet, it would wait for it before it runs.
        return [{ tag: 'script', attrs: { src }, injectTo: 'head-prepend' }];
      },
    },
  };
}

const CHARSET = '<meta charset="UTF-8" />';
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The app's code leaves the HTML for `<meta name="app-code">` (entry first, then the chunks it
 * imports), which theme-boot.js loads: at once, or after a drawn first screen's first paint,
 * so that screen's CSS and fonts have the connection to themselves (issue 12.4).
 */
export function moveCodeToThemeBoot(html: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  const chunks = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  if (entries.length !== 1) throw new Error(`index.html should have one entry script, not ${entries.length}`);
  return (
    html
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      .replace(
        '<head>',
        () => `<head>\n    <meta name="app-code" content="${[...entries, ...chunks].join(' ')}">`,
      )
      // The character set first again: it must come within the document's first 1024 bytes.
      .replace(CHARSET, '')
      .replace('<head>', () => `<head>\n    ${CHARSET}`)
  );
}
