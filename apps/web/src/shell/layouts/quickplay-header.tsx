import type { Ref } from 'react';
import { Link } from 'react-router';
import { cx } from '../../ui/class-names.ts';
import { AccountButton } from '../account-button.tsx';
import { BackButton } from '../back-button.tsx';
import { BrandMark } from '../brand-logo.tsx';
import { useScrolled } from '../use-scrolled.ts';

interface QuickplayHeaderProps {
  /** Where pages put their header content: the quickplay budget. */
  slotRef: Ref<HTMLDivElement>;
  transparent: boolean;
  /** Show the smart Back button (phones, below the quickplay home). */
  back: boolean;
}

/**
 * Quickplay's own, casual header: a bright cyan-to-lime band in both themes, the mark with
 * 'Quickplay' in big italic caps, and a slot the quickplay pages fill with the budget.
 */
export function QuickplayHeader({ slotRef, transparent, back }: QuickplayHeaderProps) {
  const scrolled = useScrolled();
  const clear = transparent && !scrolled;
  return (
    <header
      data-transparent={clear ? 'true' : undefined}
      data-scrolled={scrolled ? 'true' : undefined}
      className={cx(
        'pt-safe sticky top-0 z-30 text-[#041017] transition-[background-color,box-shadow] duration-200',
        transparent && '-mb-[calc(var(--header-h)+env(safe-area-inset-top))]',
        clear ? 'bg-transparent' : 'bg-linear-to-r from-[#22d3ee] via-[#5eead4] to-[#bef264]',
        scrolled && 'shadow-[0_10px_30px_-18px_rgb(8_47_73/0.8)]',
      )}
    >
      <div className="px-gutter mx-auto flex h-(--header-h) max-w-5xl items-center gap-3">
        {back ? <BackButton /> : null}
        <Link
          to="/quickplay"
          aria-label="Quickplay home"
          className="flex min-w-0 items-center gap-2.5 rounded-lg"
        >
          <BrandMark className="size-9 shrink-0 -rotate-6 rounded-[10px] shadow-md" />
          {/* Smaller on phones so the budget the play pages put in the slot fits beside it. */}
          <span className="flex min-w-0 flex-col leading-none">
            <span className="truncate text-[10px] font-bold uppercase tracking-[0.2em] opacity-70">
              Shred League
            </span>
            <span className="truncate font-display text-xl font-extrabold uppercase italic tracking-tight sm:text-2xl">
              Quickplay
            </span>
          </span>
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-3">
          <div
            ref={slotRef}
            data-testid="quickplay-budget-slot"
            className="flex min-w-0 items-center empty:hidden"
          />
          <AccountButton tone="bright" />
        </div>
      </div>
    </header>
  );
}
