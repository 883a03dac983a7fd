import { useLocation } from 'react-router';
import { useSmartBack } from '../features/navigation/index.ts';
import type { RouteMeta } from '../features/route-meta/route-meta.ts';
import { cx } from '../ui/class-names.ts';
import { ChevronLeftIcon } from '../ui/icons.tsx';
import { useIsWideScreen } from './use-media-query.ts';

/**
 * Phones get a Back button in the header below the top level of the app (a native app has
 * no browser toolbar). Not on routes flagged no back-tracking, whose flow must not be left
 * backwards, nor on desktop, where the sections are always in view.
 */
export function useShowsBackButton(
  meta: Pick<RouteMeta, 'noBackTracking'>,
  roots: readonly string[],
): boolean {
  const { pathname } = useLocation();
  const wide = useIsWideScreen();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !wide && !meta.noBackTracking && !roots.includes(path);
}

/** Smart back (spec §4, R4.125): the previous page of the navigation stack, else /manager. */
export function BackButton({ className }: { className?: string }) {
  const back = useSmartBack();
  return (
    <button
      type="button"
      aria-label="Back"
      onClick={back}
      className={cx(
        '-ml-2 grid size-10 shrink-0 place-items-center rounded-full transition hover:bg-black/10 dark:hover:bg-white/10',
        className,
      )}
    >
      <ChevronLeftIcon width={24} height={24} />
    </button>
  );
}
