import { useAuthStore } from '../../features/auth/index.ts';
import { BottomBar, BottomBarSpacer } from '../bottom-bar.tsx';
import { MANAGER_NAV } from '../nav-items.tsx';
import { NavLinkList } from '../nav-link-list.tsx';
import { TopBar } from '../top-bar.tsx';
import { type LayoutProps, MAIN_ID } from './layout-props.ts';

/** Public pages, settings, profiles and the athlete zone (A1). */
export function DefaultLayout({ meta, children }: LayoutProps) {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const showNav = signedIn && !meta.hideNavbar;
  return (
    <div className="flex min-h-dvh flex-col">
      {meta.hideHeader ? null : (
        <TopBar
          transparent={meta.transparentHeader}
          homeTo={signedIn ? '/manager' : '/'}
          nav={showNav ? <NavLinkList items={MANAGER_NAV} orientation="horizontal" /> : undefined}
        />
      )}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-10"
      >
        {children}
      </main>
      {showNav ? (
        <>
          <BottomBarSpacer />
          <BottomBar items={MANAGER_NAV} />
        </>
      ) : null}
    </div>
  );
}
