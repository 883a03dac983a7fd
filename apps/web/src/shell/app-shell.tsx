import { ScrollRestoration } from 'react-router';
import { useDocumentTitle, useRouteMeta } from '../features/route-meta/use-route-meta.ts';
import { AppGates } from './app-gates.tsx';
import { OverlayHost } from './overlays/overlay-host.tsx';
import { RouteProgress } from './route-progress.tsx';
import { ShellBehaviours } from './shell-behaviours.tsx';
import { ShellPages } from './shell-pages.tsx';
import { SkipLink } from './skip-link.tsx';

/**
 * The root element: every page renders inside exactly one layout, picked by its route meta
 * (R2.105), with page transitions and kept-alive pages (shell-pages.tsx).
 */
export function AppShell() {
  const meta = useRouteMeta();
  useDocumentTitle(meta);

  return (
    <>
      <SkipLink />
      <RouteProgress />
      <ShellPages />
      <ShellBehaviours />
      <ScrollRestoration />
      <OverlayHost />
      <AppGates meta={meta} />
    </>
  );
}
