import { VitePWA } from 'vite-plugin-pwa';

/** Dark brand colours, the same as the dark theme's --bg (apps/web/src/app/styles.css). */
const BRAND_BG = '#0b0f14';

/** Where the build puts the nationality flags (flag-icons), apart from the precached assets. */
export const FLAGS_DIR = 'assets/flags';

/**
 * The installable web app: `/sw.js` with scope `/`, registered by features/pwa through
 * workbox-window (no injected register script). It precaches the app shell and answers
 * navigations with index.html, except /api/ and /media/, which always go to the network:
 * no API answer is ever served from the worker's cache.
 */
export const pwa = () =>
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
      // Web Push: the push and notificationclick handlers (issue 16.3).
      importScripts: ['/push-sw.js'],
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
