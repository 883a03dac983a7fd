import {
  Activity,
  type CSSProperties,
  Suspense,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
} from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useRouteMeta } from '../features/route-meta/use-route-meta.ts';
import { LAYOUTS } from './layouts/layouts.tsx';
import {
  initialPageSwitch,
  PAGE_FADE_IN_MS,
  PAGE_FADE_OUT_MS,
  type PagePhase,
  pageSwitchReducer,
  type ShellPage,
  shownPage,
} from './page-switch.ts';
import { SplashScreen } from './splash-screen.tsx';
import { useReducedMotion } from './use-media-query.ts';

const FADE: Record<PagePhase, CSSProperties | undefined> = {
  idle: undefined,
  out: { animation: `page-fade-out ${PAGE_FADE_OUT_MS}ms ease-in both` },
  in: { animation: `page-fade-in ${PAGE_FADE_IN_MS}ms ease-out both` },
};

/**
 * The pages inside their layout. On a route change the old page fades out, then the new one
 * fades in (R2.107), unless the new route blocks transitions or the system asks for reduced
 * motion (R2.108); during the fade-out the old page keeps its layout. Routes flagged
 * `keepAlive` stay mounted but hidden in React's `<Activity mode="hidden">` while the visitor
 * is elsewhere in the same layout, and come back with their state and scroll position.
 */
export function ShellPages() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const meta = useRouteMeta();
  const reducedMotion = useReducedMotion();
  const page: ShellPage = { key: pathname, element: outlet, meta };
  const animate = meta.transition !== 'none' && !reducedMotion;

  const [state, dispatch] = useReducer(pageSwitchReducer, page, initialPageSwitch);
  const latest = useRef(page);
  useLayoutEffect(() => {
    latest.current = page;
  });

  // Runs before ScrollRestoration moves the window, so the scroll position is the old page's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the trigger; the page is read fresh
  useLayoutEffect(() => {
    dispatch({ type: 'arrive', page: latest.current, animate, scrollY: window.scrollY });
  }, [pathname]);

  useEffect(() => {
    if (state.phase === 'idle') return;
    const fadingOut = state.phase === 'out';
    const timer = setTimeout(
      () => dispatch(fadingOut ? { type: 'faded-out', page: latest.current } : { type: 'faded-in' }),
      fadingOut ? PAGE_FADE_OUT_MS : PAGE_FADE_IN_MS,
    );
    return () => clearTimeout(timer);
  }, [state.phase]);

  // A kept-alive page shown again gets back the scroll position it was left at.
  const shown = shownPage(state);
  const restoreY = shown?.scrollY;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another page is shown
  useLayoutEffect(() => {
    if (restoreY !== undefined) window.scrollTo(0, restoreY);
  }, [state.shownKey]);

  // The shown page renders the live outlet while it is the router's page, so it updates.
  const live = state.shownKey === page.key;
  const Layout = LAYOUTS[(live ? meta : (shown?.meta ?? meta)).layout];
  return (
    // The router loads a layout before showing its page; the splash covers any other first render.
    <Suspense fallback={<SplashScreen />}>
      <Layout meta={live ? meta : (shown?.meta ?? meta)}>
        {state.pages.map((kept) => {
          const visible = kept.key === state.shownKey;
          return (
            <Activity key={kept.key} mode={visible ? 'visible' : 'hidden'}>
              <div
                data-page={kept.key}
                data-page-phase={visible ? state.phase : 'hidden'}
                style={visible ? FADE[state.phase] : undefined}
                // A page on its way out must not take clicks or typing meant for the next one.
                inert={visible && state.phase === 'out'}
              >
                {visible && live ? page.element : kept.element}
              </div>
            </Activity>
          );
        })}
      </Layout>
    </Suspense>
  );
}
