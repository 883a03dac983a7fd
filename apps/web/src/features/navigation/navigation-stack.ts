/**
 * The navigation stack of spec §4 "Back navigation and gestures": the paths the visitor went
 * through in this tab, newest last, at most 100 (§9, A24: the 101st push drops the oldest),
 * kept in session storage so a reload keeps it and a new tab starts empty.
 */
export const NAVIGATION_STACK_MAX = 100;
export const NAVIGATION_STACK_KEY = 'navigationStack';
/** Where smart back goes when the stack has nothing before the current page. */
export const SMART_BACK_FALLBACK = '/manager';

/** The storage the stack lives in; `window.sessionStorage` in the app. */
export type StackStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** How the router arrived at a location (React Router's navigation type). */
export type ArrivalKind = 'PUSH' | 'REPLACE' | 'POP';

export function readNavigationStack(storage: StackStorage | undefined): string[] {
  try {
    const raw = storage?.getItem(NAVIGATION_STACK_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    // Storage blocked or a foreign value: start over rather than break navigation.
    return [];
  }
}

function writeNavigationStack(storage: StackStorage | undefined, stack: readonly string[]): void {
  try {
    storage?.setItem(NAVIGATION_STACK_KEY, JSON.stringify(stack.slice(-NAVIGATION_STACK_MAX)));
  } catch {
    // Quota or privacy mode: smart back then falls back to /manager, which is still correct.
  }
}

export interface Arrival {
  /** Path and query of the page now shown. */
  path: string;
  kind: ArrivalKind;
  /** The route is flagged no back-tracking (R2.109, R4.126): it is never recorded. */
  excluded: boolean;
}

const pathnameOf = (path: string): string => path.split(/[?#]/, 1)[0] ?? path;

/**
 * Record the page the router settled on. Excluded routes are skipped; the same path twice in
 * a row (a reload) is one entry; a page replacing its own query in place (filters, tabs)
 * updates its entry; a browser Back onto the previous entry pops the current one instead of
 * pushing a loop. A redirect (a replace onto another page) still counts as a new page, so
 * smart back from it returns to where the visitor came from.
 */
export function recordArrival(
  storage: StackStorage | undefined,
  { path, kind, excluded }: Arrival,
): string[] {
  const stack = readNavigationStack(storage);
  if (excluded) return stack;
  const top = stack.at(-1);
  if (top === path) return stack;
  if (kind === 'POP' && stack.at(-2) === path) {
    stack.pop();
  } else if (kind === 'REPLACE' && top !== undefined && pathnameOf(top) === pathnameOf(path)) {
    stack[stack.length - 1] = path;
  } else {
    stack.push(path);
  }
  const capped = stack.slice(-NAVIGATION_STACK_MAX);
  writeNavigationStack(storage, capped);
  return capped;
}

/**
 * Smart back (R4.125): the previous path of the stack. Entries for the page being left are
 * dropped, then the target itself is taken off, as arriving there records it again. Without
 * one, the fallback /manager.
 */
export function takeBackTarget(storage: StackStorage | undefined, currentPath: string): string {
  const stack = readNavigationStack(storage);
  while (stack.at(-1) === currentPath) stack.pop();
  const target = stack.pop();
  writeNavigationStack(storage, stack);
  return target ?? SMART_BACK_FALLBACK;
}

/** The session storage of this tab, when the browser lets us have it. */
export function sessionStack(): StackStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
