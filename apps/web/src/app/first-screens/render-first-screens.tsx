import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { mergeMeta } from '../../features/route-meta/route-meta.ts';
import { createRouteTable } from '../../routes/route-table.tsx';
import { LAYOUTS } from '../../shell/layouts/layouts.tsx';
import { SkipLink } from '../../shell/skip-link.tsx';
import { FIRST_SCREENS } from './first-screens.ts';

/** A route's page component, through the route's own `lazy` as the router loads it. */
async function pageOf(route: RouteObject): Promise<ComponentType> {
  if (typeof route.lazy !== 'function') throw new Error(`route ${route.path} has no lazy page`);
  const { Component } = await route.lazy();
  if (!Component) throw new Error(`route ${route.path} gives no Component`);
  return Component;
}

/**
 * One screen as the app's first render draws it inside #root: the skip link, then the
 * route's layout with the page in the shell's page wrapper (shell/app-shell.tsx and
 * shell-pages.tsx, idle phase). Rendered at build time, so the visitor sees the screen with
 * the HTML and CSS; the app then renders the same elements over it (main.tsx).
 */
async function renderScreen(routes: RouteObject[], path: string): Promise<string[]> {
  const matches = matchRoutes(routes, path);
  const page = matches?.at(-1)?.route;
  if (!matches || !page) throw new Error(`no route for the first screen ${path}`);
  const meta = mergeMeta(matches.map((match) => match.route.handle));
  const Layout = LAYOUTS[meta.layout];
  const Page = await pageOf(page);
  const inRouter = (element: React.ReactNode) =>
    renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
  return [
    inRouter(<SkipLink />),
    inRouter(
      <Layout meta={meta}>
        <div data-page={path} data-page-phase="idle">
          <Page />
        </div>
      </Layout>,
    ),
  ];
}

/**
 * The markup of every first screen for index.html (vite.config.ts firstScreens): each
 * top-level element marked with its screen's name for the CSS that shows only the screen
 * theme-boot.js picked, and inert, so nothing is clicked or submitted before the app runs.
 */
export async function renderFirstScreens(): Promise<string> {
  const routes = createRouteTable({ previousPath: () => undefined });
  let html = '';
  for (const [name, path] of Object.entries(FIRST_SCREENS)) {
    for (const element of await renderScreen(routes, path)) {
      html += element.replace(/^<([a-z]+)/, `<$1 data-first-screen="${name}" inert=""`);
    }
  }
  return html;
}
