import { execFileSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, loadEnv, type Plugin, type ViteDevServer } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { isValidTagManagerId, TAG_MANAGER_SOURCES } from './src/features/consent/tag-manager.ts';

const require = createRequire(import.meta.url);
const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));

/** Dark brand colours, the same as the dark theme's --bg (apps/web/src/app/styles.css). */
const BRAND_BG = '#0b0f14';

/**
 * This build's version: APP_VERSION when the deploy sets one, else the commit plus the build
 * time, so two builds of the same commit still count as different (a rebuilt bundle has new
 * chunk names, and an old tab must pick them up).
 */
function buildVersion(): string {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  let commit = 'local';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  } catch {
    // Not a git checkout (a source tarball): the build time alone tells builds apart.
  }
  return `${commit}-${Date.now().toString(36)}`;
}

/** `/builds/latest.json`: the version a running app compares with its own (spec §4 Web app update). */
function buildManifest(version: string): Plugin {
  return {
    name: 'shred-build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ version, builtAt: new Date().toISOString() })}\n`,
      });
    },
  };
}

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
function preloadFirstScreenFonts(): Plugin {
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

/**
 * `content-security.json`: the other origins this build's code loads from, by Content Security
 * Policy directive. The server adds them to its policy (apps/server http/security-headers.ts),
 * so the policy follows the build: the tag manager's only when the build has a container id.
 */
function contentSecuritySources(tagManagerId: string | undefined): Plugin {
  return {
    name: 'shred-content-security',
    apply: 'build',
    generateBundle() {
      const sources = isValidTagManagerId(tagManagerId) ? TAG_MANAGER_SOURCES : {};
      this.emitFile({
        type: 'asset',
        fileName: 'content-security.json',
        source: `${JSON.stringify(sources, null, 2)}\n`,
      });
    },
  };
}

/** The script that applies the saved theme before the first paint (a classic script, so it blocks it). */
const THEME_BOOT = 'src/app/theme-boot.js';

/**
 * Load THEME_BOOT from `<head>` as a file of its own rather than inline, so the Content Security
 * Policy can allow only the app's own script files. The build names it by its content hash, so
 * it caches like the bundle; the dev server serves the source file.
 */
function themeBootScript(): Plugin {
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
        source: await readFile(path.resolve(import.meta.dirname, THEME_BOOT), 'utf8'),
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

const FIRST_SCREENS_MARK = /<!-- first-screens:[^>]*-->/;

/**
 * Run `work` with a browser's globals (jsdom's window, document, storage…) that the app's
 * modules read as they load, as in the unit tests; afterwards the build's Node globals are
 * back as they were.
 */
async function inBrowserGlobals<T>(work: () => Promise<T>): Promise<T> {
  const { JSDOM } = await import('jsdom');
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
  const added: string[] = [];
  const replaced = new Map<string, PropertyDescriptor>();
  for (const key of ['window', 'self', ...Object.getOwnPropertyNames(window)]) {
    const own = Object.getOwnPropertyDescriptor(globalThis, key);
    if (own && !['window', 'self', 'navigator', 'document', 'location'].includes(key)) continue;
    if (own && !own.configurable) continue;
    if (own) replaced.set(key, own);
    else added.push(key);
    const value = key === 'window' || key === 'self' ? window : Reflect.get(window, key);
    Object.defineProperty(globalThis, key, { value, configurable: true, writable: true });
  }
  try {
    return await work();
  } finally {
    for (const key of added) Reflect.deleteProperty(globalThis, key);
    for (const [key, own] of replaced) Object.defineProperty(globalThis, key, own);
    window.close();
  }
}

/**
 * The sign-in screens drawn into index.html at build time (app/first-screens), so their
 * content paints with the HTML and CSS, not after the JavaScript (issue 12.4). The screens are
 * the real components, rendered with React's server renderer through a Vite module loader.
 */
function firstScreens(): Plugin {
  return {
    name: 'shred-first-screens',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!FIRST_SCREENS_MARK.test(html)) throw new Error('index.html has no first-screens mark');
        const server = await createServer({
          configFile: false,
          root: import.meta.dirname,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          plugins: [react()],
        });
        try {
          return await inBrowserGlobals(() => drawScreens(server, html));
        } finally {
          await server.close();
        }
      },
    },
  };
}

/** index.html with the first screens drawn in, and the list theme-boot.js picks from. */
async function drawScreens(server: ViteDevServer, html: string): Promise<string> {
  const { renderFirstScreens } = (await server.ssrLoadModule(
    '/src/app/first-screens/render-first-screens.tsx',
  )) as typeof import('./src/app/first-screens/render-first-screens.tsx');
  const { FIRST_SCREENS } = (await server.ssrLoadModule(
    '/src/app/first-screens/first-screens.ts',
  )) as typeof import('./src/app/first-screens/first-screens.ts');
  const markup = await renderFirstScreens();
  const screens = Object.entries(FIRST_SCREENS)
    .map(([name, screenPath]) => `${name}=${screenPath}`)
    .join(' ');
  const drawn = html
    .replace(FIRST_SCREENS_MARK, () => markup)
    // Before theme-boot.js, which reads it.
    .replace('<head>', () => `<head>\n    <meta name="first-screens" content="${screens}">`);
  return moveCodeToThemeBoot(drawn);
}

