import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import type { LayoutName } from '../../features/route-meta/route-meta.ts';
import { AuthLayout } from './auth-layout.tsx';
import type { LayoutProps } from './layout-props.ts';

interface LayoutChunk {
  loaded?: ComponentType<LayoutProps>;
  load: () => Promise<ComponentType<LayoutProps>>;
  pending: LazyExoticComponent<ComponentType<LayoutProps>>;
}

/**
 * A layout in a chunk of its own, so the sign-in screens do not download the game's and the
 * staff area's chrome (issue 12.4). The router loads it before a page in it shows
 * (layout-middleware.ts); should anything render it sooner, it suspends until loaded.
 */
function layoutChunk(importLayout: () => Promise<ComponentType<LayoutProps>>): LayoutChunk {
  let loading: Promise<ComponentType<LayoutProps>> | undefined;
  const chunk: LayoutChunk = {
    load: () => {
      loading ??= importLayout().then(
        (component) => {
          chunk.loaded = component;
          return component;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    pending: lazy(async () => ({ default: await chunk.load() })),
  };
  return chunk;
}

function show(chunk: LayoutChunk, props: LayoutProps) {
  const Loaded = chunk.loaded ?? chunk.pending;
  // Its own boundary: React suspends the whole root without one, but Preact, which ships, hands
  // the pending chunk to the nearest error boundary, the router's error page.
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}

const game = layoutChunk(() => import('./game-layout.tsx').then((m) => m.GameLayout));
const admin = layoutChunk(() => import('./admin-layout.tsx').then((m) => m.AdminLayout));
const GameLayout = (props: LayoutProps) => show(game, props);
const AdminLayout = (props: LayoutProps) => show(admin, props);

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

const CHUNKS: Partial<Record<LayoutName, LayoutChunk>> = {
  admin,
  default: game,
  manager: game,
  quickplay: game,
};

/** Fetch a layout's code; resolves at once when it is already there (the sign-in layout always is). */
export async function loadLayout(name: LayoutName): Promise<void> {
  await CHUNKS[name]?.load();
}
