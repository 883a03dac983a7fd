import { type Ref, type RefObject, useLayoutEffect } from 'react';

/**
 * Focus the element once `when` turns true (on mount when it starts true). Not `autoFocus`:
 * Preact, the build's React, leaves that attribute to the browser, which honours it only while
 * the page first loads, so a field shown later, or on a page reached in the app, stayed unfocused.
 */
export function useFocusWhen(ref: RefObject<HTMLElement | null>, when: boolean): void {
  useLayoutEffect(() => {
    if (when) ref.current?.focus();
  }, [ref, when]);
}

/** Hand a node to a ref given from outside, whichever kind it is. */
export function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as RefObject<T | null>).current = node;
}