const CHARSET = '<meta charset="UTF-8" />';
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The app's code leaves the HTML for `<meta name="app-code">` (entry first, then the chunks it
 * imports), which theme-boot.js loads: at once, or after a drawn first screen's first paint,
 * so that screen's CSS and fonts have the connection to themselves (issue 12.4).
 */
function moveCodeToThemeBoot(html: string): string {
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

/** Where the build puts the nationality flags (flag-icons), apart from the precached assets. */
const FLAGS_DIR = 'assets/flags';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;

/**
 * Brotli and gzip copies of every text file of the build (`x.js.br`, `x.js.gz`), made once at
 * the highest levels, so a server with pre-compressed serving (@fastify/static
 * `preCompressed: true`) sends a third of the bytes without compressing per request.
 */
function precompress(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = '';
  return {
    name: 'shred-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
        await Promise.all(
          files.map(async (file) => {
            const full = path.join(outDir, file);
            const body = await readFile(full);
            if (body.length < 1024) return;
            await writeFile(
              `${full}.br`,
              await br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
            await writeFile(`${full}.gz`, await gz(body, { level: 9 }));
          }),
        );
      },
    },
  };
}

/**
 * The installable web app: `/sw.js` with scope `/`, registered by features/pwa through
 * workbox-window (no injected register script). It precaches the app shell and answers
 * navigations with index.html, except /api/ and /media/, which always go to the network:
 * no API answer is ever served from the worker's cache.
 */
const pwa = () =>
  VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    filename: 'sw.js',
    scope: '/',
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Shred League',
      short_name: 'Shred League',
      description:
        'Fantasy action sports: pick riders, play every stop and climb the rankings in skate, snow, surf, freeski, MTB, BMX and wake.',
      lang: 'en',
      start_url: '/manager',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      background_color: BRAND_BG,
      theme_color: BRAND_BG,
      categories: ['sports', 'games'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/builds\//],
      // The web fonts too (woff2), so the installed app draws its typefaces offline.
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
      // Some 300 nationality flags would triple the install; each is cached when first shown.
      globIgnores: ['builds/**', `${FLAGS_DIR}/**`],
      cleanupOutdatedCaches: true,
      // The update prompt decides when a new worker takes over (features/pwa).
      skipWaiting: false,
      clientsClaim: false,
      runtimeCaching: [
        {
          // A literal: the generated worker holds this pattern, not the config's constants.
          urlPattern: /\/assets\/flags\//,
          // Flag file names carry a content hash: a cached flag never goes stale.
          handler: 'CacheFirst',
          options: { cacheName: 'flags', expiration: { maxEntries: 400 } },
        },
      ],
    },
  });

/**
 * The build runs on Preact's React compatibility layer: react-dom alone was 62 of the first
 * screen's 142 KB of gzipped JavaScript, Preact is 11 (issue 12.4). The unit tests and the dev
 * server keep React; the e2e journeys run on this build.
 */
const REACT_ON_PREACT = [
  { find: /^react$/, replacement: path.resolve(import.meta.dirname, 'src/app/react-on-preact/react.js') },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
];

export default defineConfig(({ command, mode }) => {
  const version = buildVersion();
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  return {
    plugins: [
      react(),
      tailwindcss(),
      themeBootScript(),
      ...(command === 'build' && !process.env.VITEST
        ? [
            pwa(),
            buildManifest(version),
            contentSecuritySources(env.VITE_GTM_ID),
            precompress(),
            preloadFirstScreenFonts(),
            firstScreens(),
          ]
        : []),
    ],
    define: { __APP_VERSION__: JSON.stringify(version) },
    resolve: {
      alias:
        command === 'build' && !process.env.VITEST
          ? [
              // react-router's package exports only its development build, warnings and all.
              { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
              ...REACT_ON_PREACT,
            ]
          : [],
    },
    server: {
      port: 5173,
      proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      // Flags stay files: inlined, the ~200 small ones would put 50 KB into every athlete screen.
      // Fonts too: as base64 in the CSS they would block the first paint and escape the cache.
      assetsInlineLimit: (file) =>
        file.includes('flag-icons/') || file.endsWith('.woff2') ? false : undefined,
      rollupOptions: {
        output: {
          assetFileNames: (asset) =>
            asset.originalFileNames.some((file) => file.includes('flag-icons/'))
              ? `${FLAGS_DIR}/[name]-[hash][extname]`
              : 'assets/[name]-[hash][extname]',
        },
      },
    },
  };
});
