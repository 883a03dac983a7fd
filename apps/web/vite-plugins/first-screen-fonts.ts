import type { Plugin } from 'vite';

/**
 * The web fonts the sign-in screens (/auth, /login) draw first: body text, the bold italic
 * headings and the extra-bold italic logo (app/fonts.css). Preloading starts them with the HTML instead of after the CSS;
 * every other face loads when first used.
 */
const FIRST_SCREEN_FONTS = [
  'inter-latin-wght-normal.woff2',
  'barlow-condensed-latin-700-italic.woff2',
  // The logo's: discovered only from the laid-out page, it held the drawn screen's first paint.
  'barlow-condensed-latin-800-italic.woff2',
];

/** `<link rel="preload">` for the first screen's fonts, under the hashed names the build gave them. */
export function preloadFirstScreenFonts(): Plugin {
  return {
    name: 'shred-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const assets = Object.values(bundle ?? {}).filter((file) => file.type === 'asset');
        return FIRST_SCREEN_FONTS.map((font) => {
          const asset = assets.find((file) =>
            file.originalFileNames.some((name) => name.endsWith(`/${font}`)),
          );
          if (!asset) throw new Error(`Font to preload not in the build: ${font} (app/fonts.css)`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${asset.fileName}`,
              crossorigin: '',
            },
            // Ahead of the scripts and the stylesheet: the screen waits for nothing else.
            injectTo: 'head-prepend',
          };
        });
      },
    },
  };
}
