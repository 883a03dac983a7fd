import type { ComponentType } from 'react';
import type { LayoutName } from '../../features/route-meta/route-meta.ts';
import { AdminLayout } from './admin-layout.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { GameLayout } from './game-layout.tsx';
import type { LayoutProps } from './layout-props.ts';

/**
 * Spec §2: every route renders in exactly one of these (R2.105), named by its meta. The
 * game's three share one component, so the shell stays mounted between them.
 */
export const LAYOUTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  admin: AdminLayout,
  auth: AuthLayout,
  default: GameLayout,
  manager: GameLayout,
  quickplay: GameLayout,
};
