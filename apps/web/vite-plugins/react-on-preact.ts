import path from 'node:path';

/**
 * The build runs on Preact's React compatibility layer: react-dom alone was 62 of the first
 * screen's 142 KB of gzipped JavaScript, Preact is 11 (issue 12.4). The unit tests and the dev
 * server keep React; the e2e journeys run on this build.
 */
export const reactOnPreact = (webRoot: string) => [
  { find: /^react$/, replacement: path.resolve(webRoot, 'src/app/react-on-preact/react.js') },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
];
