import { useAuthStore } from '../../features/auth/index.ts';
import { cx } from '../../ui/class-names.ts';
import { useShowsBackButton } from '../back-button.tsx';
import { BottomBar, useShowsBottomBar } from '../bottom-bar.tsx';
import { MANAGER_NAV, TOP_LEVEL_PATHS } from '../nav-items.tsx';
import { NavLinkList } from '../nav-link-list.tsx';
import { TopBar } from '../top-bar.tsx';
import { useIsWideScreen } from '../use-media-query.ts';
import { type LayoutProps, MAIN_ID } from './layout-props.ts';

/**
 * Public pages, settings, profiles and the athlete zone (A1): the header, with the game's
 * sections as a navbar for signed-in visitors (top on desktop, bottom bar on phones).
 */
export function DefaultLayout({ meta, children }: LayoutProps) {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const wide = useIsWideScreen();
  const navbar = signedIn && !meta.hideNavbar;
  const bottomBar = useShowsBottomBar() && navbar;
  const back = useShowsBackButton(meta, TOP_LEVEL_PATHS) && signedIn;
  return (
    <div className={cx('flex min-h-dvh flex-col', meta.hideHeader && 'pt-safe')}>
      {meta.hideHeader ? null : (
        <TopBar
          transparent={meta.transparentHeader}
          homeTo={signedIn ? '/manager' : '/'}
          back={back}
          nav={navbar && wide ? <NavLinkList items={MANAGER_NAV} orientation="horizontal" /> : undefined}
        />
      )}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={cx(
          'px-gutter mx-auto w-full max-w-4xl flex-1 pt-6 outline-none sm:pt-10',
          bottomBar ? 'pb-bottom-bar' : 'pb-safe-page sm:pb-10',
        )}
      >
        {children}
      </main>
      {navbar ? <BottomBar items={MANAGER_NAV} /> : null}
    </div>
  );
}
