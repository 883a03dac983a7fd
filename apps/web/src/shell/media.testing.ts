import { REDUCED_MOTION_QUERY, WIDE_SCREEN_QUERY } from './use-media-query.ts';

interface ScreenOptions {
  /** At least 1024 px wide. */
  wide?: boolean;
  reducedMotion?: boolean;
}

/**
 * jsdom has no `matchMedia`: answer the shell's two queries as a phone or a desktop would.
 * Returns the function that removes the stub again.
 */
export function stubScreen({ wide = false, reducedMotion = false }: ScreenOptions = {}): () => void {
  const matches = (query: string) =>
    (query === WIDE_SCREEN_QUERY && wide) || (query === REDUCED_MOTION_QUERY && reducedMotion);
  const previous = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
  return () => {
    if (previous) Object.defineProperty(window, 'matchMedia', previous);
    else Reflect.deleteProperty(window, 'matchMedia');
  };
}

/** Pretend the window has scrolled to `y` and tell the listeners. */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}
