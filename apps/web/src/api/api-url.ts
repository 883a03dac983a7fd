import { getActiveGameMode } from './game-mode-param.ts';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

const DEFAULT_API_BASE = '/api/';

/** Read on every call so tests (and `vi.stubEnv`) can change the base without reloading modules. */
export function apiBase(): string {
  const configured = import.meta.env.VITE_API_BASE;
  const base =
    typeof configured === 'string' && configured.trim() !== '' ? configured.trim() : DEFAULT_API_BASE;
  return base.endsWith('/') ? base : `${base}/`;
}

/**
 * Join a route path to the API base and append the query. String concatenation rather than
 * `new URL` keeps relative bases such as '/api/' working.
 */
export function apiUrl(path: string, query: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== null && item !== undefined) search.append(key, String(item));
    }
  }
  const gameMode = getActiveGameMode();
  if (gameMode && !search.has('game_mode')) search.set('game_mode', gameMode);
  const queryString = search.toString();
  return `${apiBase()}${path.replace(/^\/+/, '')}${queryString ? `?${queryString}` : ''}`;
}
