import { useAuthStore } from '../../features/auth/index.ts';
import { useGameMode } from '../../features/game-mode/game-mode-store.ts';
import type { LayoutName } from '../../features/route-meta/route-meta.ts';
import { useShowsBackButton } from '../back-button.tsx';
import { ModeSwitch } from '../mode-switch.tsx';
import { gameNav, MODE_HOME, type ShellMode, TOP_LEVEL_PATHS } from '../nav-items.tsx';
import type { LayoutProps } from './layout-props.ts';
import { ShellFrame } from './shell-frame.tsx';
import './game-layout.css';

type GameLayoutName = Extract<LayoutName, 'default' | 'manager' | 'quickplay'>;

/** The page column of each layout: what differs between them is only how wide their pages read. */
const PAGE_COLUMN: Record<GameLayoutName, string> = {
  manager: 'max-w-5xl lg:px-10 lg:pt-10',
  default: 'max-w-4xl sm:pt-10',
  quickplay: 'max-w-3xl sm:pt-10',
};

/**
 * The game's mode in the shell: the manager and quickplay areas are their own; the pages
 * in between (settings, profiles, notifications) keep the mode the player came from (A16).
 */
function useShellMode(layout: LayoutName): ShellMode {
  const gameMode = useGameMode();
  if (layout === 'manager' || layout === 'quickplay') return layout;
  return gameMode === 'quickplay' ? 'quickplay' : 'manager';
}

const isGameLayout = (layout: LayoutName): layout is GameLayoutName =>
  layout === 'default' || layout === 'manager' || layout === 'quickplay';

/**
 * The manager, quickplay and default layouts (spec §2) as one component, so moving between
 * them keeps the shell mounted: the same sections in the same order, the quickplay mode
 * changing only the accent colour and where Home goes.
 */
export function GameLayout({ meta, children }: LayoutProps) {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const mode = useShellMode(meta.layout);
  const column = PAGE_COLUMN[isGameLayout(meta.layout) ? meta.layout : 'default'];
  // Anonymous visitors get Back in quickplay only: elsewhere it would fall back to a login wall.
  const back = useShowsBackButton(meta, TOP_LEVEL_PATHS) && (signedIn || mode === 'quickplay');
  const homeTo = signedIn || mode === 'quickplay' ? MODE_HOME[mode] : '/';
  return (
    <ShellFrame
      meta={meta}
      items={gameNav(mode)}
      navLabel="Main"
      homeTo={homeTo}
      back={back}
      gameMode={mode}
      switcher={<ModeSwitch mode={mode} />}
      mainClassName={column}
    >
      {children}
    </ShellFrame>
  );
}
