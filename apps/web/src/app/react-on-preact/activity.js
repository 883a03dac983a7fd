import { cloneElement, isValidElement } from 'preact/compat';

/**
 * React 19's `<Activity>` for the Preact build, which has none: a hidden page stays mounted
 * with its state and is hidden through the `hidden` attribute on its one element (the shell
 * wraps each kept page in a single div). Unlike React, its effects keep running meanwhile.
 *
 * @param {{ mode?: 'visible' | 'hidden', children?: unknown }} props
 */
export function Activity({ mode = 'visible', children }) {
  if (!isValidElement(children)) return children;
  return cloneElement(children, { hidden: mode === 'hidden' });
}
