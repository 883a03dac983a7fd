import type { ComponentType } from 'react';
import type { LayoutName } from '../../features/route-meta/route-meta.ts';
import { AdminLayout } from './admin-layout.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { DefaultLayout } from './default-layout.tsx';
import type { LayoutProps } from './layout-props.ts';
import { ManagerLayout } from './manager-layout.tsx';
import { QuickplayLayout } from './quickplay-layout.tsx';

/** Spec §2: every route renders in exactly one of these (R2.105), named by its meta. */
export const LAYOUTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  admin: AdminLayout,
  auth: AuthLayout,
  default: DefaultLayout,
  manager: ManagerLayout,
  quickplay: QuickplayLayout,
};
