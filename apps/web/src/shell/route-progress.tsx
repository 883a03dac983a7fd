import { useContext, useEffect, useState } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';
import { cx } from '../ui/class-names.ts';

/** Spec §2 (R2.112): the indicator stays until 100 ms after a route change ends. */
export const PROGRESS_LINGER_MS = 100;

type ProgressState = 'hidden' | 'loading' | 'done';

/**
 * The route-change progress bar (R2.112): on from the moment a navigation starts (guards,
 * page chunk, data) until 100 ms after it ends. It listens to the router itself, not to the
 * rendered navigation state: React may skip rendering a short 'loading' state, and a quick
 * change must still show the bar for its 100 ms.
 */
export function RouteProgress() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const [state, setState] = useState<ProgressState>(() =>
    router && router.state.navigation.state !== 'idle' ? 'loading' : 'hidden',
  );

  useEffect(() => {
    if (!router) return;
    let busy = router.state.navigation.state !== 'idle';
    let location = router.state.location;
    let linger: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = router.subscribe((next) => {
      const nowBusy = next.navigation.state !== 'idle';
      if (nowBusy) {
        clearTimeout(linger);
        setState('loading');
      } else if (busy || next.location !== location) {
        // Ended, or a change with nothing to load that began and ended in one step.
        clearTimeout(linger);
        setState('done');
        linger = setTimeout(() => setState('hidden'), PROGRESS_LINGER_MS);
      }
      busy = nowBusy;
      location = next.location;
    });
    return () => {
      unsubscribe();
      clearTimeout(linger);
    };
  }, [router]);

  if (state === 'hidden') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      data-state={state}
      className="pointer-events-none fixed inset-x-0 top-[env(safe-area-inset-top)] z-60 h-[3px]"
    >
      <div
        className={cx(
          'h-full origin-left rounded-r-full bg-linear-to-r from-accent to-lime shadow-[0_0_10px_var(--accent)]',
          state === 'loading'
            ? 'animate-[route-progress_10s_cubic-bezier(0.08,0.8,0.2,1)_forwards] motion-reduce:animate-none motion-reduce:scale-x-75'
            : 'scale-x-100 opacity-0 transition-[opacity,transform] duration-100 ease-out',
        )}
      />
    </div>
  );
}
