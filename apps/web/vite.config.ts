import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { buildManifest, buildVersion } from './vite-plugins/build-version.ts';
import { contentSecuritySources } from './vite-plugins/content-security.ts';
import { preloadFirstScreenFonts } from './vite-plugins/first-screen-fonts.ts';
import { firstScreens } from './vite-plugins/first-screens.ts';
import { pagePayloads } from './vite-plugins/page-payloads.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { FLAGS_DIR, pwa } from './vite-plugins/pwa.ts';
import { reactOnPreact } from './vite-plugins/react-on-preact.ts';
import { themeBootScript } from './vite-plugins/theme-boot.ts';

const require = createRequire(import.meta.url);
const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));

/** The libraries the build ships in place of those the dev server runs. */
const shippedRuntime = [
  // react-router's package exports only its development build, warnings and all.
  { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
  ...reactOnPreact(import.meta.dirname),
];

/**
 * The component tests render on what ships (Vitest sets VITEST in the dev server too): Testing
 * Library through Preact, its act Preact's. Its CommonJS entry would require React past Vite's
 * aliases; its ES module goes through them.
 */
const testingLibraryOnPreact = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  {
    find: /^@testing-library\/react$/,
    replacement: require.resolve('@testing-library/react/dist/@testing-library/react.esm.js'),
  },
];

export default defineConfig(({ command, mode }) => {
  const version = buildVersion();
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  return {
    plugins: [
      react(),
      tailwindcss(),
      themeBootScript(import.meta.dirname),
      ...(command === 'build' && !process.env.VITEST
        ? [
            pwa(),
            buildManifest(version),
            pagePayloads(import.meta.dirname, version),
            contentSecuritySources(env.VITE_GTM_ID),
            precompress(),
            preloadFirstScreenFonts(),
            firstScreens(import.meta.dirname),
          ]
        : []),
    ],
    define: { __APP_VERSION__: JSON.stringify(version) },
    resolve: {
      alias: process.env.VITEST
        ? [...shippedRuntime, ...testingLibraryOnPreact]
        : command === 'build'
          ? shippedRuntime
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
