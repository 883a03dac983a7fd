/**
 * The version of this web build, baked in by vite.config.ts (commit and build time). The
 * same string is written to `/builds/latest.json`, so a running app can tell that a newer
 * build has been deployed.
 */
export const BUILD_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
