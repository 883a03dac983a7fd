import path from 'node:path';

/**
 * The build runs on Preact's React compatibility layer: react-dom alone was 62 of the first
 * screen's 142 KB of gzipped JavaScript, Preact is 11 (issue 12.4). The component tests run
 * on it too, so that they test what ships; only the dev server keeps React.
 */
export const reactOnPreact = (webRoot: string) => [
  { find: /^react$/, replacement: path.resolve(webRoot, 'src/app/react-on-preact/react.js') },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
];
