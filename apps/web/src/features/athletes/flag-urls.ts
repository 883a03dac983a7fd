/**
 * Flag images shipped with the app (GAME.md: never fetched from elsewhere), from the
 * flag-icons package. Each flag is its own lazily loaded asset, so a screen downloads only
 * the flags it shows and the first screen does not grow.
 */
const FLAG_LOADERS = import.meta.glob<string>(
  '../../../../../node_modules/flag-icons/flags/4x3/[a-z][a-z].svg',
  { query: '?url', import: 'default' },
);

const byIso = new Map(
  Object.entries(FLAG_LOADERS).map(([file, load]) => [file.slice(-'xx.svg'.length, -'.svg'.length), load]),
);

/** Whether a flag ships for this ISO alpha-2 code (lowercase). */
export function hasFlag(iso: string): boolean {
  return byIso.has(iso);
}

const loaded = new Map<string, string>();

/** The flag's url once loaded before, so a list re-rendering does not flicker. */
export function loadedFlagUrl(iso: string): string | undefined {
  return loaded.get(iso);
}

/** Loads the flag's url; null when no flag ships for the code. */
export async function loadFlagUrl(iso: string): Promise<string | null> {
  const cached = loaded.get(iso);
  if (cached) return cached;
  const load = byIso.get(iso);
  if (!load) return null;
  const url = await load();
  loaded.set(iso, url);
  return url;
}
