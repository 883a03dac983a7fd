import { useState } from 'react';
import { cx } from '../../ui/class-names.ts';
import { useShowsBackButton } from '../back-button.tsx';
import { BottomBar, useShowsBottomBar } from '../bottom-bar.tsx';
import { HeaderSlotContext } from '../header-slot.tsx';
import { MANAGER_NAV, TOP_LEVEL_PATHS } from '../nav-items.tsx';
import { type LayoutProps, MAIN_ID } from './layout-props.ts';
import { QuickplayHeader } from './quickplay-header.tsx';

/**
 * Casual games without cards: the bright quickplay header (with the budget slot pages fill
 * through `<HeaderSlot>`), a sunny wash behind one focused column, and the bottom bar for
 * signed-in players on phones.
 */
export function QuickplayLayout({ meta, children }: LayoutProps) {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const navbar = !meta.hideNavbar;
  const bottomBar = useShowsBottomBar() && navbar;
  const back = useShowsBackButton(meta, TOP_LEVEL_PATHS);
  return (
    <div
      data-layout="quickplay"
      className={cx(
        'flex min-h-dvh flex-col bg-[radial-gradient(120%_50%_at_50%_0%,color-mix(in_srgb,var(--lime)_14%,transparent),transparent_70%)]',
        meta.hideHeader && 'pt-safe',
      )}
    >
      {meta.hideHeader ? null : (
        <QuickplayHeader slotRef={setSlot} transparent={meta.transparentHeader} back={back} />
      )}
      <HeaderSlotContext.Provider value={slot}>
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className={cx(
            'px-gutter mx-auto w-full max-w-3xl flex-1 pt-6 outline-none sm:pt-10',
            bottomBar ? 'pb-bottom-bar' : 'pb-safe-page sm:pb-10',
          )}
        >
          {children}
        </main>
      </HeaderSlotContext.Provider>
      {navbar ? <BottomBar items={MANAGER_NAV} /> : null}
    </div>
  );
}
