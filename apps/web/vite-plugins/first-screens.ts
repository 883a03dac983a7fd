import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { moveCodeToThemeBoot } from './theme-boot.ts';

const FIRST_SCREENS_MARK = /<!-- first-screens:[^>]*-->/;

/**
 * Run `work` with a browser's globals (jsdom's window, document, storage…) that the app's
 * modules read as they load, as in the unit tests; afterwards the build's Node globals are
 * back as they were.
 */
export async function inBrowserGlobals<T>(work: () => Promise<T>): Promise<T> {
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
export function firstScreens(webRoot: string): Plugin {
  return {
    name: 'shred-first-screens',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!FIRST_SCREENS_MARK.test(html)) throw new Error('index.html has no first-screens mark');
        return inBrowserGlobals(() => withScreensLoader(webRoot, (server) => drawScreens(server, html)));
      },
    },
  };
}

/**
 * Run `work` with the module loader that draws the first screens: on React itself, for
 * renderToStaticMarkup, without the Preact aliases of the build and of the component tests.
 */
export async function withScreensLoader<T>(
  webRoot: string,
  work: (server: ViteDevServer) => Promise<T>,
): Promise<T> {
  const server = await createServer({
    configFile: false,
    root: webRoot,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    plugins: [react()],
  });
  try {
    return await work(server);
  } finally {
    await server.close();
  }
}

/** index.html with the first screens drawn in, and the list theme-boot.js picks from. */
async function drawScreens(server: ViteDevServer, html: string): Promise<string> {
  const { renderFirstScreens } = (await server.ssrLoadModule(
    '/src/app/first-screens/render-first-screens.tsx',
  )) as typeof import('../src/app/first-screens/render-first-screens.tsx');
  const { FIRST_SCREENS } = (await server.ssrLoadModule(
    '/src/app/first-screens/first-screens.ts',
  )) as typeof import('../src/app/first-screens/first-screens.ts');
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
