import { type ComponentType, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import type { LayoutName } from '../routes/route-meta.ts';
import { useRouteMeta, useRouteTitle } from '../routes/use-route-meta.ts';
import { AdminLayout } from './layouts/admin-layout.tsx';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { DefaultLayout } from './layouts/default-layout.tsx';
import type { LayoutProps } from './layouts/layout-props.ts';
import { ManagerLayout } from './layouts/manager-layout.tsx';
import { QuickplayLayout } from './layouts/quickplay-layout.tsx';
import { RouteProgress } from './route-progress.tsx';
import { SkipLink } from './skip-link.tsx';

const LAYOUTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  admin: AdminLayout,
  auth: AuthLayout,
  default: DefaultLayout,
  manager: ManagerLayout,
  quickplay: QuickplayLayout,
};

/** The root element: every page renders inside exactly one layout, picked by its route meta (R2.105). */
export function AppShell() {
  const meta = useRouteMeta();
  const title = useRouteTitle(meta);
  useEffect(() => {
    document.title = title;
  }, [title]);

  const Layout = LAYOUTS[meta.layout];
  return (
    <>
      <SkipLink />
      <RouteProgress />
      <Layout meta={meta}>
        <Outlet />
      </Layout>
      <ScrollRestoration />
    </>
  );
}
