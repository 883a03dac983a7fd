import type { ReactNode } from 'react';
import { useShowsBottomBar } from '../../../shell/bottom-bar.tsx';
import { cx } from '../../../ui/class-names.ts';

/** The screen's one action, kept in reach at the bottom while the list scrolls, above the tab bar. */
export function StickyAction({ children }: { children: ReactNode }) {
  const bottomBar = useShowsBottomBar();
  return (
    <div
      className={cx(
        'sticky z-20 rounded-2xl border border-line bg-surface/95 p-3 shadow-card backdrop-blur',
        bottomBar
          ? 'bottom-[calc(var(--bottom-bar-h)+env(safe-area-inset-bottom)+0.75rem)]'
          : 'bottom-[calc(env(safe-area-inset-bottom)+0.75rem)]',
      )}
    >
      {children}
    </div>
  );
}
