import type { Plugin } from 'vite';
import { inBrowserGlobals, withScreensLoader } from './first-screens.ts';

type PagePayloadModule = typeof import('../src/features/pwa/page-payload.ts');
type RouteTableModule = typeof import('../src/routes/route-table.tsx');

/** Every page's route pattern, read from the app's own route table so no page is forgotten. */
function readPagePatterns(
  webRoot: string,
): Promise<{ patterns: string[]; key: (pattern: string) => string }> {
  return inBrowserGlobals(() =>
    withScreensLoader(webRoot, async (server) => {
      const { createRouteTable } = (await server.ssrLoadModule(
        '/src/routes/route-table.tsx',
      )) as RouteTableModule;
      const { pagePatterns, pagePayloadKey } = (await server.ssrLoadModule(
        '/src/features/pwa/page-payload.ts',
      )) as PagePayloadModule;
      return {
        patterns: pagePatterns(createRouteTable({ previousPath: () => undefined })),
        key: pagePayloadKey,
      };
    }),
  );
}

/**
 * `/builds/pages/<page>.json`, one per page: the build a page's code belongs to, which the
 * running app reads on navigation to tell a stale page (spec §7 Other calls, R7.48).
 */
export function pagePayloads(webRoot: string, version: string): Plugin {
  return {
    name: 'shred-page-payloads',
    apply: 'build',
    async generateBundle() {
      const { patterns, key } = await readPagePatterns(webRoot);
      for (const route of patterns) {
        this.emitFile({
          type: 'asset',
          fileName: `builds/pages/${key(route)}.json`,
          source: `${JSON.stringify({ version, route })}\n`,
        });
      }
    },
  };
}
