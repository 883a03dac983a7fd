import { TopBar } from '../top-bar.tsx';
import { type LayoutProps, MAIN_ID } from './layout-props.ts';

const QuickplayBadge = () => (
  <span className="rounded-md bg-accent/15 px-2 py-0.5 text-[11px] font-bold uppercase tracking-widest text-accent">
    Quickplay
  </span>
);

/** Casual games without cards: a light header and one focused column. */
export function QuickplayLayout({ meta, children }: LayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      {meta.hideHeader ? null : (
        <TopBar homeTo="/quickplay" transparent={meta.transparentHeader} badge={<QuickplayBadge />} />
      )}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-10"
      >
        {children}
      </main>
    </div>
  );
}
