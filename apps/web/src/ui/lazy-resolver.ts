import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  /** Start loading ahead of the first check, e.g. when the visitor starts filling in the form. */
  preload: () => void;
}

/**
 * A form resolver whose code (the schema, and zod with it) loads when the visitor first uses
 * the form rather than with the page, so a screen that opens with a form, such as /login,
 * shows without zod (issue 12.4). Pass one created outside the component: it loads once.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed download (offline) is tried again on the next check.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await loadOnce())(values, context, options),
    preload: () => {
      loadOnce().catch(() => undefined);
    },
  };
}
