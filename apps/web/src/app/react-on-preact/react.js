/**
 * `react` in the production build: Preact's React compatibility layer (a sixth of react-dom's
 * size on the first screen, issue 12.4) plus what it lacks and the app uses. Tests and the dev
 * server run on React itself; vite.config.ts points `react` here only when it builds. Plain
 * JavaScript: it is glue between two libraries' runtime exports, typed by React's own types.
 */
import './effect-timing.js';

export * from 'preact/compat';
export { default } from 'preact/compat';
export { Activity } from './activity.js';
