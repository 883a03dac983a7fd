/**
 * Flag images shipped with the app (GAME.md: never fetched from elsewhere), from the
 * flag-icons package. Only the urls are bundled (a few kilobytes); each image is its own
 * asset, downloaded when a screen first shows it, so the first screen does not grow.
 */
const FLAG_URLS = import.meta.glob<string>(
  '../../../../../node_modules/flag-icons/flags/4x3/[a-z][a-z].svg',
  {
    query: '?url',
    import: 'default',
    eager: true,
  },
);

const byIso = new Map(
  Object.entries(FLAG_URLS).map(([file, url]) => [file.slice(-'xx.svg'.length, -'.svg'.length), url]),
);

/** Whether a flag ships for this ISO alpha-2 code (lowercase). */
export function hasFlag(iso: string): boolean {
  return byIso.has(iso);
}

/** The flag's url; null when no flag ships for the code. */
export function flagUrl(iso: string): string | null {
  return byIso.get(iso) ?? null;
}
